import {
  AddTeamOfficialDocument,
  CancelGameDocument,
  CertifyGameDocument,
  CorrectTeamDocument,
  CreateBracketDocument,
  DivisionBracketDocument,
  DivisionStandingsDocument,
  DivisionStatsDocument,
  EndGameDocument,
  EndPeriodDocument,
  FileProtestDocument,
  GameSheetDocument,
  RecordCoinTossDocument,
  PayBillDocument,
  RecordAccountEntryDocument,
  ReturnBondDocument,
  RecordFineDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordRegistrationDocument,
  RecordResultDocument,
  RecordShotDocument,
  ScheduleGameDocument,
  SetGameCrewDocument,
  SetSuspensionDocument,
  SignGameSheetDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
  VoidEventDocument,
  type DivisionBracketQuery,
  type DivisionStandingsQuery,
  type DivisionStatsQuery,
  type GameSheetQuery,
} from '../generated/graphql';
import { RULESETS } from '../../src/domain/rulesets';
import { ok } from './client';
import { seedLeague } from './seed';
import { ADMIN_TOKEN } from './server';

/**
 * A small winter league (its rulebook has protests, §19) with a bit of everything, built through the API: a game played
 * live (goals with assists, shots, a penalty, a voided shot, certified), two results on paper
 * that leave two teams level and the coin toss between them, a bracket with a semi-final decided in overtime,
 * a suspension, a fine, a protest (and its fee), a registration, a cancelled game and a team official; the live game's
 * officials and the referee's sign-off, a team's short name, the sheet in French.
 */
