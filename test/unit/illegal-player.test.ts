import { illegalPlayerSanctions, type SheetOfficial } from '../../src/domain/illegal-player';
import type { RulesetPreset } from '../../src/domain/enums';

const OFFICIALS: SheetOfficial[] = [
  { id: 'rep', role: 'REPRESENTATIVE', present: false },
  { id: 'coach', role: 'COACH', present: true },
  { id: 'captain', role: 'CAPTAIN', present: false },
  { id: 'trainer', role: 'TRAINER', present: true },
];

const sanctions = (codes: string[], preset: RulesetPreset = 'WINTER_LEAGUE_5ON5') => illegalPlayerSanctions({ preset, players: [{ playerId: 'p1', name: 'Sam', codes }], officials: OFFICIALS });

describe('docs/rulebooks/004_52536eff465526ad.txt:5 and :8, an ineligible player dressed by an official (R40)', () => {
  it.each([
    { codes: ['UNPAID_FINE'], player: true, officials: ['rep', 'coach'], rule: '004:5' },
    { codes: ['TEAM_FINE_UNPAID'], player: true, officials: ['rep', 'coach'], rule: '004:5' },
    { codes: ['SUSPENDED'], player: true, officials: [], rule: '004:8' },
    { codes: ['EJECTED_FROM_COMPETITION'], player: true, officials: [], rule: '004:8' },
    { codes: ['SUSPENDED', 'UNPAID_FINE'], player: true, officials: ['rep', 'coach'], rule: '004:8' },
    { codes: ['NOT_ON_ROSTER'], player: false, officials: [], rule: '' },
    { codes: ['INSUFFICIENT_GAMES_PLAYED'], player: false, officials: [], rule: '' },
  ])('$codes: further suspension $player, officials suspended $officials', ({ codes, player, officials, rule }) => {
    const result = sanctions(codes);
    expect(result.players.map((p) => p.playerId)).toEqual(player ? ['p1'] : []);
    if (player) expect(result.players[0].suspension).toMatchObject({ kind: 'INDEFINITE', games: null, rule: expect.stringContaining(rule) });
    expect(result.officials.map((o) => o.teamOfficialId)).toEqual(officials);
    for (const o of result.officials) expect(o.suspension).toMatchObject({ kind: 'INDEFINITE', rule: expect.stringContaining('004:5') });
  });

  it('004:5 "if a team rep is not present … that does not excuse them": the rep is suspended absent; a captain or coach only when present', () => {
    const result = illegalPlayerSanctions({
      preset: 'WINTER_LEAGUE_3ON3',
      players: [{ playerId: 'p1', name: 'Sam', codes: ['UNPAID_FINE'] }],
      officials: [
        { id: 'rep', role: 'REPRESENTATIVE', present: false },
        { id: 'coach', role: 'COACH', present: false },
        { id: 'captain', role: 'CAPTAIN', present: true },
      ],
    });
    expect(result.officials.map((o) => o.teamOfficialId)).toEqual(['rep', 'captain']);
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'IIHF', 'NHL'] as RulesetPreset[])('%s: the tournaments give the forfeit only, no further suspension', (preset) => {
    expect(sanctions(['SUSPENDED', 'UNPAID_FINE'], preset)).toEqual({ players: [], officials: [] });
  });
});
