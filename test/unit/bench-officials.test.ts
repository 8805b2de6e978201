import { RuleViolation } from '../../src/domain/errors';
import { checkBenchOfficials, type BenchOfficial } from '../../src/domain/bench-officials';
import type { RulesetPreset } from '../../src/domain/enums';

/*
 * The team officials a roster sheet puts on the bench: docs/rulebooks/004_52536eff465526ad.txt:14
 * "plus a maximum of three (3) team officials (non-players) such as coach, manager, or trainer" (G51),
 * and docs/rulebooks/004_52536eff465526ad.txt:8 "No suspended player or team official will be allowed
 * on their team's bench or in the dressing room" (G52).
 */

const official = (role: string, suspendedFor: string | null = null): BenchOfficial => ({ id: role.toLowerCase(), name: `The ${role.toLowerCase()}`, role, suspendedFor });
const COACH = official('COACH');
const MANAGER = official('MANAGER');
const TRAINER = official('TRAINER');
const REP = official('REPRESENTATIVE');
const CAPTAIN = official('CAPTAIN');

function outcome(preset: RulesetPreset, officials: BenchOfficial[]): string | null {
  try {
    checkBenchOfficials(preset, officials);
    return null;
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    return `${String(error.extensions.rule).split(' ')[0]} | ${error.message}`;
  }
}

describe('docs/rulebooks/004_52536eff465526ad.txt:14 "a maximum of three (3) team officials (non-players)" (G51)', () => {
  it.each([
    { label: 'coach, manager, trainer', preset: 'WINTER_LEAGUE_5ON5' as const, officials: [COACH, MANAGER, TRAINER], refused: null },
    { label: 'coach, manager, trainer and the captain (a player)', preset: 'WINTER_LEAGUE_5ON5' as const, officials: [COACH, MANAGER, TRAINER, CAPTAIN], refused: null },
    {
      label: 'a representative after coach, manager and trainer',
      preset: 'WINTER_LEAGUE_5ON5' as const,
      officials: [COACH, MANAGER, TRAINER, REP],
      refused: 'docs/rulebooks/004_52536eff465526ad.txt:14 | The roster sheet lists 4 team officials who are not players; the league allows 3 at most (coach, manager, trainer or rep).',
    },
    { label: 'the 3 on 3 league too', preset: 'WINTER_LEAGUE_3ON3' as const, officials: [COACH, MANAGER, TRAINER, REP], refused: expect.stringContaining('allows 3 at most') },
    { label: 'Cole Harbour has no such line', preset: 'COLE_HARBOUR_CLASSIC' as const, officials: [COACH, MANAGER, TRAINER, REP], refused: null },
  ])('$label', ({ preset, officials, refused }) => {
    expect(outcome(preset, officials)).toEqual(refused);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:8 "No suspended player or team official will be allowed on their team\'s bench" (G52)', () => {
  it.each([
    {
      label: 'a suspended coach',
      officials: [official('COACH', 'Abuse of an official'), CAPTAIN],
      refused: 'docs/rulebooks/004_52536eff465526ad.txt:8 | A suspended team official is not allowed on the bench: The coach (COACH): Abuse of an official',
    },
    { label: 'nobody suspended', officials: [COACH, CAPTAIN], refused: null },
  ])('$label', ({ officials, refused }) => {
    expect(outcome('WINTER_LEAGUE_5ON5', officials)).toEqual(refused);
  });

  it('names every suspended official, with his id for a client', () => {
    try {
      checkBenchOfficials('WINTER_LEAGUE_5ON5', [official('COACH', 'x'), official('REPRESENTATIVE', 'y')]);
      throw new Error('not refused');
    } catch (error) {
      expect((error as RuleViolation).extensions).toMatchObject({ code: 'RULE_VIOLATION', suspendedOfficialIds: ['coach', 'representative'] });
    }
  });
});
