import { CreateApiTokenDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { buildCompetition, divisionView } from '../support/competition';
import { comparable, naturalKeys, withoutIds } from '../support/competition-document';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';
import type { CompetitionDocument } from '../../src/services/export/document';
import type { CompetitionImportReport } from '../../src/services/export/import.service';
import { documentValidator } from '../../src/services/export/schema';

/**
 * Whole competitions out and back in (docs/open-data.md, "Whole competitions"): one versioned
 * document, loaded into another Faceoff in one transaction with new or kept ids, giving the same
 * standings, stats, bracket and every game's scoreboard and log; a public variant without private
 * data; a bad document refused with every problem listed and nothing stored.
 */

type Json = Record<string, unknown>;
interface Answer {
  data?: Json | null;
  errors?: Array<{ message: string; extensions?: Json }>;
}
/** What importCompetition answers with (IMPORT asks for every field but ignoredColumns). */
type Report = Omit<CompetitionImportReport, 'ignoredColumns'>;

async function call(url: string, query: string, variables: Json, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}
const EXPORT = 'query ($id: ID!, $public: Boolean) { exportCompetition(id: $id, public: $public) }';
const IMPORT =
  'mutation ($document: JSON!, $dryRun: Boolean, $ids: IdPolicy) { importCompetition(document: $document, dryRun: $dryRun, ids: $ids) { dryRun stored rows created matched competitionId problems { path code message line column } } }';

for (const backend of BACKENDS) {
  describeWith(backend.needs, `Whole-competition export and import on ${backend.name}`, () => {
    const source = serverPerSuite(backend);
    const target = serverPerSuite(backend);
    const kept = serverPerSuite(backend);
    let built: { competitionId: string; divisionId: string };
    let document: CompetitionDocument;

    const exported = async (url: string, id: string, token: string | undefined = ADMIN_TOKEN, isPublic = false) => {
      const { data, errors } = await call(url, EXPORT, { id, public: isPublic }, token);
      if (errors) throw new Error(JSON.stringify(errors));
      return data!.exportCompetition as CompetitionDocument;
    };
    const imported = async (url: string, doc: unknown, options: { dryRun?: boolean; ids?: 'NEW' | 'KEEP' } = {}) => {
      const { data, errors } = await call(url, IMPORT, { document: doc, ...options }, ADMIN_TOKEN);
      if (errors) throw new Error(JSON.stringify(errors));
      return data!.importCompetition as Report;
    };
    /** The division's standings, stats, bracket and game sheets, ids replaced by what they name. */
    const view = async (url: string, doc: CompetitionDocument) => {
      const keys = naturalKeys(doc as never);
      const shown = withoutIds(
        await divisionView(
          url,
          doc.divisions[0].id,
          doc.games.map((g) => g.id),
        ),
        keys,
      );
      // Lines level on every count are listed in id order: compare them as sets.
      // Teams level after every criterion share a rank and are listed in id order: compare each
      // team's line by name, and what each position says (rank, tie-break) in order.
      const rows = shown.standings.standings.rows;
      const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
      return {
        ...shown,
        standings: {
          lines: rows.map(({ tiebreak: _t, tiebreakCriterion: _c, unresolvedWithNext: _u, ...line }) => line).sort((a, b) => a.rank - b.rank || a.team.name.localeCompare(b.team.name)),
          positions: rows.map((r) => [r.rank, r.tiebreak, r.tiebreakCriterion, r.unresolvedWithNext]),
        },
        stats: {
          ...shown.stats,
          leaders: [...shown.stats.leaders].sort((a, b) => a.rank - b.rank || a.player.id.localeCompare(b.player.id)),
          playerStats: [...shown.stats.playerStats].sort(byJson),
          goalieStats: [...shown.stats.goalieStats].sort(byJson),
        },
        games: [...shown.games].sort((a, b) => a.id.localeCompare(b.id)),
      };
    };

    beforeAll(async () => {
      built = await buildCompetition(source.current().url);
      document = await exported(source.current().url, built.competitionId);
    });

    it('the document holds everything a league put in: settings, rosters, games with their logs, bracket, coin toss, discipline, protest, registration, officials', () => {
      expect(document).toMatchObject({ format: 'faceoff.competition/1', public: false, competition: { id: built.competitionId, preset: 'WINTER_LEAGUE_5ON5' } });
      expect(document.teams).toHaveLength(4);
      expect(document.players).toHaveLength(36);
      expect(document.rosterEntries).toHaveLength(36);
      expect(document.games.length).toBeGreaterThanOrEqual(4);
      const live = document.games.find((g) => g.events.some((e) => e.type === 'GOAL'))!;
      expect(live).toMatchObject({ status: 'FINAL', homeScore: 2, awayScore: 1 });
      expect(live.certifiedAt).not.toBeNull();
      expect(live.events.map((e) => e.type)).toEqual(expect.arrayContaining(['GAME_STARTED', 'GOAL', 'PENALTY', 'EVENT_VOIDED', 'GAME_ENDED']));
      expect(document.brackets[0].games.length).toBeGreaterThan(0);
      expect(document.coinTosses).toHaveLength(1);
      for (const list of ['suspensions', 'fines', 'protests', 'registrations', 'teamOfficials'] as const) expect(document[list]!.length).toBeGreaterThan(0);
      // docs/rulebooks/004_52536eff465526ad.txt:1-3: the team accounts, for an ADMIN (R70, R71)
      expect(document.teamAccounts!.map((a) => [a.kind, a.amountCents, a.paidAt !== null])).toEqual([
        ['FEE', 120_000, false],
        ['BOND', 10_000, false],
        ['BILL', 4_000, true],
        ['BOND_RETURN', 10_000, false],
      ]);
      // R72: the return names its bond, in the document as in the database
      const [, bond, , returned] = document.teamAccounts!;
      expect(returned.bondId).toBe(bond.id);
      expect(document.fines!.map((f) => f.kind)).toEqual(expect.arrayContaining([null, 'PROTEST_FEE', 'LATE_ROSTER_SHEET']));
      expect(document.players[0]).toHaveProperty('birthDate');
      expect(document.competition.language).toBe('fr');
      expect(live.crew).toEqual([
        { role: 'REFEREE', name: 'Lee Chen' },
        { role: 'LINESMAN', name: 'Sam Roy' },
      ]);
      expect(live.signOffs).toEqual([expect.objectContaining({ role: 'REFEREE', name: 'Lee Chen' })]);
      expect(document.teams.map((t) => t.shortName)).toContain('Hawks');
      // R63: the audit trail travels with the document — the team renamed, the game certified, the
      // suspension and fine an official recorded by hand, each with who did it and why.
      const trail = document.auditTrail!.map((a) => [a.entityType, a.action]);
      expect(trail).toEqual(
        expect.arrayContaining([
          ['TEAM', 'UPDATE'],
          ['GAME', 'CERTIFY'],
          ['SUSPENSION', 'RECORD'],
          ['FINE', 'RECORD'],
        ]),
      );
      const suspension = document.auditTrail!.find((a) => a.entityType === 'SUSPENSION')!;
      expect(suspension).toMatchObject({ entityId: document.suspensions!.find((s) => s.reason.startsWith('Abuse'))!.id, reason: 'Abuse of officials after the final whistle', actorRole: 'ADMIN' });
      expect(suspension.changes).toEqual([
        { field: 'kind', before: null, after: 'GAMES' },
        { field: 'games', before: null, after: 2 },
      ]);
    });

    it('imported with new ids into a fresh database: the same standings, stats, bracket and every game (scoreboard and log), and the same document', async () => {
      const before = await view(source.current().url, document);
      const report = await imported(target.current().url, document, { ids: 'NEW' });
      expect(report).toMatchObject({ dryRun: false, stored: true, problems: [] });
      expect(report.created).toBe(report.rows);
      expect(report.competitionId).not.toBe(built.competitionId);
      const again = await exported(target.current().url, report.competitionId!);
      expect(again.teams.map((t) => t.id)).not.toContain(document.teams[0].id);
      expect(await view(target.current().url, again)).toEqual(before);
      expect(comparable(again as never)).toEqual(comparable(document as never));
      // R55: loaded again, its players are the ones now known here by name and birth date.
      const twice = await imported(target.current().url, document, { ids: 'NEW', dryRun: true });
      expect(twice).toMatchObject({ problems: [], matched: document.players.length, created: twice.rows - document.players.length });
    });

    it('imported with kept ids: the same ids and data; a second import with kept ids is refused, every clash listed, nothing stored', async () => {
      const before = await view(source.current().url, document);
      // The source holds these ids: a KEEP import there clashes on each.
      const counts = await rowCounts(source.current().db);
      const clash = await imported(source.current().url, document, { ids: 'KEEP' });
      expect(clash.stored).toBe(false);
      expect(clash.problems).toEqual(
        expect.arrayContaining([
          { path: '/competition/id', code: 'ID_TAKEN', message: expect.stringContaining(built.competitionId), line: null, column: null },
          expect.objectContaining({ path: '/teams/0/id', code: 'ID_TAKEN' }),
          expect.objectContaining({ path: '/games/0/events/0/id', code: 'ID_TAKEN' }),
        ]),
      );
      expect(await rowCounts(source.current().db)).toEqual(counts);

      const report = await imported(kept.current().url, document, { ids: 'KEEP' });
      expect(report).toMatchObject({ stored: true, problems: [], competitionId: built.competitionId, matched: 0 });
      const again = await exported(kept.current().url, built.competitionId);
      expect(again.games.map((g) => g.id)).toEqual(document.games.map((g) => g.id));
      expect(await view(kept.current().url, again)).toEqual(before);
      expect(comparable(again as never)).toEqual(comparable(document as never));
    });

    it('the public variant leaves private data out and needs no token; the full export needs an ADMIN token', async () => {
      const url = source.current().url;
      const pub = await exported(url, built.competitionId, undefined, true);
      expect(pub.public).toBe(true);
      for (const list of ['suspensions', 'fines', 'protests', 'registrations', 'teamOfficials', 'teamAccounts', 'auditTrail']) expect(pub).not.toHaveProperty(list);
      for (const field of ['birthDate', 'waiverSigned', 'rankingTier', 'experienceLevel']) expect(pub.players[0]).not.toHaveProperty(field);
      for (const field of ['waiverSigned', 'clearance']) expect(pub.rosterEntries[0]).not.toHaveProperty(field);
      expect(pub.competition).not.toHaveProperty('disciplineLinks');
      expect(pub.coinTosses[0]).not.toHaveProperty('note');
      const text = JSON.stringify(pub);
      for (const secret of ['Abuse of officials', 'Unsportsmanlike conduct', 'winning goal was scored after the horn', 'Pat Boutilier', '1990-05-17', 'Tossed by the Tournament Official'])
        expect(text).not.toContain(secret);
      expect(pub.games).toHaveLength(document.games.length);
      // Both variants are what docs/competition-export.schema.json describes; a public one with a private field is not.
      const validate = documentValidator();
      expect(validate(pub)).toBe(true);
      expect(validate(document)).toBe(true);
      expect(validate({ ...pub, players: [{ ...pub.players[0], birthDate: '1990-05-17' }] })).toBe(false);

      const anonymous = await call(url, EXPORT, { id: built.competitionId });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const { createApiToken } = await ok(url, CreateApiTokenDocument, { input: { name: 'export scorer', role: 'SCOREKEEPER', scopes: [`competition:${built.competitionId}`] } }, ADMIN_TOKEN);
      const scorer = await call(url, EXPORT, { id: built.competitionId }, createApiToken.token);
      expect(scorer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(scorer.data).toBeNull();
      const byScorer = await call(url, IMPORT, { document }, createApiToken.token);
      expect(byScorer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      // The same over plain HTTP.
      const origin = url.replace(/\/graphql$/, '');
      expect((await fetch(`${origin}/competitions/${built.competitionId}/export.json`)).status).toBe(401);
      expect((await fetch(`${origin}/competitions/${built.competitionId}/export.json`, { headers: { authorization: `Bearer ${createApiToken.token}` } })).status).toBe(403);
      const open = await fetch(`${origin}/competitions/${built.competitionId}/export.json?public=1`);
      expect(open.status).toBe(200);
      expect(await open.json()).toEqual({ ...pub, exportedAt: expect.any(String) });
      const full = await fetch(`${origin}/competitions/${built.competitionId}/export.json`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(full.headers.get('cache-control')).toBe('private, no-store');
      expect(comparable((await full.json()) as never)).toEqual(comparable(document as never));
      expect((await fetch(`${origin}/competitions/00000000-0000-0000-0000-000000000000/export.json?public=1`)).status).toBe(404);
      // A public document is for reading: an import refuses it.
      const refused = await imported(target.current().url, pub);
      expect(refused.stored).toBe(false);
      expect(refused.problems.map((p) => p.code)).toContain('PUBLIC_DOCUMENT');
    });

    it('a bad document is refused with every problem listed (path and message) and nothing stored; a dry run stores nothing', async () => {
      const url = target.current().url;
      const counts = await rowCounts(target.current().db);
      const copy = () => JSON.parse(JSON.stringify(document)) as CompetitionDocument;

      // Values the document's type rules out, written through casts on purpose.
      const version = copy();
      (version as { format: string }).format = 'faceoff.competition/2';
      delete (version.teams[1] as { name?: string }).name;
      (version.games[0].events[0] as { seq: unknown }).seq = 'one';
      const wrong = await imported(url, version);
      expect(wrong).toMatchObject({ stored: false, competitionId: null });
      expect(wrong.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '/format', code: 'UNSUPPORTED_FORMAT' }),
          expect.objectContaining({ path: '/teams/1/name', code: 'MISSING', message: 'is required' }),
          expect.objectContaining({ path: '/games/0/events/0/seq' }),
        ]),
      );

      const dangling = copy();
      dangling.rosterEntries[0].playerId = '00000000-0000-4000-8000-000000000001';
      dangling.games[0].homeTeamId = '00000000-0000-4000-8000-000000000002';
      dangling.protests![0].feeFineId = '00000000-0000-4000-8000-000000000003';
      dangling.teams[2].id = dangling.teams[1].id;
      const refs = await imported(url, dangling);
      expect(refs.stored).toBe(false);
      expect(refs.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '/rosterEntries/0/playerId', code: 'DANGLING_REFERENCE' }),
          expect.objectContaining({ path: '/games/0/homeTeamId', code: 'DANGLING_REFERENCE' }),
          expect.objectContaining({ path: '/protests/0/feeFineId', code: 'DANGLING_REFERENCE' }),
          expect.objectContaining({ path: '/teams/2/id', code: 'DUPLICATE_ID' }),
        ]),
      );

      const missing = copy();
      delete missing.fines;
      delete (missing as Partial<CompetitionDocument>).competition;
      const gone = await imported(url, missing);
      expect(gone.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/fines', code: 'MISSING' }), expect.objectContaining({ path: '/competition', code: 'MISSING' })]));

      // A log the rules refuse, and a result its log does not give.
      const log = copy();
      const live = log.games.findIndex((g) => g.events.some((e) => e.type === 'GOAL'));
      log.games[live].awayScore = 5;
      const forged = await imported(url, log);
      expect(forged.problems).toEqual([expect.objectContaining({ path: `/games/${live}/awayScore`, code: 'LOG_DISAGREES' })]);
      const goal = log.games[live].events.find((e) => e.type === 'GOAL')!;
      Object.assign(log.games[live].events[0], { type: goal.type, payload: goal.payload });
      const replay = await imported(url, log);
      expect(replay.problems[0]).toMatchObject({ path: `/games/${live}/events/0`, code: 'LOG_DOES_NOT_REPLAY' });

      expect(await imported(url, 'not a document')).toMatchObject({ stored: false, problems: [expect.objectContaining({ code: 'NOT_A_DOCUMENT' })] });
      const dry = await imported(url, document, { dryRun: true });
      expect(dry).toMatchObject({ dryRun: true, stored: false, problems: [] });
      // players already here by name and birth date are matched, not created
      expect(dry.created + dry.matched).toBe(dry.rows);
      expect(await rowCounts(target.current().db)).toEqual(counts);
    });

    it('POST /competitions/import.json takes a document larger than /graphql allows, with an ADMIN token checked before the body', async () => {
      const origin = target.current().url.replace(/\/graphql$/, '');
      const big = { ...(JSON.parse(JSON.stringify(document)) as CompetitionDocument), padding: 'x'.repeat(1_200_000) };
      expect((await call(target.current().url, IMPORT, { document: big }, ADMIN_TOKEN)).errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
      const unauthorised = await fetch(`${origin}/competitions/import.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(big) });
      expect(unauthorised.status).toBe(401);
      const response = await fetch(`${origin}/competitions/import.json?dryRun=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify(big),
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as Report).problems).toEqual([expect.objectContaining({ path: '/padding', code: 'UNKNOWN_FIELD' })]);
      const good = await fetch(`${origin}/competitions/import.json?dryRun=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify(document),
      });
      expect(good.status).toBe(200);
      expect(await good.json()).toMatchObject({ dryRun: true, stored: false, problems: [] });
    });
  });
}
