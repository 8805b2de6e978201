import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, type GraphQLEnumType, type GraphQLInterfaceType } from 'graphql';
import type { LogEventFragment, LoggedEventFragment } from '../../src/pages/generated/graphql';
import { Refusal } from '../../src/pages/lib/refusal';
import { EVENT_TYPES, eventTypeOf, flatEvent, type LogPage, type LogPageBack, readLog, readLogBack, refusalOf, stored } from '../../src/pages/lib/game-log';

/*
 * The pages read the typed game log and answer the log… payloads (docs/design.md, "Payloads and
 * problems", "The typed game log") through src/pages/lib/game-log.ts: each typed entry drawn as the
 * one flat event the pages drew before, the whole log read page after page, and a payload's problems
 * turned into the refusal its top-level error was. The pages in a browser: test/browser/console*.
 */
const schema = buildSchema(readFileSync(resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

const common = { id: 'row', period: 2, clockRemainingMs: 400_000, voided: false, correctedBySeq: null, clientEventId: 'c-1', recordedAt: '2026-12-07T00:00:00.000Z', recordedBy: 'table' };
const hawks = { id: 'hawks', name: 'Hawks' };
const sam = { id: 'sam', name: 'Sam Hill' };
const lee = { id: 'lee', name: 'Lee Park' };

describe('entry types', () => {
  it('names an event type for every type implementing GameLogEntry, each one of GameEventType', () => {
    const entryTypes = schema.getPossibleTypes(schema.getType('GameLogEntry') as GraphQLInterfaceType).map((t) => t.name);
    const eventTypes = (schema.getType('GameEventType') as GraphQLEnumType).getValues().map((v) => v.name);
    expect(Object.keys(EVENT_TYPES).sort()).toEqual([...entryTypes].sort());
    for (const name of entryTypes) expect(eventTypes).toContain(eventTypeOf(name));
  });

  it('reads an entry type it does not know yet by its name', () => {
    expect(eventTypeOf('PenaltyShotEntry')).toBe('PENALTY_SHOT');
    expect(eventTypeOf('GoalieSwappedEntry')).toBe('GOALIE_SWAPPED');
  });
});

describe('flatEvent', () => {
  it('draws a goal with its scorer as the player and its assists', () => {
    const goal = { __typename: 'GoalEntry', seq: 7, ...common, team: hawks, scorer: sam, assists: [lee], strength: 'POWER_PLAY' } as LogEventFragment;
    expect(flatEvent(goal)).toEqual({
      ...common,
      seq: 7,
      type: 'GOAL',
      team: hawks,
      player: sam,
      assists: [lee],
      servedBy: null,
      strength: 'POWER_PLAY',
      severity: null,
      infraction: null,
      minutes: null,
      recordedMinutes: null,
      scored: null,
      reason: null,
      targetSeq: null,
    });
  });

  it('draws a bench penalty with no player, its reason as the reason, and no assists', () => {
    const penalty = {
      __typename: 'PenaltyEntry',
      seq: 8,
      ...common,
      team: hawks,
      penalized: null,
      servedBy: lee,
      severity: 'MINOR',
      infraction: 'TOO_MANY_PLAYERS',
      minutes: 2,
      recordedMinutes: 2,
      penaltyReason: 'corrected',
    } as LogEventFragment;
    expect(flatEvent(penalty)).toMatchObject({
      type: 'PENALTY',
      team: hawks,
      player: null,
      assists: null,
      servedBy: lee,
      severity: 'MINOR',
      infraction: 'TOO_MANY_PLAYERS',
      minutes: 2,
      reason: 'corrected',
    });
  });

  it('draws a shooter as the player, a void with its target and reason, a forfeit with its team', () => {
    expect(flatEvent({ __typename: 'ShootoutAttemptEntry', seq: 9, ...common, team: hawks, shooter: sam, scored: false })).toMatchObject({
      type: 'SHOOTOUT_ATTEMPT',
      player: sam,
      scored: false,
    });
    expect(flatEvent({ __typename: 'PenaltyShotEntry', seq: 10, ...common, team: hawks, shooter: lee, scored: true, strength: null })).toMatchObject({
      type: 'PENALTY_SHOT',
      player: lee,
      scored: true,
    });
    expect(flatEvent({ __typename: 'EventVoidedEntry', seq: 11, ...common, targetSeq: 9, reason: 'wrong team' })).toMatchObject({
      type: 'EVENT_VOIDED',
      targetSeq: 9,
      reason: 'wrong team',
      team: null,
      player: null,
    });
    expect(flatEvent({ __typename: 'ForfeitEntry', seq: 12, ...common, forfeitingTeam: hawks, forfeitReason: null })).toMatchObject({
      type: 'FORFEIT',
      team: hawks,
      reason: null,
    });
    expect(flatEvent({ __typename: 'ClockStartedEntry', seq: 13, ...common })).toMatchObject({ type: 'CLOCK_STARTED', team: null, player: null, voided: false });
  });
});

describe('readLog', () => {
  const page = (seqs: number[], endCursor: string | null, hasNextPage: boolean): LogPage<number> => ({ edges: seqs.map((node) => ({ node })), pageInfo: { hasNextPage, endCursor } });

  it('reads page after page from each endCursor until there is no next page', async () => {
    const asked: Array<string | null> = [];
    const pages: Record<string, LogPage<number>> = { start: page([1, 2], 'a', true), a: page([3, 4], 'b', true), b: page([5], 'c', false) };
    const nodes = await readLog(async (after) => {
      asked.push(after);
      return pages[after ?? 'start'];
    });
    expect(nodes).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
  });

  it('starts from a first page already read, and stops when the game is gone', async () => {
    const asked: Array<string | null> = [];
    const nodes = await readLog(
      async (after) => {
        asked.push(after);
        return undefined;
      },
      page([1], 'a', true),
    );
    expect(nodes).toEqual([1]);
    expect(asked).toEqual(['a']);
  });
});

describe('readLogBack', () => {
  const page = (seqs: number[], startCursor: string | null, hasPreviousPage: boolean): LogPageBack<number> => ({
    edges: seqs.map((node) => ({ node })),
    pageInfo: { hasPreviousPage, startCursor },
  });
  const pages: Record<string, LogPageBack<number>> = { end: page([7, 8, 9], 'c', true), c: page([4, 5, 6], 'b', true), b: page([1, 2, 3], 'a', false) };

  it('reads back from the end until a page reaches the entry wanted, and answers in log order', async () => {
    const asked: Array<string | null> = [];
    const nodes = await readLogBack(
      async (before) => {
        asked.push(before);
        return pages[before ?? 'end'];
      },
      (seq) => seq <= 5,
    );
    expect(nodes).toEqual([4, 5, 6, 7, 8, 9]);
    expect(asked).toEqual([null, 'c']);
  });

  it('stops at the log’s start, and when the game is gone', async () => {
    expect(
      await readLogBack(
        async (before) => pages[before ?? 'end'],
        () => false,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(
      await readLogBack(
        async () => undefined,
        () => false,
      ),
    ).toEqual([]);
  });
});

describe('problems as refusals', () => {
  type Problems = LoggedEventFragment['problems'];

  it("gives a rule's problem the RULE_VIOLATION code its error had, the message, the field from its path and the ruling", () => {
    const problems: Problems = [{ code: 'ASSISTS', rule: 'G58', path: ['input', 'assistIds'], message: 'A player in the box cannot assist.' }];
    const refusal = refusalOf(problems);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.code).toBe('RULE_VIOLATION');
    expect(refusal.message).toBe('A player in the box cannot assist.');
    expect(refusal.fields).toEqual([{ field: 'input.assistIds', message: 'A player in the box cannot assist.' }]);
    expect(refusal.details).toMatchObject({ rule: 'G58', problems });
  });

  it('keeps BAD_USER_INPUT, NOT_FOUND and CONFLICT (which the queue retries) as they were, messages joined', () => {
    const bad: Problems = [
      { code: 'BAD_USER_INPUT', rule: null, path: ['input', 'homeScore'], message: 'homeScore: too high' },
      { code: 'BAD_USER_INPUT', rule: null, path: ['input', 'awayScore'], message: 'awayScore: too high' },
    ];
    expect(refusalOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'homeScore: too high; awayScore: too high' });
    expect(refusalOf(bad).fields.map((f) => f.field)).toEqual(['input.homeScore', 'input.awayScore']);
    expect(refusalOf([{ code: 'NOT_FOUND', rule: null, path: null, message: 'No such game' }]).code).toBe('NOT_FOUND');
    expect(refusalOf([{ code: 'CONFLICT', rule: null, path: null, message: 'Send it again' }])).toMatchObject({ code: 'CONFLICT', fields: [] });
  });

  it('answers the stored entry, and throws the refusal when nothing was stored', () => {
    expect(stored({ event: { id: 'row', seq: 4 }, problems: [] })).toEqual({ id: 'row', seq: 4 });
    expect(() => stored({ event: null, problems: [{ code: 'CLOCK', rule: null, path: ['input', 'remainingMs'], message: 'The clock is stopped.' }] })).toThrow('The clock is stopped.');
  });
});
