import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  ApplyFiveTwoRuleDocument,
  GameBlockDocument,
  GameSheetDocument,
  LiveScoreboardFeedDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
} from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * The league's one-hour time block through the API (004:81, 004:83): Game.blockEndsAt (G59), and the
 * referee's "5 minute – 2 minute" reset, applyFiveTwoRule, one FIVE_TWO_RULE event the scoreboard
 * applies (G60). Games are scheduled relative to now, so that the block's last 5 minutes are now or
 * not; the rules themselves are the domain's tables (test/unit/time-block.test.ts).
 */

const MINUTE = 60_000;

describe('the league time block, on SQLite', () => {
  const suite = serverPerSuite(SQLITE);
  const client = wsClientsPerTest(() => suite.current().wsUrl);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** The first error of a call that must fail, asked in `language`: its message, code and rule. */
  const refused = async <T, V>(document: TypedDocumentNode<T, V>, variables: V, language: string) => {
    const { message, code, extensions } = await failure(url(), document, variables, ADMIN_TOKEN, language);
    return { message, code, rule: extensions.rule };
  };

  /** A league 5 on 5 game between the seeded league's third and fourth teams, scheduled `ago` ms before now. */
  async function leagueGame(preset: 'WINTER_LEAGUE_5ON5' | 'COLE_HARBOUR_CLASSIC', ago: number) {
    const league = await seedLeague(url(), { preset, stage: preset === 'COLE_HARBOUR_CLASSIC' ? 'ROUND_ROBIN' : 'REGULAR_SEASON', teams: 4, playersPerTeam: 8, firstNumber: 1 });
    const startsAt = new Date(Math.floor((Date.now() - ago) / 1000) * 1000).toISOString();
    const stage = preset === 'COLE_HARBOUR_CLASSIC' ? 'ROUND_ROBIN' : 'REGULAR_SEASON';
    const { scheduleGame } = await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: league.teams[2].id, awayTeamId: league.teams[3].id, startsAt, stage } });
    return { gameId: scheduleGame.id, startsAt };
  }

  const eventTypes = async (gameId: string) => (await post(GameSheetDocument, { id: gameId })).game!.events.map((e) => e.type);

  it("docs/rulebooks/004_52536eff465526ad.txt:81, :83: a league game's block ends an hour after its scheduled start, however late it starts; a tournament game has none (G59)", async () => {
    const { gameId, startsAt } = await leagueGame('WINTER_LEAGUE_5ON5', 20 * MINUTE);
    const endsAt = new Date(Date.parse(startsAt) + 60 * MINUTE).toISOString();
    expect((await post(GameBlockDocument, { id: gameId })).game).toMatchObject({ startsAt, blockEndsAt: endsAt, status: 'SCHEDULED' });
    await post(StartGameDocument, { gameId }); // 20 minutes late: the block keeps its end
    expect((await post(GameBlockDocument, { id: gameId })).game).toMatchObject({ blockEndsAt: endsAt, status: 'IN_PROGRESS' });
    const tournament = await leagueGame('COLE_HARBOUR_CLASSIC', 20 * MINUTE);
    expect((await post(GameBlockDocument, { id: tournament.gameId })).game!.blockEndsAt).toBeNull();
  });

  it('docs/rulebooks/004_52536eff465526ad.txt:83 the "5 minute – 2 minute" rule: one applyFiveTwoRule records one FIVE_TWO_RULE event, and the answer and the scoreboard feed show 2:00 of stop time in the last period (G60)', async () => {
    const { gameId } = await leagueGame('WINTER_LEAGUE_5ON5', 56 * MINUTE);
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(StopClockDocument, { gameId, remainingMs: 12 * MINUTE });
    const feed = subscribe(client(), LiveScoreboardFeedDocument, { gameId });
    expect((await nextData(feed)).scoreboardUpdated).toMatchObject({ period: 1, clock: { remainingMs: 12 * MINUTE } });
    const before = await eventTypes(gameId);

    const answer = (await post(ApplyFiveTwoRuleDocument, { gameId, clientEventId: 'ref-5-2' })).applyFiveTwoRule;
    expect(answer).toMatchObject({ period: 2, periodLabel: '2', clock: { running: false, remainingMs: 2 * MINUTE, mode: 'STOP_TIME' } });
    expect((await nextData(feed)).scoreboardUpdated).toEqual(answer);
    const after = await eventTypes(gameId);
    expect(after).toEqual([...before, 'FIVE_TWO_RULE']);
    const sheet = (await post(GameSheetDocument, { id: gameId })).game!;
    expect(sheet.events.at(-1)).toMatchObject({ type: 'FIVE_TWO_RULE', period: 2, clockRemainingMs: 2 * MINUTE });
    expect(sheet.scoreboard).toEqual(answer);
    // a retry stores nothing more; a second reset is refused
    expect((await post(ApplyFiveTwoRuleDocument, { gameId, clientEventId: 'ref-5-2' })).applyFiveTwoRule).toEqual(answer);
    const again = await refused(ApplyFiveTwoRuleDocument, { gameId }, 'en');
    expect(again).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringMatching(/already applied in this game/) });
    expect(await eventTypes(gameId)).toEqual(after);
  });

  it("docs/rulebooks/004_52536eff465526ad.txt:83: before the 5-minute mark, while the clock runs, and outside the league the reset is refused in the caller's language, nothing stored (G60)", async () => {
    const early = await leagueGame('WINTER_LEAGUE_5ON5', 30 * MINUTE);
    await post(StartGameDocument, { gameId: early.gameId });
    await post(StartClockDocument, { gameId: early.gameId });
    await post(StopClockDocument, { gameId: early.gameId, remainingMs: 20 * MINUTE });
    const before = await eventTypes(early.gameId);
    const tooEarly = await refused(ApplyFiveTwoRuleDocument, { gameId: early.gameId }, 'en');
    expect(tooEarly).toMatchObject({ code: 'RULE_VIOLATION', rule: expect.stringMatching(/^G60/) });
    expect(tooEarly.message).toMatch(/^\d+:\d\d is left in the game's one-hour time block \(it ends at .+\): the referee resets the clock to 2:00 when 5:00 is left \(004:83\)\.$/);
    expect((await refused(ApplyFiveTwoRuleDocument, { gameId: early.gameId }, 'fr')).message).toMatch(/^Il reste \d+:\d\d dans la plage d’une heure du match/);
    expect(await eventTypes(early.gameId)).toEqual(before);

    const running = await leagueGame('WINTER_LEAGUE_5ON5', 57 * MINUTE);
    await post(StartGameDocument, { gameId: running.gameId });
    await post(StartClockDocument, { gameId: running.gameId });
    expect((await refused(ApplyFiveTwoRuleDocument, { gameId: running.gameId }, 'fr')).message).toMatch(/^La règle « 5 minutes – 2 minutes » s’applique lors d’un arrêt de jeu/);

    const tournament = await leagueGame('COLE_HARBOUR_CLASSIC', 57 * MINUTE);
    await post(StartGameDocument, { gameId: tournament.gameId });
    await post(StartClockDocument, { gameId: tournament.gameId });
    await post(StopClockDocument, { gameId: tournament.gameId, remainingMs: 10 * MINUTE });
    expect(await refused(ApplyFiveTwoRuleDocument, { gameId: tournament.gameId }, 'en')).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'G60',
      message: 'These rules put games in no time block: the "5 minute – 2 minute" rule is the league\'s (004:83).',
    });
  });
});
