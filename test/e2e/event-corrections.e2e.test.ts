import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AuditTrailDocument,
  CertifyGameDocument,
  CorrectedGameDocument,
  CorrectGameEventDocument,
  CreateApiTokenDocument,
  DivisionStatsDocument,
  EndGameDocument,
  EndPeriodDocument,
  PlayerSuspensionCountDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  SignGameSheetDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * R83 (docs/rulings.md, "R83: correcting a finished game's goal or penalty"): an ADMIN corrects a
 * certified game's goal scorer or penalty with a reason; the game stays certified, reads the
 * corrected event everywhere (sheet, stats, discipline), keeps both events in its log and the change
 * in the audit trail; signatures older than the change are marked and are given again; a refused
 * correction stores nothing; the correction travels through an export and its import.
 */
type Json = Record<string, unknown>;
const EXPORT = 'query ($id: ID!) { exportCompetition(id: $id) }';
const IMPORT = 'mutation ($document: JSON!, $ids: IdPolicy) { importCompetition(document: $document, ids: $ids) { stored competitionId } }';

for (const backend of BACKENDS) {
  describeWith(backend.needs, `correcting a finished game's events (R83) on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const admin = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    const read = async (gameId: string) => (await admin(CorrectedGameDocument, { id: gameId })).game!;

    /** A Cole Harbour game, 1–0: a home goal (players 2 from 3), an away minor (player 1); over, signed by the referee, certified. */
    async function certifiedGame() {
      const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
      const { createApiToken } = await admin(CreateApiTokenDocument, { input: { name: 'Rink 1 tablet', role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } });
      const tablet = createApiToken.token;
      const { gameId } = league;
      const [home, away] = league.teams;
      const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, tablet);
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id, assistIds: [home.players[3].id] } });
      await post(RecordPenaltyDocument, { input: { gameId, teamId: away.id, playerId: away.players[1].id, severity: 'MINOR', infraction: 'TRIPPING' } });
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      await post(SignGameSheetDocument, { gameId, input: { role: 'REFEREE', name: 'Pat Referee' } });
      await post(CertifyGameDocument, { gameId });
      const events = (await read(gameId)).events;
      const seqOf = (type: string) => events.find((e) => e.type === type)!.seq;
      return { league, tablet, home, away, goalSeq: seqOf('GOAL'), penaltySeq: seqOf('PENALTY') };
    }

    const goalsOf = async (league: SeededLeague, playerId: string) =>
      (await admin(DivisionStatsDocument, { divisionId: league.divisionId })).playerStats.find((line) => line.player.id === playerId)?.goals ?? 0;

    it('a wrong scorer corrected on a certified game: still certified, the sheet and the stats read the new scorer, the log and the trail keep the old one', async () => {
      const { league, home, goalSeq } = await certifiedGame();
      const before = await read(league.gameId);
      const { correctGameEvent } = await admin(CorrectGameEventDocument, {
        gameId: league.gameId,
        seq: goalSeq,
        input: { scorerId: home.players[4].id, assistIds: [home.players[2].id, home.players[3].id] },
        reason: 'The referee’s report names #5',
      });
      expect(correctGameEvent).toMatchObject({ status: 'FINAL', homeScore: 1, awayScore: 0, certifiedAt: before.certifiedAt });

      const after = await read(league.gameId);
      const goal = after.events.find((e) => e.seq === goalSeq)!;
      const correction = after.events.at(-1)!;
      expect(correction).toMatchObject({ type: 'EVENT_CORRECTED', targetSeq: goalSeq, reason: 'The referee’s report names #5' });
      expect(goal).toMatchObject({ type: 'GOAL', correctedBySeq: correction.seq, player: { id: home.players[4].id } });
      expect(goal.assists!.map((a) => a.id)).toEqual([home.players[2].id, home.players[3].id]);
      expect(await goalsOf(league, home.players[4].id)).toBe(1);
      expect(await goalsOf(league, home.players[2].id)).toBe(0);

      const [entry] = (await admin(AuditTrailDocument, { competitionId: league.competitionId, first: 5 })).auditTrail.edges.map((e) => e.node);
      expect(entry).toMatchObject({ entityType: 'GAME', entityId: league.gameId, action: 'CORRECT', reason: 'The referee’s report names #5' });
      expect(entry.changes.map((c) => [c.field, JSON.parse(c.before!), JSON.parse(c.after!)])).toEqual([
        [`events[${goalSeq}].scorer`, `#3 ${home.players[2].name}`, `#5 ${home.players[4].name}`],
        [`events[${goalSeq}].assists`, `#4 ${home.players[3].name}`, `#3 ${home.players[2].name}, #4 ${home.players[3].name}`],
      ]);
    });

    it('the referee’s signature is older than the correction: marked, and given again on the certified game; a role that never signed may not start now', async () => {
      const { league, tablet, home, goalSeq } = await certifiedGame();
      await admin(CorrectGameEventDocument, { gameId: league.gameId, seq: goalSeq, input: { scorerId: home.players[4].id }, reason: 'Scorer misread' });
      const game = await read(league.gameId);
      const referee = game.signOffs.find((s) => s.role === 'REFEREE')!;
      expect(referee.seq).toBeLessThan(game.scoreboard.seq);
      const coach = await failure(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'HOME_COACH', name: 'Sam Coach' } }, tablet);
      expect(coach.code).toBe('RULE_VIOLATION');
      const { signGameSheet } = await ok(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'REFEREE', name: 'Pat Referee' } }, tablet);
      expect(signGameSheet.signOffs).toEqual([expect.objectContaining({ role: 'REFEREE', seq: game.scoreboard.seq })]);
    });

    it('refused with nothing stored: a scorekeeper’s correction, a scorer of the other team, a field the event has not, a correction without a reason', async () => {
      const { league, tablet, away, goalSeq, penaltySeq } = await certifiedGame();
      const before = await read(league.gameId);
      const trail = async () => (await admin(AuditTrailDocument, { competitionId: league.competitionId, first: 50 })).auditTrail.edges.length;
      const entries = await trail();
      const attempt = (input: Parameters<typeof admin<unknown, { gameId: string; seq: number; input: Json; reason: string }>>[1]['input'], token = ADMIN_TOKEN, seq = goalSeq, reason = 'Report') =>
        failure(url(), CorrectGameEventDocument, { gameId: league.gameId, seq, input, reason }, token);
      expect((await attempt({ scorerId: away.players[3].id }, tablet)).code).toBe('FORBIDDEN');
      const stranger = await attempt({ scorerId: away.players[3].id });
      expect(stranger).toMatchObject({ code: 'RULE_VIOLATION', extensions: expect.objectContaining({ rule: 'R83' }) });
      expect(stranger.message).toMatch(/^Corrected so, event \d+ or a later one would be refused/);
      const foreign = await attempt({ severity: 'MAJOR' });
      expect(foreign.code).toBe('BAD_USER_INPUT');
      expect(foreign.extensions.fields).toEqual([expect.objectContaining({ field: 'severity' })]);
      expect((await attempt({ severity: 'MINOR', infraction: 'tripping' }, ADMIN_TOKEN, penaltySeq)).code).toBe('BAD_USER_INPUT');
      expect((await attempt({ scorerId: away.players[3].id }, ADMIN_TOKEN, goalSeq, '  ')).code).toBe('BAD_USER_INPUT');
      expect(await read(league.gameId)).toEqual(before);
      expect(await trail()).toBe(entries);
    });

    it('a minor corrected to a match penalty brings its suspension; corrected back, the suspension goes', async () => {
      const { league, away, penaltySeq } = await certifiedGame();
      const player = away.players[1].id;
      const suspensions = async () => (await admin(PlayerSuspensionCountDocument, { id: player })).player!.suspensions.length;
      expect(await suspensions()).toBe(0);
      await admin(CorrectGameEventDocument, { gameId: league.gameId, seq: penaltySeq, input: { severity: 'MATCH', infraction: 'FIGHTING' }, reason: 'Referee’s report: a fight' });
      expect(await suspensions()).toBeGreaterThan(0);
      const penalty = (await read(league.gameId)).events.find((e) => e.seq === penaltySeq)!;
      expect(penalty).toMatchObject({ severity: 'MATCH', infraction: 'FIGHTING' });
      await admin(CorrectGameEventDocument, { gameId: league.gameId, seq: penaltySeq, input: { severity: 'MINOR', infraction: 'TRIPPING' }, reason: 'Appeal: it was a trip' });
      expect(await suspensions()).toBe(0);
    });

    it('the correction travels through an export and its import: both events, the corrected goal, the trail entry', async () => {
      const { league, home, goalSeq } = await certifiedGame();
      await admin(CorrectGameEventDocument, { gameId: league.gameId, seq: goalSeq, input: { scorerId: home.players[4].id }, reason: 'Scorer misread' });
      const call = async (query: string, variables: Json) =>
        (await (
          await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` }, body: JSON.stringify({ query, variables }) })
        ).json()) as {
          data?: Json;
          errors?: unknown[];
        };
      const document = (await call(EXPORT, { id: league.competitionId })).data!.exportCompetition as {
        games: Array<{ id: string; events: Array<{ type: string }> }>;
        auditTrail: Array<{ action: string }>;
      };
      expect(document.games.find((g) => g.id === league.gameId)!.events.map((e) => e.type)).toContain('EVENT_CORRECTED');
      expect(document.auditTrail.map((a) => a.action)).toContain('CORRECT');
      const imported = await call(IMPORT, { document, ids: 'NEW' });
      expect(imported.errors).toBeUndefined();
      const copyId = (imported.data!.importCompetition as { competitionId: string }).competitionId;
      const exported = await call(EXPORT, { id: copyId });
      expect(exported.errors).toBeUndefined();
      const copy = exported.data!.exportCompetition as typeof document;
      const original = await read(league.gameId);
      const copiedGame = copy.games.find((g) => g.events.some((e) => e.type === 'EVENT_CORRECTED'))!;
      const replica = await read(copiedGame.id);
      const shape = (g: typeof original) => g.events.map((e) => [e.seq, e.type, e.targetSeq, e.correctedBySeq, e.reason]);
      expect(shape(replica)).toEqual(shape(original));
      expect(replica.certifiedAt).not.toBeNull();
    });
  });
}
