import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { EndPeriodDocument, GameSheetDocument, RecordGoalDocument, RecordPenaltyDocument, StartClockDocument, StartGameDocument, StopClockDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * Penalty calls the rulebooks fix, through the API on a real server: the length fixed at the call
 * (G2), BHI's high sticks (G55, G56), Cole Harbour's intentional high stick (G57), and no assist from
 * the box (G58). The rules themselves are the domain's tables (test/unit/game-clock.test.ts,
 * high-sticks.test.ts, assist-from-box.test.ts); here a refusal reaches the caller in its language,
 * as a RULE_VIOLATION naming its rule, and stores nothing.
 */

const MINUTE = 60_000;

describe('penalty calls the rulebooks fix, on SQLite', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** The first error of a call that must fail, asked in `language`: its message, code and rule. */
  const refused = async <T, V>(document: TypedDocumentNode<T, V>, variables: V, language: string) => {
    const { message, code, extensions } = await failure(url(), document, variables, ADMIN_TOKEN, language);
    return { message, code, rule: extensions.rule };
  };

  /** A round-robin game of `preset` under way: started, its clock running. */
  async function underWay(preset: 'COLE_HARBOUR_CLASSIC' | 'BHI_5ON5') {
    const league = await seedLeague(url(), { preset, stage: 'ROUND_ROBIN', playersPerTeam: 8, firstNumber: 1 });
    await post(StartGameDocument, { gameId: league.gameId });
    await post(StartClockDocument, { gameId: league.gameId });
    return league;
  }

  const eventCount = async (gameId: string) => (await post(GameSheetDocument, { id: gameId })).game!.events.length;

  it('docs/rulebooks/000_5506cbd709277b08.txt:69 "Penalties assessed during running time will be 3 minutes for a minor": called at 2:04 of period 2 (run time), dropped at 1:57 (stop time), the minor is 3 minutes (G2)', async () => {
    const league = await underWay('COLE_HARBOUR_CLASSIC');
    const { gameId } = league;
    const away = league.teams[1];
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId }); // period 2
    await post(StopClockDocument, { gameId, remainingMs: 124_000 });
    expect((await post(StartClockDocument, { gameId })).startClock.clock).toMatchObject({ running: true, mode: 'RUN_TIME' });
    const called = (await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[3].id, severity: 'MINOR', infraction: 'TRIPPING', clockRemainingMs: 124_000 } }))
      .recordPenalty;
    expect(called.penalties).toEqual([expect.objectContaining({ minutes: 3, running: false })]);
    expect((await post(StopClockDocument, { gameId, remainingMs: 117_000 })).stopClock.clock).toMatchObject({ mode: 'STOP_TIME', remainingMs: 117_000 });
    const dropped = (await post(StartClockDocument, { gameId })).startClock;
    expect(dropped).toMatchObject({ away: { penaltyMinutes: 3 }, penalties: [{ minutes: 3, remainingMs: 3 * MINUTE, running: true }] });
    const sheet = (await post(GameSheetDocument, { id: gameId })).game!;
    expect(sheet.events.find((e) => e.type === 'PENALTY')).toMatchObject({ minutes: 3, recordedMinutes: 3 });
  });

  it("BHI docs/rulebooks/003_1bb7ac110d7dcb5e.txt:14: a major with no blood recorded is refused in the caller's language, nothing stored; with blood and intent it serves 5 minutes (G55)", async () => {
    const league = await underWay('BHI_5ON5');
    const { gameId } = league;
    const home = league.teams[0];
    await post(StopClockDocument, { gameId, remainingMs: 8 * MINUTE });
    const before = await eventCount(gameId);
    const input = { gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MAJOR' as const, infraction: 'HIGH_STICKING' };
    const en = await refused(RecordPenaltyDocument, { input }, 'en');
    expect(en).toMatchObject({ code: 'RULE_VIOLATION', rule: expect.stringMatching(/^G55/) });
    expect(en.message).toMatch(/^A high stick with no blood is 2 minutes, a MINOR, not MAJOR \(BHI 003:14\)\. If there was blood, record injury: true/);
    const fr = await refused(RecordPenaltyDocument, { input: { ...input, injury: true } }, 'fr-CA');
    expect(fr).toMatchObject({ code: 'RULE_VIOLATION', rule: expect.stringMatching(/^G55/) });
    expect(fr.message).toMatch(/^Un bâton élevé avec du sang est de 4 minutes s’il est accidentel \(DOUBLE_MINOR\)/);
    expect(await eventCount(gameId)).toBe(before);
    const major = (await post(RecordPenaltyDocument, { input: { ...input, injury: true, accidental: false } })).recordPenalty;
    expect(major.penalties).toEqual([expect.objectContaining({ severity: 'MAJOR', minutes: 5 })]);
  });

  it('BHI docs/rulebooks/003_1bb7ac110d7dcb5e.txt:16: waving at the ball with a high stick is refused, nothing stored (G56)', async () => {
    const league = await underWay('BHI_5ON5');
    const { gameId } = league;
    const home = league.teams[0];
    await post(StopClockDocument, { gameId, remainingMs: 8 * MINUTE });
    const before = await eventCount(gameId);
    const answer = await refused(RecordPenaltyDocument, { input: { gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MINOR', infraction: 'high sticking the ball' } }, 'fr');
    expect(answer).toMatchObject({ code: 'RULE_VIOLATION', rule: 'G56' });
    expect(answer.message).toMatch(/^Agiter le bâton élevé vers la balle, avec ou sans contact, n’est plus une punition \(BHI 003:16/);
    expect(await eventCount(gameId)).toBe(before);
  });

  it('Cole Harbour docs/rulebooks/000_5506cbd709277b08.txt:97: an intentional high stick typed as a minor is refused; as a major it ejects with a game misconduct (G57)', async () => {
    const league = await underWay('COLE_HARBOUR_CLASSIC');
    const { gameId } = league;
    const home = league.teams[0];
    await post(StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
    const before = await eventCount(gameId);
    const input = { gameId, teamId: home.id, playerId: home.players[3].id, infraction: 'HIGH_STICKING', accidental: false };
    const answer = await refused(RecordPenaltyDocument, { input: { ...input, severity: 'MINOR' } }, 'en');
    expect(answer).toMatchObject({ code: 'RULE_VIOLATION', rule: expect.stringMatching(/^G57/) });
    expect(answer.message).toMatch(/^An intentional high stick \(accidental: false\) is a MAJOR and a game misconduct, not a MINOR \(Cole Harbour 000:97\): record a MAJOR\./);
    expect(await eventCount(gameId)).toBe(before);
    const major = (await post(RecordPenaltyDocument, { input: { ...input, severity: 'MAJOR' } })).recordPenalty;
    expect(major).toMatchObject({ home: { penaltyMinutes: 17 }, penalties: [{ severity: 'MAJOR', minutes: 7 }] });
    const sheet = (await post(GameSheetDocument, { id: gameId })).game!;
    expect(sheet.events.at(-1)).toMatchObject({ type: 'PENALTY', ejected: true, recordedMinutes: 17 });
  });

  it("an assist credited to a player serving a penalty in the box is refused, naming him, in the caller's language; nothing stored (G58)", async () => {
    const league = await underWay('COLE_HARBOUR_CLASSIC');
    const { gameId } = league;
    const away = league.teams[1];
    const boxed = away.players[3];
    await post(StopClockDocument, { gameId, remainingMs: 15 * MINUTE });
    await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: boxed.id, severity: 'MINOR', infraction: 'TRIPPING' } });
    await post(StartClockDocument, { gameId });
    await post(StopClockDocument, { gameId, remainingMs: 14 * MINUTE });
    const before = await eventCount(gameId);
    const goal = { gameId, teamId: away.id, scorerId: away.players[5].id, assistIds: [boxed.id] };
    const en = await refused(RecordGoalDocument, { input: goal }, 'en');
    expect(en).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'G58',
      message: `#${boxed.number} is serving a penalty in the box (penalty 4) and cannot be credited with an assist on this goal (G58).`,
    });
    const fr = await refused(RecordGoalDocument, { input: goal }, 'fr');
    expect(fr.message).toBe(`Le no ${boxed.number} purge une punition au banc des punitions (punition 4) et ne peut pas obtenir de passe sur ce but (G58).`);
    expect(await eventCount(gameId)).toBe(before);
    const scored = (await post(RecordGoalDocument, { input: { ...goal, assistIds: [away.players[4].id] } })).recordGoal;
    expect(scored.away.score).toBe(1);
  });
});
