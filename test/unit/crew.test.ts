import { CREW_MAX, inCrew, normalizeCrew } from '../../src/domain/crew';
import { BadUserInput } from '../../src/domain/errors';

/**
 * A game's officials (src/domain/crew.ts). The rulebooks leave the crew's size to the league —
 * "the referee(s) will officiate accordingly" (docs/rulebooks/004_52536eff465526ad.txt:58) — so the
 * domain keeps what the office names, referees first, and refuses only what cannot be a crew.
 */
describe('a game crew', () => {
  it('keeps the names given, trimmed, referees first, then linesmen, then off-ice officials', () => {
    expect(
      normalizeCrew([
        { role: 'OFF_ICE', name: '  Pat   Doucet ' },
        { role: 'LINESMAN', name: 'Sam Roy' },
        { role: 'REFEREE', name: 'Lee Chen' },
      ]),
    ).toEqual([
      { role: 'REFEREE', name: 'Lee Chen' },
      { role: 'LINESMAN', name: 'Sam Roy' },
      { role: 'OFF_ICE', name: 'Pat Doucet' },
    ]);
  });

  it.each([
    ['an empty name', [{ role: 'REFEREE' as const, name: '   ' }], 'crew.0.name'],
    [
      'the same official twice, in another case',
      [
        { role: 'REFEREE' as const, name: 'Lee Chen' },
        { role: 'LINESMAN' as const, name: 'lee  chen' },
      ],
      'crew.1.name',
    ],
    ['a name of 81 characters', [{ role: 'REFEREE' as const, name: 'x'.repeat(81) }], 'crew.0.name'],
    ['more officials than a crew holds', Array.from({ length: CREW_MAX + 1 }, (_, i) => ({ role: 'OFF_ICE' as const, name: `Official ${i}` })), 'crew'],
  ])('refuses %s, naming the field', (_what, crew, field) => {
    let error: unknown;
    try {
      normalizeCrew(crew);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BadUserInput);
    expect((error as BadUserInput).fields).toEqual([expect.objectContaining({ field })]);
  });

  it('finds an official by name in any case and spacing, never by an empty name', () => {
    const crew = normalizeCrew([{ role: 'REFEREE', name: 'Lee Chen' }]);
    expect(inCrew(crew, ' LEE   chen ')).toBe(true);
    expect(inCrew(crew, 'Lee')).toBe(false);
    expect(inCrew(crew, '  ')).toBe(false);
    expect(inCrew(null, 'Lee Chen')).toBe(false);
  });
});
