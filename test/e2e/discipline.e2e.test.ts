import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AdjustSuspensionDocument,
  CarrySuspensionDocument,
  CreateApiTokenDocument,
  EndPeriodDocument,
  ForfeitGameDocument,
  GameSheetDocument,
  LiftSuspensionDocument,
  PayFineDocument,
  PenaltySeveritiesDocument,
  PlayerFinesDocument,
  PlayerSuspensionsDocument,
  RebateFineDocument,
  RecordFineDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  ScheduleGameDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
  TeamFinesDocument,
  VoidEventDocument,
  type PenaltySeverity,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const MINUTE = 60_000;

/**
 * Discipline through the API (R15–R20): a recorded penalty's suspensions and fines are
 * stored in its own transaction and linked to it, served as the team completes games (R18), undone
 * when the penalty is voided; fines are private to the team's coach and officials.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `discipline on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    /** A started game of `preset` between two rosters of 9 (#1 a goalie), the clock running in period 1. */
    async function liveGame(preset: RulesetPreset) {
      const league = await seedLeague(url(), { preset, playersPerTeam: 9, firstNumber: 1 });
      const { gameId } = league;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      const player = (team: 0 | 1, i: number) => league.teams[team].players[i].id;
      const teamId = (team: 0 | 1) => league.teams[team].id;
      return {
        league,
        gameId,
        player,
        teamId,
        penalty: async (team: 0 | 1, who: number | null, severity: PenaltySeverity, infraction: string, clockRemainingMs?: number) =>
          (await post(RecordPenaltyDocument, { input: { gameId, teamId: teamId(team), playerId: who === null ? null : player(team, who), severity, infraction, clockRemainingMs } })).recordPenalty,
        /** ends the running period and starts the next one */
        nextPeriod: async () => {
          await post(EndPeriodDocument, { gameId });
          await post(StartClockDocument, { gameId });
        },
        /** the next game of the same two teams, later than anything recorded now */
        scheduleNext: async (startsAt = '2030-01-10T18:00:00.000Z') =>
          (
            await post(ScheduleGameDocument, {
              input: { divisionId: league.divisionId, homeTeamId: teamId(1), awayTeamId: teamId(0), startsAt, stage: 'ROUND_ROBIN' },
            })
          ).scheduleGame.id,
      };
    }

    const suspensionsOf = async (playerId: string) => (await ok(url(), PlayerSuspensionsDocument, { id: playerId })).player!.suspensions;

    async function coachToken(teamId: string) {
      const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: `Coach of ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } });
      return createApiToken.token;
    }

    it('Cole Harbour: a game misconduct in the last 10 minutes suspends for the next game, linked to the penalty, served when that game is forfeited (R16, R18)', async () => {
      const g = await liveGame('COLE_HARBOUR_CLASSIC');
      await g.nextPeriod(); // the second and last period of a round-robin game
      const { seq } = await g.penalty(0, 4, 'GAME_MISCONDUCT', 'abuse-of-officials', 8 * MINUTE);

      const [suspension] = await suspensionsOf(g.player(0, 4));
      expect(suspension).toMatchObject({
        kind: 'GAMES',
        games: 1,
        gamesServed: 0,
        gamesRemaining: 1,
        active: true,
        competition: { id: g.league.competitionId },
        causedBy: { seq, type: 'PENALTY', voided: false },
      });
      expect(suspension.rule).toContain('R16');

      // The game it came from never serves it, even once it is over (R18).
      await post(ForfeitGameDocument, { gameId: g.gameId, forfeitingTeamId: g.teamId(1) });
      expect((await suspensionsOf(g.player(0, 4)))[0]).toMatchObject({ gamesRemaining: 1, active: true });

      const next = await g.scheduleNext();
      await post(ForfeitGameDocument, { gameId: next, forfeitingTeamId: g.teamId(1) });
      expect((await suspensionsOf(g.player(0, 4)))[0]).toMatchObject({ gamesServed: 1, gamesRemaining: 0, active: false });
    });

    it.each([
      // docs/rulebooks/000_5506cbd709277b08.txt:23 "shall be assessed a Gross Misconduct and automatic suspension which will be reviewed by tournament official"
      { infraction: 'discriminatory-abuse', typed: 'MINOR', severity: 'GROSS_MISCONDUCT', served: [], recorded: 10, kind: 'INDEFINITE' },
      // docs/rulebooks/000_5506cbd709277b08.txt:90 "A Match penalty shall be assessed to any player who is identified by the referee as the instigator or aggressor in a fight … automatic ejection from the game AND the rest of the tournament"
      { infraction: 'instigator', typed: 'MINOR', severity: 'MATCH', served: [7], recorded: 7, kind: 'REST_OF_COMPETITION' },
      { infraction: 'aggressor', typed: 'DOUBLE_MINOR', severity: 'MATCH', served: [7], recorded: 7, kind: 'REST_OF_COMPETITION' },
    ] as const)(
      'Cole Harbour (docs/rulebooks/000_5506cbd709277b08.txt:23, :90): $infraction typed as $typed is a $severity, the player is out of this game at once, and suspended $kind (R20, R28)',
      async ({ infraction, typed, severity, served, recorded, kind }) => {
        const g = await liveGame('COLE_HARBOUR_CLASSIC');
        const board = await g.penalty(0, 4, typed, infraction);
        expect(board.home.penaltyMinutes).toBe(recorded);
        expect(board.penalties.map((p) => [p.severity, p.minutes])).toEqual(served.map((m) => [severity, m]));
        const sheet = (await ok(url(), GameSheetDocument, { id: g.gameId })).game!;
        expect(sheet.events.filter((e) => e.type === 'PENALTY').map((e) => [e.recordedMinutes, e.ejected])).toEqual([[recorded, true]]);
        // out of the game: he neither scores nor assists in it any more
        const goal = (scorerId: string, assistIds: string[]) => failure(url(), RecordGoalDocument, { input: { gameId: g.gameId, teamId: g.teamId(0), scorerId, assistIds } }, ADMIN_TOKEN);
        expect(await goal(g.player(0, 4), [])).toMatchObject({ code: 'RULE_VIOLATION' });
        expect(await goal(g.player(0, 5), [g.player(0, 4)])).toMatchObject({ code: 'RULE_VIOLATION' });
        expect(await suspensionsOf(g.player(0, 4))).toEqual([expect.objectContaining({ kind, active: true })]);
      },
    );

    it('Cole Harbour (docs/rulebooks/000_5506cbd709277b08.txt:93): body contact typed as a minor that injures is a major, so the player is out and, late in the game, suspended for the next one (R29, R16); boarding typed as a minor is a double minor', async () => {
      const g = await liveGame('COLE_HARBOUR_CLASSIC');
      await g.nextPeriod(); // the second and last period of a round-robin game
      const contact = async (who: number, infraction: string, injury?: boolean) =>
        (await post(RecordPenaltyDocument, { input: { gameId: g.gameId, teamId: g.teamId(0), playerId: g.player(0, who), severity: 'MINOR', infraction, clockRemainingMs: 5 * MINUTE, injury } }))
          .recordPenalty;
      const boarded = await contact(5, 'boarding');
      expect(boarded.penalties.map((p) => [p.severity, p.minutes])).toEqual([['DOUBLE_MINOR', 5]]);
      expect(await suspensionsOf(g.player(0, 5))).toEqual([]);
      const injured = await contact(4, 'body-contact', true);
      expect(injured.penalties.map((p) => [p.severity, p.minutes])).toEqual([
        ['DOUBLE_MINOR', 5],
        ['MAJOR', 7],
      ]);
      expect(injured.home.penaltyMinutes).toBe(5 + 17);
      const sheet = (await ok(url(), GameSheetDocument, { id: g.gameId })).game!;
      expect(sheet.events.filter((e) => e.type === 'PENALTY').map((e) => [e.recordedMinutes, e.ejected, e.injury])).toEqual([
        [5, false, null],
        [17, true, true],
      ]);
      expect(await suspensionsOf(g.player(0, 4))).toEqual([expect.objectContaining({ kind: 'GAMES', games: 1, active: true })]);
    });

    it.each([
      // docs/rulebooks/000_5506cbd709277b08.txt:90 "A Match penalty shall be assessed to any player who is identified by the referee as the instigator or aggressor in a fight"
      { preset: 'COLE_HARBOUR_CLASSIC', infraction: 'instigator', typed: 'MINOR', assessed: 'MATCH' },
      // league §26 "The goaltender interference penalty will now be an automatic DOUBLE-MINOR"
      { preset: 'WINTER_LEAGUE_5ON5', infraction: 'goaltender-interference', typed: 'MINOR', assessed: 'DOUBLE_MINOR' },
      { preset: 'WINTER_LEAGUE_5ON5', infraction: 'tripping', typed: 'MINOR', assessed: 'MINOR' },
    ] as const)('$preset: $infraction typed $typed shows $assessed in the event log, as on the scoreboard; typedSeverity keeps $typed (R32)', async ({ preset, infraction, typed, assessed }) => {
      const g = await liveGame(preset);
      const board = await g.penalty(0, 4, typed, infraction);
      expect(board.penalties.map((p) => p.severity)).toEqual([assessed]);
      const { game } = await ok(url(), PenaltySeveritiesDocument, { id: g.gameId });
      expect(game!.events.filter((e) => e.type === 'PENALTY').map((e) => [e.severity, e.typedSeverity])).toEqual([[assessed, typed]]);
      expect(game!.events.filter((e) => e.type !== 'PENALTY').map((e) => [e.severity, e.typedSeverity])).toEqual([
        [null, null],
        [null, null],
      ]);
    });

    it('Cole Harbour: the same game misconduct early in the game suspends nobody (R16)', async () => {
      const g = await liveGame('COLE_HARBOUR_CLASSIC');
      await g.penalty(0, 4, 'GAME_MISCONDUCT', 'abuse-of-officials', 15 * MINUTE);
      expect(await suspensionsOf(g.player(0, 4))).toEqual([]);
    });

    it('voiding the penalty removes the suspension it caused, in the void’s transaction', async () => {
      const g = await liveGame('COLE_HARBOUR_CLASSIC');
      await g.nextPeriod(); // the second and last period of a round-robin game
      const { seq } = await g.penalty(0, 4, 'GAME_MISCONDUCT', 'abuse-of-officials', 5 * MINUTE);
      expect(await suspensionsOf(g.player(0, 4))).toHaveLength(1);
      await post(VoidEventDocument, { gameId: g.gameId, seq, reason: 'wrong player' });
      expect(await suspensionsOf(g.player(0, 4))).toEqual([]);
    });

    it('a refused penalty stores no suspension or fine', async () => {
      const g = await liveGame('WINTER_LEAGUE_5ON5');
      const outsider = (await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' })).teams[0].players[1].id;
      const refused = await failure(url(), RecordPenaltyDocument, { input: { gameId: g.gameId, teamId: g.teamId(0), playerId: outsider, severity: 'MAJOR', infraction: 'FIGHTING' } }, ADMIN_TOKEN);
      expect(refused.code).toBe('RULE_VIOLATION');
      expect(await suspensionsOf(outsider)).toEqual([]);
      expect((await post(PlayerFinesDocument, { id: outsider })).player!.fines).toEqual([]);
    });

    it('league: a fighting major gives the §26 suspension (3 games, the minimum of 3–5) and the $50 fine, both linked to the penalty; voiding removes both', async () => {
      const g = await liveGame('WINTER_LEAGUE_5ON5');
      const { seq } = await g.penalty(1, 5, 'MAJOR', 'FIGHTING');
      const [suspension] = await suspensionsOf(g.player(1, 5));
      expect(suspension).toMatchObject({ kind: 'GAMES', games: 3, gamesRemaining: 3, active: true, causedBy: { seq } });
      expect(suspension.rule).toContain('§26 "Fighting major');
      const fines = (await post(PlayerFinesDocument, { id: g.player(1, 5) })).player!.fines!;
      expect(fines).toEqual([expect.objectContaining({ amountCents: 5000, paidAt: null, player: { id: g.player(1, 5) }, team: null, causedBy: { seq, type: 'PENALTY' } })]);
      expect(fines[0].rule).toContain('§26');

      await post(VoidEventDocument, { gameId: g.gameId, seq, reason: 'it was the other number' });
      expect(await suspensionsOf(g.player(1, 5))).toEqual([]);
      expect((await post(PlayerFinesDocument, { id: g.player(1, 5) })).player!.fines).toEqual([]);
    });

    it('league §26: a major the scorekeeper marks accidental is "Major – accidental", $15; left unmarked it is the aggressor\'s $25', async () => {
      const g = await liveGame('WINTER_LEAGUE_5ON5');
      const major = async (who: number, accidental?: boolean) =>
        (await post(RecordPenaltyDocument, { input: { gameId: g.gameId, teamId: g.teamId(1), playerId: g.player(1, who), severity: 'MAJOR', infraction: 'high-sticking', accidental } })).recordPenalty;
      await major(5, true);
      await major(6);
      const fineOf = async (who: number) => (await post(PlayerFinesDocument, { id: g.player(1, who) })).player!.fines!.map((f) => f.amountCents);
      expect(await fineOf(5)).toEqual([1500]);
      expect(await fineOf(6)).toEqual([2500]);
      const penalties = (await post(GameSheetDocument, { id: g.gameId })).game!.events.filter((e) => e.type === 'PENALTY');
      expect(penalties.map((e) => e.accidental)).toEqual([true, null]);
    });

    it('league: team bench clearing defaults the game (a FORFEIT in the same transaction) and fines the team $100; voiding the penalty undoes both', async () => {
      const g = await liveGame('WINTER_LEAGUE_5ON5');
      // The mutation answers what its transaction committed: the penalty and the forfeit it brought.
      const committed = await g.penalty(0, null, 'MISCONDUCT', 'BENCH_CLEARING');
      expect(committed).toMatchObject({ status: 'FORFEITED', decision: 'FORFEIT' });
      const sheet = (await ok(url(), GameSheetDocument, { id: g.gameId })).game!;
      expect(sheet).toMatchObject({ status: 'FORFEITED', decision: 'FORFEIT' });
      const seq = sheet.events.find((e) => e.type === 'PENALTY')!.seq;
      expect(sheet.events.map((e) => [e.seq, e.type])).toEqual([
        [1, 'GAME_STARTED'],
        [2, 'CLOCK_STARTED'],
        [seq, 'PENALTY'],
        [seq + 1, 'FORFEIT'],
      ]);
      expect(committed.seq).toBe(seq + 1);
      // The game started with no roster sheet: its $25 fine (004:41, R43) stands apart from the penalty's.
      const fines = (await post(TeamFinesDocument, { id: g.teamId(0) })).team!.fines!.filter((f) => f.kind !== 'LATE_ROSTER_SHEET');
      expect(fines).toEqual([expect.objectContaining({ amountCents: 10_000, team: { id: g.teamId(0) }, player: null })]);

      await post(VoidEventDocument, { gameId: g.gameId, seq, reason: 'only two players left the bench' });
      const after = (await ok(url(), GameSheetDocument, { id: g.gameId })).game!;
      expect(after).toMatchObject({ status: 'IN_PROGRESS', decision: null });
      expect(after.events.filter((e) => e.type === 'FORFEIT').map((e) => e.voided)).toEqual([true]);
      expect((await post(TeamFinesDocument, { id: g.teamId(0) })).team!.fines!.filter((f) => f.kind !== 'LATE_ROSTER_SHEET')).toEqual([]);
    });

    it('fines are private: the team’s coach reads them, another team’s coach and anonymous callers read null (docs/security.md); payFine marks one paid', async () => {
      const g = await liveGame('WINTER_LEAGUE_5ON5');
      await g.penalty(1, 5, 'MAJOR', 'FIGHTING');
      const own = await coachToken(g.teamId(1));
      const other = await coachToken(g.teamId(0));

      const asOwn = (await ok(url(), PlayerFinesDocument, { id: g.player(1, 5) }, own)).player!.fines!;
      expect(asOwn).toHaveLength(1);
      // Only the team's own: the $25 for starting without a roster sheet (004:41, R43).
      expect((await ok(url(), TeamFinesDocument, { id: g.teamId(1) }, own)).team!.fines!.map((f) => f.kind)).toEqual(['LATE_ROSTER_SHEET']);
      expect((await ok(url(), PlayerFinesDocument, { id: g.player(1, 5) }, other)).player!.fines).toBeNull();
      expect((await ok(url(), TeamFinesDocument, { id: g.teamId(1) }, other)).team!.fines).toBeNull();
      expect((await ok(url(), PlayerFinesDocument, { id: g.player(1, 5) })).player!.fines).toBeNull();
      // Suspensions stay public.
      expect(await suspensionsOf(g.player(1, 5))).toHaveLength(1);

      expect(await failure(url(), PayFineDocument, { id: asOwn[0].id }, own)).toMatchObject({ code: 'FORBIDDEN' });
      const { payFine } = await post(PayFineDocument, { id: asOwn[0].id, paidAt: '2026-12-03T12:00:00.000Z' });
      expect(payFine).toMatchObject({ paidAt: '2026-12-03T12:00:00.000Z' });
      expect(await failure(url(), PayFineDocument, { id: asOwn[0].id }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
    });

    it('recordFine: a league fine by kind takes the rulebook’s amount; an explicit amount needs no kind; one payer only', async () => {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' });
      const teamId = league.teams[0].id;
      const { recordFine } = await post(RecordFineDocument, { input: { teamId, competitionId: league.competitionId, kind: 'LATE_ROSTER_SHEET', reason: 'sheet at puck drop' } });
      expect(recordFine).toMatchObject({ amountCents: 2500, kind: 'LATE_ROSTER_SHEET', team: { id: teamId }, causedBy: null });
      expect(recordFine.rule).toContain('§12');
      const pinnies = await post(RecordFineDocument, { input: { teamId, competitionId: league.competitionId, kind: 'PINNIES', amountCents: 4200, reason: 'two pinnies lost' } });
      expect(pinnies.recordFine).toMatchObject({ amountCents: 4200, kind: 'PINNIES' });
      expect(await failure(url(), RecordFineDocument, { input: { teamId, competitionId: league.competitionId, kind: 'PINNIES', reason: 'lost' } }, ADMIN_TOKEN)).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
      expect(
        await failure(url(), RecordFineDocument, { input: { teamId, playerId: league.teams[0].players[0].id, competitionId: league.competitionId, amountCents: 100, reason: 'x' } }, ADMIN_TOKEN),
      ).toMatchObject({ code: 'BAD_USER_INPUT' });
      const coach = await coachToken(teamId);
      expect(await failure(url(), RecordFineDocument, { input: { teamId, competitionId: league.competitionId, amountCents: 100, reason: 'x' } }, coach)).toMatchObject({ code: 'FORBIDDEN' });
      expect((await ok(url(), TeamFinesDocument, { id: teamId }, coach)).team!.fines).toHaveLength(2);
    });

    it('§16: a no-show default fine, once paid, is rebated to the opposing team; nothing else is', async () => {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' });
      const [noShow, opponent] = [league.teams[0].id, league.teams[1].id];
      const fine = (await post(RecordFineDocument, { input: { teamId: noShow, competitionId: league.competitionId, kind: 'DEFAULT_WITHOUT_NOTICE', reason: 'no show' } })).recordFine;
      expect(fine).toMatchObject({ amountCents: 5000 });
      expect(await failure(url(), RebateFineDocument, { id: fine.id, toTeamId: opponent }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      await post(PayFineDocument, { id: fine.id });
      expect(await failure(url(), RebateFineDocument, { id: fine.id, toTeamId: noShow }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect((await post(RebateFineDocument, { id: fine.id, toTeamId: opponent })).rebateFine).toMatchObject({ rebatedTo: { id: opponent } });

      const late = (await post(RecordFineDocument, { input: { teamId: noShow, competitionId: league.competitionId, kind: 'LATE_ROSTER_SHEET', reason: 'late' } })).recordFine;
      await post(PayFineDocument, { id: late.id });
      expect(await failure(url(), RebateFineDocument, { id: late.id, toTeamId: opponent }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
    });

    it('official adjustments: set, extend, lift and carry over need an ADMIN and a reason (R18)', async () => {
      const summer = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' });
      const playerId = summer.teams[0].players[1].id;
      const coach = await coachToken(summer.teams[0].id);
      const input = { playerId, competitionId: summer.competitionId, kind: 'GAMES' as const, games: 2, reason: 'review of the fight on Tuesday' };

      expect(await failure(url(), SetSuspensionDocument, { input }, coach)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(url(), SetSuspensionDocument, { input })).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await failure(url(), SetSuspensionDocument, { input: { ...input, reason: '  ' } }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      const { setSuspension } = await post(SetSuspensionDocument, { input });
      expect(setSuspension).toMatchObject({ kind: 'GAMES', games: 2, gamesRemaining: 2, active: true, causedBy: null });

      expect(await failure(url(), AdjustSuspensionDocument, { id: setSuspension.id, games: 4, reason: '' }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await failure(url(), AdjustSuspensionDocument, { id: setSuspension.id, games: 4, reason: 'appeal' }, coach)).toMatchObject({ code: 'FORBIDDEN' });
      const { adjustSuspension } = await post(AdjustSuspensionDocument, { id: setSuspension.id, games: 4, reason: 'league extends it (§26 discretion)' });
      expect(adjustSuspension).toMatchObject({ games: 4, gamesRemaining: 4 });

      // One game of the team served, then carried into the winter league with what is left.
      const next = (
        await post(ScheduleGameDocument, {
          input: { divisionId: summer.divisionId, homeTeamId: summer.teams[0].id, awayTeamId: summer.teams[1].id, startsAt: '2030-02-01T18:00:00.000Z', stage: 'ROUND_ROBIN' },
        })
      ).scheduleGame.id;
      await post(ForfeitGameDocument, { gameId: next, forfeitingTeamId: summer.teams[1].id });
      expect((await suspensionsOf(playerId))[0]).toMatchObject({ gamesServed: 1, gamesRemaining: 3 });

      const winter = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5' });
      expect(await failure(url(), CarrySuspensionDocument, { id: setSuspension.id, competitionId: winter.competitionId, reason: '' }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      const { carrySuspension } = await post(CarrySuspensionDocument, { id: setSuspension.id, competitionId: winter.competitionId, reason: 'summer suspension in effect (§6)' });
      expect(carrySuspension).toMatchObject({ kind: 'GAMES', games: 3, gamesRemaining: 3, competition: { id: winter.competitionId }, active: true });

      expect(await failure(url(), LiftSuspensionDocument, { id: carrySuspension.id, reason: ' ' }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      const { liftSuspension } = await post(LiftSuspensionDocument, { id: carrySuspension.id, reason: 'appeal won (§27)' });
      expect(liftSuspension).toMatchObject({ active: false });
      expect(liftSuspension.liftedAt).not.toBeNull();
      expect(await failure(url(), AdjustSuspensionDocument, { id: carrySuspension.id, games: 1, reason: 'again' }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
    });

    it('R18: a rest-of-the-competition suspension set to two games becomes two games (it kept its kind and dropped the number before); a number with another kind is refused', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC' });
      const input = { playerId: league.teams[0].players[1].id, competitionId: league.competitionId, kind: 'REST_OF_COMPETITION' as const, reason: 'match penalty' };
      const { setSuspension } = await post(SetSuspensionDocument, { input });
      const { adjustSuspension } = await post(AdjustSuspensionDocument, { id: setSuspension.id, games: 2, reason: 'reduced on review' });
      expect(adjustSuspension).toMatchObject({ kind: 'GAMES', games: 2, gamesRemaining: 2 });
      expect(await failure(url(), AdjustSuspensionDocument, { id: setSuspension.id, kind: 'LIFE', games: 3, reason: 'no' }, ADMIN_TOKEN)).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { fields: [{ field: 'games', message: 'only a GAMES suspension has games; this one is LIFE' }] },
      });
      expect((await suspensionsOf(input.playerId))[0]).toMatchObject({ kind: 'GAMES', games: 2 });
    });
  });
}