export async function buildCompetition(url: string): Promise<{ competitionId: string; divisionId: string }> {
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url, document, variables, ADMIN_TOKEN);
  const league = await seedLeague(url, { teams: 4, playersPerTeam: 9, firstNumber: 1, preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', language: 'fr' });
  const { competitionId, divisionId, gameId } = league;
  const [t0, t1, t2, t3] = league.teams.map((t) => t);
  const p = (team: typeof t0, i: number) => team.players[i].id;

  await post(StartGameDocument, { gameId });
  await post(StartClockDocument, { gameId });
  await post(RecordGoalDocument, { input: { gameId, teamId: t0.id, scorerId: p(t0, 3), assistIds: [p(t0, 4), p(t0, 5)], clockRemainingMs: 600_000 } });
  await post(RecordShotDocument, { gameId, teamId: t1.id });
  const shot = await post(RecordShotDocument, { gameId, teamId: t1.id });
  await post(VoidEventDocument, { gameId, seq: shot.recordShot.seq, reason: 'Counted twice' });
  await post(StopClockDocument, { gameId });
  await post(RecordPenaltyDocument, { input: { gameId, teamId: t1.id, playerId: p(t1, 2), severity: 'MINOR', infraction: 'TRIPPING' } });
  await post(StartClockDocument, { gameId });
  await post(RecordGoalDocument, { input: { gameId, teamId: t1.id, scorerId: p(t1, 4), assistIds: [p(t1, 3)] } });
  await post(EndPeriodDocument, { gameId });
  for (let period = 1; period < RULESETS.WINTER_LEAGUE_5ON5.regulationPeriods; period += 1) {
    await post(StartClockDocument, { gameId });
    if (period === 1) await post(RecordGoalDocument, { input: { gameId, teamId: t0.id, scorerId: p(t0, 4), assistIds: [] } });
    await post(EndPeriodDocument, { gameId });
  }
  await post(EndGameDocument, { gameId });
  await post(SetGameCrewDocument, {
    gameId,
    crew: [
      { role: 'REFEREE', name: 'Lee Chen' },
      { role: 'LINESMAN', name: 'Sam Roy' },
    ],
  });
  await post(SignGameSheetDocument, { gameId, input: { role: 'REFEREE', name: 'Lee Chen' } });
  await post(CertifyGameDocument, { gameId });
  await post(CorrectTeamDocument, { id: t0.id, input: { shortName: 'Hawks' } });

  // Two results on paper that leave t2 and t3 level after every criterion: the coin toss settles them (R6).
  for (const [home, away, startsAt] of [
    [t2, t3, '2026-12-05T20:00:00.000Z'],
    [t3, t2, '2026-12-05T22:00:00.000Z'],
  ] as const) {
    const paper = (await post(ScheduleGameDocument, { input: { divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'REGULAR_SEASON', venue: 'Rink 2' } })).scheduleGame.id;
    await post(RecordResultDocument, { input: { gameId: paper, homeScore: 2, awayScore: 1, decision: 'REGULATION' } });
  }
  await post(RecordCoinTossDocument, { divisionId, teamIds: [t3.id, t2.id], note: 'Tossed by the Tournament Official at 21:00' });

  const { createBracket } = await post(CreateBracketDocument, { input: { divisionId, seeding: [t0.id, t1.id, t3.id, t2.id], firstRoundAt: '2026-12-06T15:00:00.000Z' } });
  const semi = createBracket.slots.find((s) => s.game)!.game!.id;
  await post(RecordResultDocument, { input: { gameId: semi, homeScore: 3, awayScore: 2, decision: 'OVERTIME' } });

  await post(SetSuspensionDocument, { input: { competitionId, playerId: p(t1, 3), kind: 'GAMES', games: 2, reason: 'Abuse of officials after the final whistle' } });
  await post(RecordFineDocument, { input: { competitionId, playerId: p(t1, 5), amountCents: 2500, reason: 'Unsportsmanlike conduct' } });
  await post(FileProtestDocument, { input: { gameId, teamId: t1.id, grounds: 'The winning goal was scored after the horn', incidentAt: new Date(Date.now() - 3_600_000).toISOString() } });
  await post(RecordRegistrationDocument, { playerId: p(t0, 1), competitionId, receivedAt: '2026-11-30T12:00:00.000Z' });
  // A game called off before it started (R61): the document keeps it CANCELLED, and an import takes it back.
  const called = (await post(ScheduleGameDocument, { input: { divisionId, homeTeamId: t0.id, awayTeamId: t2.id, startsAt: '2026-12-08T18:00:00.000Z', stage: 'REGULAR_SEASON', venue: 'Rink 3' } }))
    .scheduleGame.id;
  await post(CancelGameDocument, { gameId: called, reason: 'Ice plant failure' });
  await post(AddTeamOfficialDocument, { teamId: t0.id, official: { name: 'Pat Boutilier', role: 'COACH' } });
  // The league's money (004:1-3): fees, a player's bond, a bill paid.
  await post(RecordAccountEntryDocument, { input: { teamId: t0.id, kind: 'FEE', amountCents: 120_000, description: 'Season fees', at: '2026-09-01T12:00:00.000Z' } });
  const bond = await post(RecordAccountEntryDocument, { input: { teamId: t0.id, kind: 'BOND', amountCents: 10_000, playerId: p(t0, 2), at: '2026-09-02T12:00:00.000Z' } });
  const bill = await post(RecordAccountEntryDocument, { input: { teamId: t0.id, kind: 'BILL', amountCents: 4_000, description: 'Pinnies lost', at: '2026-11-01T12:00:00.000Z' } });
  await post(PayBillDocument, { id: bill.recordAccountEntry.id, paidAt: '2026-11-02T12:00:00.000Z' });
  // 004:3 (R72): the player's bond given back, nothing owed.
  await post(ReturnBondDocument, { id: bond.recordAccountEntry.id, returnedAt: '2026-11-30T12:00:00.000Z' });
  return { competitionId, divisionId };
}

export interface DivisionView {
  standings: DivisionStandingsQuery;
  stats: DivisionStatsQuery;
  bracket: DivisionBracketQuery;
  games: Array<NonNullable<GameSheetQuery['game']>>;
}

/** What the public sees of a division: standings, stats, the bracket and every game's sheet (scoreboard and events). */
export async function divisionView(url: string, divisionId: string, gameIds: string[]): Promise<DivisionView> {
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url, document, variables, ADMIN_TOKEN);
  const standings = await post(DivisionStandingsDocument, { divisionId });
  const stats = await post(DivisionStatsDocument, { divisionId });
  const bracket = await post(DivisionBracketDocument, { divisionId });
  const games: DivisionView['games'] = [];
  for (const id of gameIds) {
    const { game } = await post(GameSheetDocument, { id });
    if (!game) throw new Error(`no game ${id} to view`);
    games.push(game);
  }
  return { standings, stats, bracket, games };
}
