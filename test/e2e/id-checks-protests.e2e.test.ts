import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddTeamOfficialDocument,
  CertifyGameDocument,
  CreateApiTokenDocument,
  EndGameDocument,
  EndPeriodDocument,
  FileProtestDocument,
  GameSheetDocument,
  IdChecksAwaitingReviewDocument,
  LeagueDisciplineDocument,
  PayFineDocument,
  PlayerEligibilityDocument,
  PlayerSuspensionsDocument,
  ProtestsDocument,
  RecordFineDocument,
  RecordGoalDocument,
  RecordIdCheckDocument,
  RecordIdProducedDocument,
  ReviewIdCheckDocument,
  RuleProtestDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
  VoidEventDocument,
  WaiveFineDocument,
  type IdCheckRequester,
  type IdCheckResult,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const HOUR = 3_600_000;

/**
 * League §9 ID checks and §19 protests through the API (G19–G22): the rules themselves are
 * the domain's tables (test/unit/protests.test.ts); these check what a scorekeeper, a coach and the
 * league's officials see.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `ID checks and protests on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    const refused = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => failure(url(), document, variables, token);

    /** A started game of `preset` between two rosters of 9 (#1 a goalie), the clock stopped before the drop. */
    async function game(preset: RulesetPreset = 'WINTER_LEAGUE_5ON5') {
      const league = await seedLeague(url(), { preset, stage: preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN', playersPerTeam: 9, firstNumber: 1 });
      const { gameId } = league;
      await post(StartGameDocument, { gameId });
      const teamId = (t: 0 | 1) => league.teams[t].id;
      const player = (t: 0 | 1, i: number) => league.teams[t].players[i].id;
      return {
        league,
        gameId,
        teamId,
        player,
        /** team `by` asks for a check on the other team's player `i` */
        check: (by: 0 | 1, i: number, result: IdCheckResult, requestedBy: IdCheckRequester = 'COACH') => ({
          input: { gameId, teamId: teamId(by), playerId: player(by === 0 ? 1 : 0, i), requestedBy, result },
        }),
        drop: () => post(StartClockDocument, { gameId }),
        whistle: () => post(StopClockDocument, { gameId }),
        goal: (t: 0 | 1, i: number) => ({ input: { gameId, teamId: teamId(t), scorerId: player(t, i), assistIds: [] } }),
        sheet: async () => (await post(GameSheetDocument, { id: gameId })).game!,
      };
    }

    const coachToken = async (teamId: string) =>
      (await post(CreateApiTokenDocument, { input: { name: `Coach ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } })).createApiToken.token;

    it('§9 at the game: ID produced costs the asking team a delay of game minor; no ID sits the player out until produced; one check a stoppage, two a game', async () => {
      const g = await game();
      const produced = await post(RecordIdCheckDocument, g.check(1, 4, 'PRODUCED_ID'));
      expect(produced.recordIdCheck.penalties).toEqual([expect.objectContaining({ severity: 'MINOR', minutes: 2, team: { id: g.teamId(1) }, player: null })]);

      const sameStoppage = await refused(RecordIdCheckDocument, g.check(0, 5, 'NO_ID'));
      expect(sameStoppage).toMatchObject({ code: 'RULE_VIOLATION', message: 'There has already been an ID check during this stoppage of play.', extensions: { rule: expect.stringContaining('§9') } });
      await g.drop();
      expect((await refused(RecordIdCheckDocument, g.check(0, 5, 'NO_ID'))).message).toContain('stop the clock first');

      await g.whistle();
      await post(RecordIdCheckDocument, g.check(0, 5, 'NO_ID', 'CAPTAIN'));
      await g.drop();
      expect((await refused(RecordGoalDocument, g.goal(1, 5))).message).toContain('could not produce ID at a check and sits out');
      await g.whistle();
      expect((await refused(RecordIdCheckDocument, g.check(0, 6, 'NO_ID'))).message).toContain('This game has had its 2 ID checks');

      await post(RecordIdProducedDocument, { gameId: g.gameId, playerId: g.player(1, 5) });
      await g.drop();
      expect((await post(RecordGoalDocument, g.goal(1, 5))).recordGoal.away.score).toBe(1);

      const events = (await g.sheet()).events;
      expect(events.filter((e) => e.type.startsWith('ID_') || e.type === 'PENALTY').map((e) => [e.type, e.idCheckResult ?? e.infraction ?? null, e.requestedBy])).toEqual([
        ['ID_CHECK', 'PRODUCED_ID', 'COACH'],
        ['PENALTY', 'DELAY_OF_GAME', null],
        ['ID_CHECK', 'NO_ID', 'CAPTAIN'],
        ['ID_PRODUCED', null, null],
      ]);
      expect(events.find((e) => e.type === 'PENALTY')!.reason).toContain('the team requesting the ID check will be assessed a delay of game penalty');
    });

    it('§9: voiding an ID check voids the delay of game penalty it brought', async () => {
      const g = await game();
      await post(RecordIdCheckDocument, g.check(1, 4, 'PRODUCED_ID'));
      const check = (await g.sheet()).events.find((e) => e.type === 'ID_CHECK')!;
      const after = await post(VoidEventDocument, { gameId: g.gameId, seq: check.seq, reason: 'Entered for the wrong game' });
      expect(after.voidEvent.penalties).toEqual([]);
      expect((await g.sheet()).events.filter((e) => e.voided).map((e) => e.type)).toEqual(['ID_CHECK', 'PENALTY']);
    });

    it("§9 after the game: an illegal player defaults the game and is suspended pending an official's decision, even once certified; voiding the ruling undoes both", async () => {
      const g = await game();
      // docs/rulebooks/004_52536eff465526ad.txt:35 "then he/she and the team rep/coach will face suspension and fines": the rep and the coach on record, not the trainer
      const official = async (name: string, role: 'REPRESENTATIVE' | 'COACH' | 'TRAINER') =>
        (await post(AddTeamOfficialDocument, { teamId: g.league.teams[1].id, official: { name, role } })).addTeamOfficial.id;
      const [rep, coach] = [await official('Dana Rep', 'REPRESENTATIVE'), await official('Chris Coach', 'COACH')];
      await official('Tom Trainer', 'TRAINER');
      const officialsSuspended = async () =>
        (await post(LeagueDisciplineDocument, { competitionId: g.league.competitionId })).disciplineReport.suspensions
          .filter((s) => s.teamOfficial && s.active)
          .map((s) => [s.teamOfficial!.id, s.kind])
          .sort();
      await post(RecordIdCheckDocument, g.check(0, 5, 'NO_ID'));
      const checkSeq = (await g.sheet()).events.find((e) => e.type === 'ID_CHECK')!.seq;
      await g.drop();
      await post(RecordGoalDocument, g.goal(1, 4));
      await post(EndPeriodDocument, { gameId: g.gameId });
      await g.drop();
      await post(EndPeriodDocument, { gameId: g.gameId });
      expect((await post(EndGameDocument, { gameId: g.gameId })).endGame).toMatchObject({ status: 'FINAL', away: { score: 1 } });
      await post(CertifyGameDocument, { gameId: g.gameId });

      const reason = 'No ID produced within the week; league records show an unregistered player';
      expect((await post(ReviewIdCheckDocument, { gameId: g.gameId, seq: checkSeq, legal: false, reason })).reviewIdCheck).toMatchObject({
        status: 'FORFEITED',
        homeScore: 7,
        awayScore: 0,
        decision: 'FORFEIT',
      });
      const [suspension] = (await post(PlayerSuspensionsDocument, { id: g.player(1, 5) })).player!.suspensions;
      expect(suspension).toMatchObject({ kind: 'INDEFINITE', active: true, causedBy: { type: 'ID_CHECK_REVIEWED' } });
      expect(await officialsSuspended()).toEqual(
        [
          [rep, 'INDEFINITE'],
          [coach, 'INDEFINITE'],
        ].sort(),
      );
      expect((await refused(ReviewIdCheckDocument, { gameId: g.gameId, seq: checkSeq, legal: true, reason })).message).toContain('already ruled on');

      const review = (await g.sheet()).events.find((e) => e.type === 'ID_CHECK_REVIEWED')!;
      expect(review).toMatchObject({ legal: false, targetSeq: checkSeq, reason });
      await post(VoidEventDocument, { gameId: g.gameId, seq: review.seq, reason: 'Registration found: ruled in error' });
      expect(await g.sheet()).toMatchObject({ status: 'FINAL', homeScore: 0, awayScore: 1 });
      expect((await post(PlayerSuspensionsDocument, { id: g.player(1, 5) })).player!.suspensions).toEqual([]);
      expect(await officialsSuspended()).toEqual([]);
      expect((await post(ReviewIdCheckDocument, { gameId: g.gameId, seq: checkSeq, legal: true, reason: 'Registered' })).reviewIdCheck).toMatchObject({ status: 'FINAL', awayScore: 1 });
    });

    it("§9 after the game: the NO_ID checks of final games wait for the league's ruling, oldest first, until reviewIdCheck; never a PRODUCED_ID check nor a live game's; officials only", async () => {
      const g = await game();
      const competitionId = g.league.competitionId;
      const waiting = async (token = ADMIN_TOKEN) => (await post(IdChecksAwaitingReviewDocument, { competitionId }, token)).idChecksAwaitingReview;
      await post(RecordIdCheckDocument, g.check(1, 4, 'PRODUCED_ID'));
      await g.drop();
      await g.whistle();
      await post(RecordIdCheckDocument, g.check(0, 5, 'NO_ID', 'CAPTAIN'));
      const checkSeq = (await g.sheet()).events.filter((e) => e.type === 'ID_CHECK').at(-1)!.seq;
      // The game is still being played: the league rules after it.
      expect(await waiting()).toEqual([]);

      // Another competition's game: its check, with the ID produced later, is listed under its own competition only.
      const other = await game();
      await post(RecordIdCheckDocument, other.check(1, 3, 'NO_ID'));
      await post(RecordIdProducedDocument, { gameId: other.gameId, playerId: other.player(0, 3) });

      for (const each of [g, other]) {
        await each.drop();
        await post(RecordGoalDocument, each.goal(1, 4));
        await post(EndPeriodDocument, { gameId: each.gameId });
        await each.drop();
        await post(EndPeriodDocument, { gameId: each.gameId });
        await post(EndGameDocument, { gameId: each.gameId });
      }
      expect(await waiting()).toEqual([
        {
          seq: checkSeq,
          recordedAt: expect.any(String),
          produced: false,
          requestedByRole: 'CAPTAIN',
          game: { id: g.gameId, status: 'FINAL' },
          player: { id: g.player(1, 5) },
          team: { id: g.teamId(1) },
          requestedBy: { id: g.teamId(0) },
        },
      ]);
      const otherWaiting = (await post(IdChecksAwaitingReviewDocument, { competitionId: other.league.competitionId })).idChecksAwaitingReview;
      expect(otherWaiting).toMatchObject([{ produced: true, player: { id: other.player(0, 3) }, team: { id: other.teamId(0) }, requestedBy: { id: other.teamId(1) }, requestedByRole: 'COACH' }]);

      const coach = await coachToken(g.teamId(0));
      const scorekeeper = (await post(CreateApiTokenDocument, { input: { name: 'Rink tablet', role: 'SCOREKEEPER', scopes: [`game:${g.gameId}`] } })).createApiToken.token;
      for (const token of [coach, scorekeeper]) expect((await refused(IdChecksAwaitingReviewDocument, { competitionId }, token)).code).toBe('FORBIDDEN');
      expect((await refused(IdChecksAwaitingReviewDocument, { competitionId }, '')).code).toBe('UNAUTHENTICATED');

      const { reviewIdCheck } = await post(ReviewIdCheckDocument, { gameId: g.gameId, seq: checkSeq, legal: true, reason: 'Registered in September; ID shown at the office' });
      expect(reviewIdCheck.status).toBe('FINAL');
      expect(await waiting()).toEqual([]);
      // A ruling voided puts the check back on the list.
      const review = (await g.sheet()).events.find((e) => e.type === 'ID_CHECK_REVIEWED')!;
      await post(VoidEventDocument, { gameId: g.gameId, seq: review.seq, reason: 'Ruled on the wrong check' });
      expect((await waiting()).map((c) => c.seq)).toEqual([checkSeq]);
    });

    it('ID checks and protests are the league’s procedures: a Cole Harbour game refuses them', async () => {
      const g = await game('COLE_HARBOUR_CLASSIC');
      expect((await refused(RecordIdCheckDocument, g.check(1, 4, 'PRODUCED_ID'))).message).toContain("Only the league's rules provide for an ID check");
      const protest = await refused(FileProtestDocument, { input: { gameId: g.gameId, teamId: g.teamId(0), grounds: 'Too many men', incidentAt: new Date().toISOString() } });
      expect(protest).toMatchObject({ code: 'RULE_VIOLATION', extensions: { problems: [{ code: 'NOT_A_LEAGUE_RULE' }] } });
    });

    it('§19: a coach files a protest within 72 hours with the $25 fee; late or judgment-call protests are refused and store nothing', async () => {
      const g = await game();
      const [home, away] = [g.teamId(0), g.teamId(1)];
      const [coach, awayCoach] = [await coachToken(home), await coachToken(away)];
      const file = (more: { incidentAt?: string; judgmentCall?: boolean } = {}) => ({
        input: { gameId: g.gameId, teamId: home, grounds: 'Their goalie was not on the roster', incidentAt: new Date(Date.now() - HOUR).toISOString(), ...more },
      });

      const { fileProtest } = await post(FileProtestDocument, file(), coach);
      expect(fileProtest).toMatchObject({ status: 'PENDING', team: { id: home }, fee: { amountCents: 2500, kind: 'PROTEST_FEE', paidAt: null, team: { id: home } } });
      // A deposit, not a fine due before the next game: the team still plays.
      expect((await post(PlayerEligibilityDocument, { playerId: g.player(0, 3), gameId: g.gameId })).eligibility.reasons).toEqual([]);

      const before = await rowCounts(suite.current().db);
      const late = await refused(FileProtestDocument, file({ incidentAt: new Date(Date.now() - 73 * HOUR).toISOString() }), coach);
      expect(late).toMatchObject({ code: 'RULE_VIOLATION', extensions: { problems: [{ code: 'PROTEST_TOO_LATE' }] } });
      expect(late.message).toContain('must come within 72 hours');
      const judgment = await refused(FileProtestDocument, file({ judgmentCall: true }), coach);
      expect(judgment.extensions).toMatchObject({ problems: [{ code: 'JUDGMENT_CALL', message: "A referee's judgment call cannot be protested." }] });
      expect((await refused(FileProtestDocument, file(), awayCoach)).code).toBe('FORBIDDEN');
      expect(await rowCounts(suite.current().db)).toEqual(before);

      expect((await post(ProtestsDocument, { competitionId: g.league.competitionId }, coach)).protests.map((p) => p.id)).toEqual([fileProtest.id]);
      expect((await post(ProtestsDocument, { competitionId: g.league.competitionId }, awayCoach)).protests).toEqual([]);
      expect((await refused(ProtestsDocument, { competitionId: g.league.competitionId }, '')).code).toBe('UNAUTHENTICATED');
    });

    it('§19: the committee rules; a won protest’s fee is refunded once paid or waived while unpaid, a lost one’s is kept; one ruling each', async () => {
      const g = await game();
      const home = g.teamId(0);
      const file = async () =>
        (await post(FileProtestDocument, { input: { gameId: g.gameId, teamId: home, grounds: 'Ineligible player', incidentAt: new Date(Date.now() - HOUR).toISOString() } })).fileProtest;
      const [unpaid, paid, lost] = [await file(), await file(), await file()];
      await post(PayFineDocument, { id: paid.fee.id });

      expect((await post(RuleProtestDocument, { id: unpaid.id, outcome: 'WON', ruling: 'Player was not registered' })).ruleProtest).toMatchObject({
        status: 'WON',
        ruling: 'Player was not registered',
        fee: { paidAt: null, refundedAt: null, waivedAt: expect.any(String) },
      });
      expect((await post(RuleProtestDocument, { id: paid.id, outcome: 'WON', ruling: 'Upheld' })).ruleProtest.fee).toMatchObject({
        paidAt: expect.any(String),
        refundedAt: expect.any(String),
        waivedAt: null,
      });
      expect((await post(RuleProtestDocument, { id: lost.id, outcome: 'LOST', ruling: 'Registered in October' })).ruleProtest.fee).toMatchObject({ refundedAt: null, waivedAt: null });
      expect((await refused(RuleProtestDocument, { id: lost.id, outcome: 'WON', ruling: 'Second thoughts' })).message).toContain('already ruled LOST');
      expect((await post(ProtestsDocument, { competitionId: g.league.competitionId, status: 'WON' })).protests.map((p) => p.id).sort()).toEqual([unpaid.id, paid.id].sort());
    });

    it('waiveFine: an official waives an unpaid fine with a reason; the player plays, and it cannot then be paid', async () => {
      const g = await game();
      const player = g.player(0, 3);
      const { recordFine } = await post(RecordFineDocument, { input: { playerId: player, competitionId: g.league.competitionId, amountCents: 1500, reason: 'Game misconduct' } });
      expect((await post(PlayerEligibilityDocument, { playerId: player, gameId: g.gameId })).eligibility.reasons.map((r) => r.code)).toEqual(['UNPAID_FINE']);
      const { waiveFine } = await post(WaiveFineDocument, { id: recordFine.id, reason: 'Misconduct rescinded on video review' });
      expect(waiveFine).toMatchObject({ waivedAt: expect.any(String), waivedReason: 'Misconduct rescinded on video review', paidAt: null });
      expect((await post(PlayerEligibilityDocument, { playerId: player, gameId: g.gameId })).eligibility.reasons).toEqual([]);
      expect((await refused(PayFineDocument, { id: recordFine.id })).message).toContain('was waived');
    });
  });
}
