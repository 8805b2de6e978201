import { INFRACTIONS, normalizeInfraction } from '../../src/domain/infractions';

describe('infraction codes (case, spaces and hyphens are normalised)', () => {
  it.each([
    ['high-sticking', 'HIGH_STICKING'],
    ['  Tripping ', 'TRIPPING'],
    ['abuse of officials', 'ABUSE_OF_OFFICIALS'],
    ['GOALTENDER_INTERFERENCE', 'GOALTENDER_INTERFERENCE'],
    ['Discriminatory-Abuse', 'DISCRIMINATORY_ABUSE'],
  ])('%j is %s', (raw, code) => {
    expect(normalizeInfraction(raw)).toBe(code);
  });

  it.each(['', 'spitting', 'HIGH__STICKING_'])('%j is not a known infraction', (raw) => {
    expect(normalizeInfraction(raw)).toBeNull();
  });

  it('knows every code the contract names', () => {
    for (const code of [
      'TRIPPING',
      'HOOKING',
      'HIGH_STICKING',
      'BOARDING',
      'FIGHTING',
      'ABUSE_OF_OFFICIALS',
      'UNSPORTSMANLIKE_CONDUCT',
      'DISCRIMINATORY_ABUSE',
      'DELAY_OF_GAME',
      'GOALTENDER_INTERFERENCE',
      'SLIDING',
      'INSTIGATOR',
      'AGGRESSOR',
      'LEAVING_THE_BENCH',
    ]) {
      expect(INFRACTIONS).toContain(code);
    }
  });
});
