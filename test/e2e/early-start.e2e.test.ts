import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GameEarlyStartDocument, RescheduleGameDocument, StartGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

const MINUTE = 60_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * G61: docs/rulebooks/000_5506cbd709277b08.txt:65 "Games, if agreed upon by both teams and officials,
 * could start up to 15 minutes earlier than the scheduled time." A start before the scheduled time is
 * recorded with the agreement, never silently; earlier than 15 minutes the office moves the game first.
 */
describe('Cole Harbour 000:65: an early start only by agreement, at most 15 minutes (G61)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  it('docs/rulebooks/000_5506cbd709277b08.txt:65 "if agreed upon by both teams and officials": 10 minutes early is refused without the agreement, recorded with it', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, startsAt: fromNow(10 * MINUTE) });
    const before = await rowCounts(suite.current().db);
    const refused = await failure(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: expect.stringMatching(/^G61; Cole Harbour 000:65/) } });
    expect(refused.message).toMatch(/^The game is scheduled 10 minutes from now: it may start early only when both teams and the officials agree\./);
    expect(await rowCounts(suite.current().db)).toEqual(before);

    const agreement = 'Both coaches and the referee, at the bench';
    expect((await post(StartGameDocument, { gameId: league.gameId, earlyStartAgreement: agreement })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
    expect((await post(GameEarlyStartDocument, { id: league.gameId })).game).toMatchObject({ status: 'IN_PROGRESS', earlyStart: { minutesEarly: 10, agreement } });
  });

  it('docs/rulebooks/000_5506cbd709277b08.txt:65 "up to 15 minutes earlier": 40 minutes early is refused even agreed; moved on the schedule, the game starts', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, startsAt: fromNow(40 * MINUTE) });
    const agreement = 'Both coaches and the referee';
    const refused = await failure(url(), StartGameDocument, { gameId: league.gameId, earlyStartAgreement: agreement }, ADMIN_TOKEN);
    expect(refused.message).toMatch(/^The game is scheduled 40 minutes from now: the rulebook lets a game start at most 15 minutes early/);

    await post(RescheduleGameDocument, { gameId: league.gameId, startsAt: fromNow(-MINUTE) });
    expect((await post(StartGameDocument, { gameId: league.gameId })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
    expect((await post(GameEarlyStartDocument, { id: league.gameId })).game).toMatchObject({ earlyStart: null });
  });

  it("the agreement is an official's reason: at most 500 characters, refused longer with nothing stored", async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, startsAt: fromNow(5 * MINUTE) });
    const refused = await failure(url(), StartGameDocument, { gameId: league.gameId, earlyStartAgreement: 'x'.repeat(501) }, ADMIN_TOKEN);
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'earlyStartAgreement' }] } });
  });

  it('the league says nothing of an early start: its game starts an hour early as before', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1, startsAt: fromNow(60 * MINUTE) });
    expect((await post(StartGameDocument, { gameId: league.gameId })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
  });
});
