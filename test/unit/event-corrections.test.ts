import { correctedEvent } from '../../src/domain/game/corrections';
import type { CorrectableEvent, GameEventInput } from '../../src/domain/game/types';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

/*
 * R83 (docs/rulings.md, "R83: correcting a finished game's goal or penalty"): an official corrects
 * a finished game's GOAL or PENALTY with an EVENT_CORRECTED event; the log keeps both, the fold
 * reads the target as its latest correction, and the correction meets the checks a live entry meets.
 */

const goal: CorrectableEvent = { type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['h6'] };
const penalty: CorrectableEvent = { type: 'PENALTY', teamId: AWAY, playerId: 'a3', severity: 'MINOR', infraction: 'TRIPPING' };

describe('what a correction changes (R83, correctedEvent)', () => {
  it.each([
    { what: 'a goal’s scorer', previous: goal, correction: { scorerId: 'h7' }, changed: ['scorerId'], after: { scorerId: 'h7', assistIds: ['h6'] } },
    { what: 'a goal made unassisted', previous: goal, correction: { assistIds: [] }, changed: ['assistIds'], after: { assistIds: [] } },
    {
      what: 'a goal’s time and empty net',
      previous: goal,
      correction: { clockRemainingMs: 5 * MIN, emptyNet: true },
      changed: ['emptyNet', 'clockRemainingMs'],
      after: { clockRemainingMs: 5 * MIN, emptyNet: true },
    },
    { what: 'a penalty made a bench penalty', previous: penalty, correction: { playerId: null }, changed: ['playerId'], after: { playerId: null } },
    {
      what: 'a penalty’s severity, the same infraction given again',
      previous: penalty,
      correction: { severity: 'MAJOR', infraction: 'TRIPPING' },
      changed: ['severity'],
      after: { severity: 'MAJOR', infraction: 'TRIPPING' },
    },
  ] as const)('corrects $what, and lists only the fields that differ', ({ previous, correction, changed, after }) => {
    const outcome = correctedEvent(previous, correction);
    expect(outcome).toEqual({ replacement: { ...previous, ...after }, changed });
  });

  it.each([
    { what: 'a scorer on a penalty', previous: penalty, correction: { scorerId: 'a4' }, field: 'scorerId' },
    { what: 'a severity on a goal', previous: goal, correction: { severity: 'MAJOR' as const }, field: 'severity' },
    { what: 'a bench penalty on a goal', previous: goal, correction: { playerId: null }, field: 'playerId' },
  ])('refuses $what, naming the field', ({ previous, correction, field }) => {
    expect(correctedEvent(previous, correction)).toEqual({ problem: 'FIELD_OF_OTHER_KIND', field });
  });

  it('refuses a correction that changes nothing (an assist list as recorded, an empty net that was not: false)', () => {
    expect(correctedEvent(goal, { assistIds: ['h6'], emptyNet: false })).toEqual({ problem: 'NOTHING_CHANGES' });
    expect(correctedEvent(goal, {})).toEqual({ problem: 'NOTHING_CHANGES' });
  });
});

/** An NHL game 1–0, over: the home goal is seq 3 (h5 from h6), an away minor (a3) seq 4. */
function finishedGame(): GameSim {
  const sim = new GameSim('NHL', 'REGULAR_SEASON').start().drop();
  sim.wait(2 * MIN).goal('home', 'h5', ['h6']);
  sim.wait(MIN).penalty('away', 'a3');
  sim.finishPeriod().finishPeriod().finishPeriod();
  sim.post({ type: 'GAME_ENDED' });
  expect(sim.state.status).toBe('FINAL');
  return sim;
}

const correction = (targetSeq: number, replacement: CorrectableEvent, previous: CorrectableEvent): GameEventInput => ({
  type: 'EVENT_CORRECTED',
  targetSeq,
  reason: 'the referee’s report',
  replacement,
  previous,
});

describe('a finished game corrected (R83, the game machine)', () => {
  it('a goal’s scorer and assists corrected: the score stays, the fold reads the correction, replaying the log gives the same state', () => {
    const sim = finishedGame();
    const facts = sim.post(correction(3, { ...goal, scorerId: 'h7', assistIds: ['h5', 'h6'] }, goal));
    expect(facts.details).toMatchObject({ targetSeq: 3, targetType: 'GOAL', corrected: { playerId: 'h7', teamId: HOME } });
    expect(sim.state.goals.map((g) => g.scorerId)).toEqual(['h7']);
    expect(sim.state.goals[0]).toMatchObject({ assistIds: ['h5', 'h6'] });
    expect(sim.board.home.score).toBe(1);
    expect(sim.state.status).toBe('FINAL');
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('a penalty corrected from a minor to a major: the minutes follow, the latest correction is the one read', () => {
    const sim = finishedGame();
    const minutesBefore = sim.state.away.penaltyMinutes;
    sim.post(correction(4, { ...penalty, severity: 'MAJOR' }, penalty));
    expect(sim.state.away.penaltyMinutes).toBe(minutesBefore + 3);
    sim.post(correction(4, { ...penalty, severity: 'MINOR', playerId: 'a4' }, { ...penalty, severity: 'MAJOR' }));
    expect(sim.state.away.penaltyMinutes).toBe(minutesBefore);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it.each([
    { what: 'a scorer who did not dress', seq: 3, replacement: { ...goal, scorerId: 'h99' }, message: /^Corrected so, event 3 or a later one would be refused \(.+\): nothing was changed\.$/ },
    { what: 'an assist by the scorer himself', seq: 3, replacement: { ...goal, assistIds: ['h5'] }, message: /^Corrected so, event 3 or a later one would be refused/ },
    { what: 'a goal given to the other team', seq: 3, replacement: { ...goal, teamId: AWAY, scorerId: 'a5', assistIds: [] }, message: /^A correction keeps the event's kind and team \(R83\)/ },
    { what: 'a shot, which is not a goal or a penalty', seq: 2, replacement: goal, message: 'Event 2 is neither a goal nor a penalty: only those are corrected (R83); void it instead.' },
    { what: 'an event the log does not have', seq: 99, replacement: goal, message: "There is no event 99 in this game's log to correct." },
  ])('refused, nothing changed: $what', ({ seq, replacement, message }) => {
    const sim = finishedGame();
    const refusal = sim.refusal(correction(seq, replacement, goal));
    expect(refusal.en).toMatch(message);
    expect(refusal.rule).toBe('R83');
    expect(refusal.fr).not.toBe(refusal.en);
  });

  it('a voided goal is not corrected, and a game still on is corrected by voiding, not by this', () => {
    const sim = finishedGame();
    sim.post({ type: 'EVENT_VOIDED', targetSeq: 4, reason: 'wrong team' });
    expect(sim.refused(correction(4, { ...penalty, playerId: 'a4' }, penalty))).toBe('Event 4 is voided: there is nothing to correct.');
    const live = new GameSim('NHL', 'REGULAR_SEASON').start().drop();
    live.goal('home', 'h5', ['h6']);
    expect(live.refused(correction(3, { ...goal, scorerId: 'h7' }, goal))).toMatch(/^Cannot correct an event: /);
  });
});
