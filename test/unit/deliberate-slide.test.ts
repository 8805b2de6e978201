import type { DivisionCategory, PenaltySeverity } from '../../src/domain/enums';
import { normalizeInfraction } from '../../src/domain/infractions';
import { forDivision } from '../../src/domain/rulesets';
import { GameSim, HOME } from './support/game-sim';

/*
 * docs/rulebooks/003_1bb7ac110d7dcb5e.txt:18-23 "Sliding on one knee or two knees is now permitted however a
 * minor penalty will be assessed if the following: … 3. in the Co-ed, ladies, and youth leagues, a minor
 * penalty shall be assessed to any player who deliberately slides anywhere on the playing surface. 4. A
 * major penalty and game misconduct shall be assessed to any player who injures an opponent as a result of
 * a deliberate slide." (R36)
 */

function bhi(category: DivisionCategory | null): GameSim {
  const sim = new GameSim('BHI_5ON5');
  Object.assign(sim, { ruleset: forDivision(sim.ruleset, category) });
  return sim.start().drop();
}

const slide = (severity: PenaltySeverity = 'MINOR', more: { injury?: boolean } = {}) => ({ type: 'PENALTY' as const, teamId: HOME, playerId: 'h5', severity, infraction: 'DELIBERATE_SLIDE', ...more });

describe('BHI 003:22 "in the Co-ed, ladies, and youth leagues, a minor penalty shall be assessed to any player who deliberately slides anywhere" (R36)', () => {
  it.each([
    { category: 'COED', typed: 'MINOR', severity: 'MINOR', minutes: 2 },
    { category: 'LADIES', typed: 'MINOR', severity: 'MINOR', minutes: 2 },
    // "a minor penalty shall be assessed": what was typed gives way to the rule
    { category: 'YOUTH', typed: 'MAJOR', severity: 'MINOR', minutes: 2 },
  ] as const)('a $category division: a deliberate slide typed $typed is a $severity (003:22)', ({ category, typed, severity, minutes }) => {
    const sim = bhi(category);
    const facts = sim.post(slide(typed));
    expect(facts.details).toMatchObject({ severity, infraction: 'DELIBERATE_SLIDE', minutes });
    expect(sim.board.penalties).toEqual([expect.objectContaining({ severity, minutes })]);
  });

  it('a deliberate slide that injures an opponent is a major and a game misconduct, in any of them (003:23)', () => {
    const sim = bhi('LADIES');
    expect(sim.post(slide('MINOR', { injury: true })).details).toMatchObject({ severity: 'MAJOR', gameMisconduct: true });
  });

  it('an open division: sliding is permitted, a slide by itself is refused, its contact is SLIDING (003:18-21)', () => {
    const sim = bhi(null);
    expect(sim.refused(slide())).toMatch(/^Sliding is permitted in this division: a deliberate slide by itself is a minor only in co-ed, ladies and youth divisions/);
    expect(sim.post({ ...slide(), infraction: 'SLIDING' }).details).toMatchObject({ severity: 'MINOR', infraction: 'SLIDING' });
  });

  it('Cole Harbour names no slide rule: a deliberate slide by itself is refused', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(sim.refused(slide())).toMatch(/name no penalty for a deliberate slide by itself/);
  });

  it('the code is typed as the scorekeeper writes it', () => {
    expect(normalizeInfraction('deliberate slide')).toBe('DELIBERATE_SLIDE');
  });
});

describe('BHI 003:18-21 "a minor penalty will be assessed if … 1. any player who deliberately slides and makes contact with an opponent that impedes that players movement. 2. … extreme measures to avoid being upset by an opponent that is sliding" (R36)', () => {
  const contact = (severity: PenaltySeverity, more: { injury?: boolean } = {}) => ({ type: 'PENALTY' as const, teamId: HOME, playerId: 'h5', severity, infraction: 'SLIDING', ...more });
  it.each([
    { category: null, typed: 'MINOR', severity: 'MINOR' },
    { category: null, typed: 'MAJOR', severity: 'MINOR' },
    { category: 'COED', typed: 'DOUBLE_MINOR', severity: 'MINOR' },
  ] as const)("division $category: a slide's contact typed $typed is a minor (003:18-21)", ({ category, typed, severity }) => {
    const facts = bhi(category).post(contact(typed));
    expect(facts.details).toMatchObject({ severity, infraction: 'SLIDING', minutes: 2 });
  });

  it('an opponent injured by it: the major and game misconduct of 003:23 still', () => {
    expect(bhi(null).post(contact('MINOR', { injury: true })).details).toMatchObject({ severity: 'MAJOR', gameMisconduct: true });
  });

  it('only BHI says so: in the league a SLIDING call keeps the severity typed', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop();
    expect(sim.post(contact('DOUBLE_MINOR')).details).toMatchObject({ severity: 'DOUBLE_MINOR' });
  });
});
