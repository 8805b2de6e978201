import { randomUUID } from 'node:crypto';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Database } from '../../db/database';
import {
  BracketEntity,
  BracketGameEntity,
  CoinTossEntity,
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  ProtestEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamAccountEntryEntity,
  TeamEntity,
  TeamOfficialEntity,
} from '../../db/entities';
import type { DivisionCategory, GameStage } from '../../domain/enums';
import { FaceoffError } from '../../domain/errors';
import { applyEvent, initialState } from '../../domain/game/machine';
import { resultFacts } from '../../domain/game/result';
import { toScoreboard } from '../../domain/game/scoreboard-view';
import type { GameSetup, GameState, RecordedEvent } from '../../domain/game/types';
import { forDivision, resolveRuleset, RULESETS, type Ruleset } from '../../domain/rulesets';
import { overrideProblems } from '../../domain/rulesets/overrides';
import { type CompetitionDocument, EXPORT_FORMAT, type IdPolicy } from './document';
import { documentValidator, schemaProblems } from './schema';
import { type CrewMember, normalizeCrew } from '../../domain/crew';
import { attachText, type Param, TEXT, text, type Text, translate } from '../../domain/messages';
import { TEXT_MAX, type TextRule, textProblem } from '../../domain/text-rules';
import { CREW_NAME_MAX } from '../../domain/crew';
import { SHORT_NAME_MAX } from '../../domain/short-name';

/** One problem of an imported document: a JSON Pointer to the value, a stable code, and what to change. */
export interface DocumentProblem {
  line: null;
  column: null;
  path: string;
  code: string;
  message: string;
}

export interface CompetitionImportReport {
  dryRun: boolean;
  stored: boolean;
  /** records read (every item of every list, the competition included) */
  rows: number;
  /** rows stored, or that would be on a dry run */
  created: number;
  /** players matched to one already known rather than created */
  matched: number;
  ignoredColumns: string[];
  problems: DocumentProblem[];
  /** the competition's id here (the new one with NEW ids); null when nothing is (or would be) stored */
  competitionId: string | null;
}

/** At most this many problems are listed; a document with more is refused all the same. */
const MAX_PROBLEMS = 500;
const CHUNK = 100;
const PAYLOAD_META_KEYS = ['details', 'correctionReason'];

class RolledBack extends Error {}

/** A problem; its message from the catalogue (src/domain/messages), or English text that is in none (an override's). */
function problem(path: string, code: string, message: string | Text): DocumentProblem {
  if (typeof message === 'string') return { line: null, column: null, path, code, message };
  return attachText({ line: null, column: null, path, code, message: translate('en', message) }, message);
}
const said = (key: string, params?: Record<string, Param>): Text => text(`documentImport.${key}`, params);
const date = (s: string | null | undefined): Date | null => (s ? new Date(s) : null);
const must = (s: string): Date => new Date(s);

/** Replaces every id of `map` found as a string anywhere in a JSON value. */
function remap<T>(value: T, map: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (map.get(value) ?? value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => remap(v, map)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v, map)])) as T;
  return value;
}

/** Told how far a long import is: games replayed, then rows stored (the office's command line draws a bar). */
export type ImportProgress = (step: 'replay' | 'store', done: number, total: number) => void;

/**
 * Loads a whole-competition document (docs/open-data.md, "Whole competitions") into this Faceoff in
 * one transaction: checked against docs/competition-export.schema.json, then every reference checked
 * against the document, every id against this database (KEEP), every game's log replayed through
 * the game machine (the state, scoreboard, result and each event's derived facts are folded again,
 * never copied), and nothing stored unless there is no problem at all.
 */
export class CompetitionImportService {
  constructor(private readonly db: Database) {}

  async importCompetition(raw: unknown, options: { dryRun: boolean; ids: IdPolicy; progress?: ImportProgress }): Promise<CompetitionImportReport> {
    const report: CompetitionImportReport = { dryRun: options.dryRun, stored: false, rows: 0, created: 0, matched: 0, ignoredColumns: [], problems: [], competitionId: null };
    const fail = (problems: DocumentProblem[]) => ({ ...report, problems: problems.slice(0, MAX_PROBLEMS) });
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail([problem('/', 'NOT_A_DOCUMENT', said('notADocument', { format: EXPORT_FORMAT }))]);
    const validate = documentValidator();
    if (!validate(raw)) return fail(schemaProblems(validate.errors ?? []).map((p) => problem(p.path, p.code, p.said)));
    const doc = raw as CompetitionDocument;
    if (doc.public) return fail([problem('/public', 'PUBLIC_DOCUMENT', said('publicDocument'))]);
    report.rows =
      1 +
      doc.divisions.length +
      doc.teams.length +
      doc.players.length +
      doc.rosterEntries.length +
      doc.games.length +
      doc.brackets.length +
      doc.coinTosses.length +
      doc.games.reduce((n, g) => n + g.events.length, 0) +
      doc.brackets.reduce((n, b) => n + b.games.length, 0) +
      (doc.teamOfficials?.length ?? 0) +
      (doc.registrations?.length ?? 0) +
      (doc.suspensions?.length ?? 0) +
      (doc.fines?.length ?? 0) +
      (doc.protests?.length ?? 0) +
      (doc.teamAccounts?.length ?? 0);

    const problems = [...textProblems(doc), ...referenceProblems(doc)];
    if (problems.length) return fail(problems);

    try {
      return await this.db.transaction(async (tx) => {
        const m = tx.manager;
        const ids = await this.idMap(m, doc, options.ids, problems, report);
        const external = await this.externalCompetitions(m, doc);
        const games = this.replay(doc, ids, problems, options.progress);
        if (problems.length) {
          report.problems = problems.slice(0, MAX_PROBLEMS);
          throw new RolledBack();
        }
        await this.store(m, doc, ids, external, games, report, options.progress);
        report.competitionId = ids.get(doc.competition.id)!;
        if (options.dryRun) throw new RolledBack();
        report.stored = true;
        return report;
      });
    } catch (error) {
      if (error instanceof RolledBack) return report;
      throw error;
    }
  }

  /** Old id → id here. NEW: fresh ids (a player known by name and birth date is matched); KEEP: the same, a taken one listed. */
  private async idMap(m: EntityManager, doc: CompetitionDocument, policy: IdPolicy, problems: DocumentProblem[], report: CompetitionImportReport): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    const at = <T extends { id: string }>(path: string, rows: readonly T[]) => rows.map((r, i) => ({ id: r.id, path: `${path}/${i}/id` }));
    const lists: Array<[EntityTarget<ObjectLiteral>, Array<{ id: string; path: string }>]> = [
      [CompetitionEntity, [{ id: doc.competition.id, path: '/competition/id' }]],
      [DivisionEntity, at('/divisions', doc.divisions)],
      [TeamEntity, at('/teams', doc.teams)],
      [TeamOfficialEntity, at('/teamOfficials', doc.teamOfficials ?? [])],
      [RosterEntryEntity, at('/rosterEntries', doc.rosterEntries)],
      [RegistrationEntity, at('/registrations', doc.registrations ?? [])],
      [GameEntity, at('/games', doc.games)],
      [GameEventEntity, doc.games.flatMap((g, i) => at(`/games/${i}/events`, g.events))],
      [BracketEntity, at('/brackets', doc.brackets)],
      [BracketGameEntity, doc.brackets.flatMap((b, i) => at(`/brackets/${i}/games`, b.games))],
      [CoinTossEntity, at('/coinTosses', doc.coinTosses)],
      [SuspensionEntity, at('/suspensions', doc.suspensions ?? [])],
      [FineEntity, at('/fines', doc.fines ?? [])],
      [ProtestEntity, at('/protests', doc.protests ?? [])],
      [TeamAccountEntryEntity, at('/teamAccounts', doc.teamAccounts ?? [])],
    ];
    for (const [entity, rows] of lists) {
      if (policy === 'NEW') {
        for (const row of rows) map.set(row.id, randomUUID());
        continue;
      }
      const taken = new Set<string>();
      for (let i = 0; i < rows.length; i += 500) {
        const found = await m.find(entity, { where: { id: In(rows.slice(i, i + 500).map((r) => r.id)) } as never, select: { id: true } as never });
        for (const f of found) taken.add((f as { id: string }).id);
      }
      for (const row of rows) {
        map.set(row.id, row.id);
        if (taken.has(row.id)) problems.push(problem(row.path, 'ID_TAKEN', said('idTaken', { id: row.id })));
      }
    }
    // Players outlive a competition (R55): one known here by the same name and birth date is the same player.
    const byId = new Map<string, PlayerEntity>();
    const byPerson = new Map<string, PlayerEntity>();
    const person = (p: { name: string; birthDate?: string }) => `${p.name}\u0000${p.birthDate}`;
    for (let i = 0; i < doc.players.length; i += 500) {
      const slice = doc.players.slice(i, i + 500);
      const found =
        policy === 'KEEP' ? await m.find(PlayerEntity, { where: { id: In(slice.map((p) => p.id)) } }) : await m.find(PlayerEntity, { where: { name: In([...new Set(slice.map((p) => p.name))]) } });
      for (const f of found) {
        byId.set(f.id, f);
        if (!byPerson.has(person(f))) byPerson.set(person(f), f);
      }
    }
    for (const [i, p] of doc.players.entries()) {
      const taken = policy === 'KEEP' ? byId.get(p.id) : undefined;
      if (taken) {
        if (taken.name === p.name && taken.birthDate === p.birthDate) {
          map.set(p.id, p.id);
          report.matched += 1;
        } else {
          problems.push(problem(`/players/${i}/id`, 'ID_TAKEN', said('playerIdTaken', { id: p.id, name: taken.name })));
        }
        continue;
      }
      const known = policy === 'NEW' ? byPerson.get(person(p)) : undefined;
      if (known) report.matched += 1;
      map.set(p.id, known?.id ?? (policy === 'NEW' ? randomUUID() : p.id));
    }
    return map;
  }

  /** The other competitions the document names (discipline links, the previous summer) that exist here; the rest are dropped. */
  private async externalCompetitions(m: EntityManager, doc: CompetitionDocument): Promise<Set<string>> {
    const named = [...(doc.competition.disciplineLinks ?? []).map((l) => l.competitionId), ...(doc.competition.previousSummerCompetitionId ? [doc.competition.previousSummerCompetitionId] : [])];
    if (!named.length) return new Set();
    return new Set((await m.find(CompetitionEntity, { where: { id: In(named) }, select: { id: true } })).map((c) => c.id));
  }

  /** Every game's log replayed through the game machine with the ids it will have here. */
  private replay(doc: CompetitionDocument, ids: ReadonlyMap<string, string>, problems: DocumentProblem[], progress?: ImportProgress): Replayed[] {
    const base = resolveRuleset(doc.competition.preset as keyof typeof RULESETS, doc.competition.rulesOverrides);
    const rulesetOf = new Map<string, Ruleset>(doc.divisions.map((d) => [d.id, base.deliberateSlideMinorIn?.length ? forDivision(base, (d.category as DivisionCategory | null) ?? null) : base]));
    return doc.games
      .map((g, gi) => {
        progress?.('replay', gi + 1, doc.games.length);
        const ruleset = rulesetOf.get(g.divisionId)!;
        const setup: GameSetup = { gameId: ids.get(g.id)!, homeTeamId: ids.get(g.homeTeamId)!, awayTeamId: ids.get(g.awayTeamId)!, stage: g.stage as GameStage };
        let state: GameState = initialState(setup, ruleset, must(g.createdAt).toISOString());
        const history: RecordedEvent[] = [];
        const events: Replayed['events'] = [];
        for (const [ei, e] of g.events.entries()) {
          const payload = remap(e.payload, ids);
          const input: Record<string, unknown> = { ...payload };
          for (const key of PAYLOAD_META_KEYS) delete input[key];
          const recorded = { ...input, type: e.type, seq: e.seq, at: must(e.recordedAt).toISOString() } as RecordedEvent;
          try {
            const { state: next, facts } = applyEvent(state, recorded, ruleset, history);
            state = next;
            const stored: Record<string, unknown> = { ...input, details: facts.details };
            if (payload.correctionReason !== undefined) stored.correctionReason = payload.correctionReason;
            events.push({ source: e, facts, payload: stored });
            history.push(recorded);
          } catch (error) {
            const why: Param = error instanceof FaceoffError && error.text ? error.text : { untranslated: error instanceof Error ? error.message : String(error) };
            problems.push(problem(`/games/${gi}/events/${ei}`, 'LOG_DOES_NOT_REPLAY', said('logDoesNotReplay', { type: e.type, seq: e.seq, why })));
            return null;
          }
        }
        const snapshot = toScoreboard(state, ruleset);
        const derived = { status: state.status, homeScore: snapshot.home.score, awayScore: snapshot.away.score, decision: state.decision };
        for (const key of ['status', 'homeScore', 'awayScore', 'decision'] as const) {
          if (derived[key] !== g[key]) problems.push(problem(`/games/${gi}/${key}`, 'LOG_DISAGREES', said('logDisagrees', { value: JSON.stringify(g[key]), derived: JSON.stringify(derived[key]) })));
        }
        return { state, snapshot, result: resultFacts(state, ruleset), events };
      })
      .filter((r): r is Replayed => r !== null);
  }

  private async store(
    m: EntityManager,
    doc: CompetitionDocument,
    ids: ReadonlyMap<string, string>,
    external: ReadonlySet<string>,
    games: Replayed[],
    report: CompetitionImportReport,
    progress?: ImportProgress,
  ): Promise<void> {
    const id = (old: string) => ids.get(old)!;
    const ref = (old: string | null | undefined) => (old ? id(old) : null);
    const insert = async <T extends ObjectLiteral>(entity: EntityTarget<T>, rows: Array<QueryDeepPartialEntity<T>>) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await m.insert(entity, rows.slice(i, i + CHUNK));
        progress?.('store', report.created + Math.min(i + CHUNK, rows.length), report.rows);
      }
      report.created += rows.length;
    };
    const c = doc.competition;
    await insert(CompetitionEntity, [
      {
        id: id(c.id),
        name: c.name,
        kind: c.kind as never,
        preset: c.preset as never,
        rulesOverrides: c.rulesOverrides ?? null,
        seasonStartsAt: date(c.seasonStartsAt),
        additionCutoff: date(c.additionCutoff),
        timeZone: c.timeZone,
        language: c.language ?? 'en',
        disciplineLinks: (c.disciplineLinks ?? []).filter((l) => external.has(l.competitionId)).length ? ((c.disciplineLinks ?? []).filter((l) => external.has(l.competitionId)) as never) : null,
        previousSummerCompetitionId: c.previousSummerCompetitionId && external.has(c.previousSummerCompetitionId) ? c.previousSummerCompetitionId : null,
        createdAt: must(c.createdAt),
      },
    ]);
    await insert(
      DivisionEntity,
      doc.divisions.map((d) => ({ id: id(d.id), competitionId: id(c.id), name: d.name, rating: d.rating, category: d.category, standingsVersion: 1, createdAt: must(d.createdAt) })),
    );
    await insert(
      TeamEntity,
      doc.teams.map((t) => ({ id: id(t.id), divisionId: id(t.divisionId), name: t.name, shortName: t.shortName ?? null, createdAt: must(t.createdAt) })),
    );
    await insert(
      TeamOfficialEntity,
      (doc.teamOfficials ?? []).map((o) => ({ id: id(o.id), teamId: id(o.teamId), name: o.name, role: o.role, createdAt: must(o.createdAt) })),
    );
    const newPlayers = doc.players.filter((p, i, all) => all.findIndex((q) => id(q.id) === id(p.id)) === i);
    const existing = new Set(
      newPlayers.length
        ? await this.existingPlayers(
            m,
            newPlayers.map((p) => id(p.id)),
          )
        : [],
    );
    await insert(
      PlayerEntity,
      newPlayers
        .filter((p) => !existing.has(id(p.id)))
        .map((p) => ({
          id: id(p.id),
          name: p.name,
          birthDate: p.birthDate!,
          waiverSigned: p.waiverSigned ?? false,
          rankingTier: p.rankingTier ?? null,
          experienceLevel: p.experienceLevel ?? null,
          createdAt: must(p.createdAt),
        })),
    );
    await insert(
      RosterEntryEntity,
      doc.rosterEntries.map((e) => ({
        id: id(e.id),
        teamId: id(e.teamId),
        playerId: id(e.playerId),
        number: e.number,
        position: e.position as never,
        waiverSigned: e.waiverSigned ?? false,
        pickup: e.pickup,
        goalieAffiliation: e.goalieAffiliation,
        addedAt: must(e.addedAt),
        clearance: e.clearance ?? null,
        releasedAt: date(e.releasedAt),
      })),
    );
    await insert(
      RegistrationEntity,
      (doc.registrations ?? []).map((r) => ({ id: id(r.id), playerId: id(r.playerId), competitionId: id(c.id), receivedAt: must(r.receivedAt), createdAt: must(r.createdAt) })),
    );
    await insert(
      TeamAccountEntryEntity,
      (doc.teamAccounts ?? []).map((a) => ({
        id: id(a.id),
        competitionId: id(c.id),
        teamId: id(a.teamId),
        kind: a.kind as never,
        amountCents: a.amountCents,
        playerId: a.playerId ? id(a.playerId) : null,
        description: a.description ?? null,
        at: must(a.at),
        paidAt: date(a.paidAt),
        createdAt: must(a.createdAt),
      })),
    );
    await insert(
      GameEntity,
      doc.games.map((g, i) => {
        const r = games[i];
        return {
          id: id(g.id),
          divisionId: id(g.divisionId),
          homeTeamId: id(g.homeTeamId),
          awayTeamId: id(g.awayTeamId),
          startsAt: must(g.startsAt),
          venue: g.venue,
          stage: g.stage as never,
          status: r.state.status,
          homeScore: r.snapshot.home.score,
          awayScore: r.snapshot.away.score,
          decision: r.state.decision,
          lastSeq: g.events.at(-1)?.seq ?? 0,
          snapshot: r.snapshot as never,
          state: r.state as never,
          result: r.result as never,
          standingsVersion: r.result ? 1 : 0,
          certifiedAt: g.certifiedAt && (r.state.status === 'FINAL' || r.state.status === 'FORFEITED') ? must(g.certifiedAt) : null,
          certifiedBy: g.certifiedAt && (r.state.status === 'FINAL' || r.state.status === 'FORFEITED') ? (g.certifiedBy ?? null) : null,
          createdAt: must(g.createdAt),
          crew: g.crew?.length ? normalizeCrew(g.crew as CrewMember[]) : null,
          signOffs: g.signOffs?.length ? (g.signOffs.map((o) => ({ ...o, recordedBy: o.recordedBy ?? null })) as never) : null,
        };
      }),
    );
    const voided = (g: CompetitionDocument['games'][number]) => new Set(g.events.flatMap((e) => (e.type === 'EVENT_VOIDED' ? [Number(e.payload.targetSeq)] : [])));
    await insert(
      GameEventEntity,
      doc.games.flatMap((g, i) => {
        const off = voided(g);
        return games[i].events.map(({ source: e, facts, payload }) => ({
          id: id(e.id),
          gameId: id(g.id),
          seq: e.seq,
          type: e.type as never,
          period: facts.period,
          clockRemainingMs: facts.clockRemainingMs,
          teamId: facts.teamId,
          playerId: facts.playerId,
          payload: payload as never,
          clientEventId: e.clientEventId,
          voided: off.has(e.seq),
          recordedBy: null,
          recordedByName: e.recordedByName,
          recordedAt: must(e.recordedAt),
        }));
      }),
    );
    await insert(
      BracketEntity,
      doc.brackets.map((b) => ({ id: id(b.id), divisionId: id(b.divisionId), format: b.format, seeds: b.seeds.map(id) as never, createdAt: must(b.createdAt) })),
    );
    await insert(
      BracketGameEntity,
      doc.brackets.flatMap((b) => b.games.map((x) => ({ id: id(x.id), bracketId: id(b.id), slotKey: x.slotKey, gameId: id(x.gameId) }))),
    );
    await insert(
      CoinTossEntity,
      doc.coinTosses.map((t) => ({ id: id(t.id), divisionId: id(t.divisionId), teamIds: t.teamIds.map(id) as never, note: t.note ?? null, recordedAt: must(t.recordedAt) })),
    );
    await insert(
      FineEntity,
      (doc.fines ?? []).map((f) => ({
        id: id(f.id),
        competitionId: id(c.id),
        playerId: ref(f.playerId),
        teamId: ref(f.teamId),
        teamOfficialId: ref(f.teamOfficialId),
        amountCents: f.amountCents,
        reason: f.reason,
        rule: f.rule,
        kind: f.kind,
        rebatedToTeamId: ref(f.rebatedToTeamId),
        causedByEventId: ref(f.causedByEventId),
        paidAt: date(f.paidAt),
        refundedAt: date(f.refundedAt),
        waivedAt: date(f.waivedAt),
        waivedReason: f.waivedReason,
        createdAt: must(f.createdAt),
      })),
    );
    await insert(
      SuspensionEntity,
      (doc.suspensions ?? []).map((s) => ({
        id: id(s.id),
        playerId: ref(s.playerId),
        teamOfficialId: ref(s.teamOfficialId),
        competitionId: id(c.id),
        teamId: ref(s.teamId),
        gameId: ref(s.gameId),
        kind: s.kind,
        games: s.games,
        reason: s.reason,
        rule: s.rule,
        adjustments: (s.adjustments ? remap(s.adjustments, ids) : null) as never,
        causedByEventId: ref(s.causedByEventId),
        startsAt: must(s.startsAt),
        liftedAt: date(s.liftedAt),
        createdAt: must(s.createdAt),
      })),
    );
    await insert(
      ProtestEntity,
      (doc.protests ?? []).map((p) => ({
        id: id(p.id),
        competitionId: id(c.id),
        gameId: id(p.gameId),
        teamId: id(p.teamId),
        grounds: p.grounds,
        incidentAt: must(p.incidentAt),
        feeFineId: id(p.feeFineId),
        status: p.status,
        ruling: p.ruling,
        ruledAt: date(p.ruledAt),
        filedAt: must(p.filedAt),
      })),
    );
  }

  private async existingPlayers(m: EntityManager, ids: string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < ids.length; i += 500) out.push(...(await m.find(PlayerEntity, { where: { id: In(ids.slice(i, i + 500)) }, select: { id: true } })).map((p) => p.id));
    return out;
  }
}

interface Replayed {
  state: GameState;
  snapshot: ReturnType<typeof toScoreboard>;
  result: ReturnType<typeof resultFacts>;
  events: Array<{ source: CompetitionDocument['games'][number]['events'][number]; facts: ReturnType<typeof applyEvent>['facts']; payload: Record<string, unknown> }>;
}

/**
 * What the schema cannot say: every id once, every reference to something in the document, each
 * game's log numbered 1, 2, 3…, the unique things unique, the ruleset's overrides valid.
 */
export function referenceProblems(doc: CompetitionDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const seen = new Map<string, string>();
  const own = (path: string, id: string) => {
    const before = seen.get(id);
    if (before) problems.push(problem(`${path}/id`, 'DUPLICATE_ID', said('duplicateId', { id, other: before })));
    else seen.set(id, path);
  };
  own('/competition', doc.competition.id);
  const set = <T extends { id: string }>(path: string, rows: readonly T[]) => {
    rows.forEach((r, i) => own(`${path}/${i}`, r.id));
    return new Set(rows.map((r) => r.id));
  };
  const divisions = set('/divisions', doc.divisions);
  const teams = set('/teams', doc.teams);
  const players = set('/players', doc.players);
  const officials = set('/teamOfficials', doc.teamOfficials ?? []);
  set('/rosterEntries', doc.rosterEntries);
  set('/registrations', doc.registrations ?? []);
  const games = set('/games', doc.games);
  const events = new Set<string>();
  doc.games.forEach((g, gi) => g.events.forEach((e, ei) => (own(`/games/${gi}/events/${ei}`, e.id), events.add(e.id))));
  set('/brackets', doc.brackets);
  doc.brackets.forEach((b, bi) => b.games.forEach((x, xi) => own(`/brackets/${bi}/games/${xi}`, x.id)));
  set('/coinTosses', doc.coinTosses);
  set('/suspensions', doc.suspensions ?? []);
  const fines = set('/fines', doc.fines ?? []);
  set('/protests', doc.protests ?? []);
  set('/teamAccounts', doc.teamAccounts ?? []);

  type Thing = 'division' | 'team' | 'player' | 'teamOfficial' | 'game' | 'event' | 'fine';
  const check = (path: string, value: string | null | undefined, among: ReadonlySet<string>, what: Thing) => {
    if (value && !among.has(value)) problems.push(problem(path, 'DANGLING_REFERENCE', said('dangling', { what: said(`things.${what}`), id: value })));
  };
  const unique = (path: string, key: string, keys: Set<string>, message: Text) => {
    if (keys.has(key)) problems.push(problem(path, 'DUPLICATE', message));
    keys.add(key);
  };
  const names = new Set<string>();
  doc.divisions.forEach((d, i) => unique(`/divisions/${i}/name`, d.name, names, said('divisionsNamed', { name: d.name })));
  doc.teams.forEach((t, i) => {
    check(`/teams/${i}/divisionId`, t.divisionId, divisions, 'division');
    unique(`/teams/${i}/name`, `${t.divisionId} ${t.name}`, names, said('teamsNamed', { name: t.name }));
  });
  (doc.teamOfficials ?? []).forEach((o, i) => check(`/teamOfficials/${i}/teamId`, o.teamId, teams, 'team'));
  const rosterKeys = new Set<string>();
  doc.rosterEntries.forEach((e, i) => {
    check(`/rosterEntries/${i}/teamId`, e.teamId, teams, 'team');
    check(`/rosterEntries/${i}/playerId`, e.playerId, players, 'player');
    unique(`/rosterEntries/${i}/number`, `${e.teamId} #${e.number}`, rosterKeys, said('numberTwice', { number: e.number }));
    unique(`/rosterEntries/${i}/playerId`, `${e.teamId} ${e.playerId}`, rosterKeys, said('playerTwice'));
  });
  (doc.teamAccounts ?? []).forEach((a, i) => {
    check(`/teamAccounts/${i}/teamId`, a.teamId, teams, 'team');
    check(`/teamAccounts/${i}/playerId`, a.playerId, players, 'player');
  });
  const registered = new Set<string>();
  (doc.registrations ?? []).forEach((r, i) => {
    check(`/registrations/${i}/playerId`, r.playerId, players, 'player');
    unique(`/registrations/${i}/playerId`, r.playerId, registered, said('twoRegistrations'));
  });
  doc.games.forEach((g, i) => {
    check(`/games/${i}/divisionId`, g.divisionId, divisions, 'division');
    check(`/games/${i}/homeTeamId`, g.homeTeamId, teams, 'team');
    check(`/games/${i}/awayTeamId`, g.awayTeamId, teams, 'team');
    g.events.forEach((e, j) => {
      if (e.seq !== j + 1) problems.push(problem(`/games/${i}/events/${j}/seq`, 'SEQUENCE', said('sequence', { seq: j + 1 })));
      check(`/games/${i}/events/${j}/teamId`, e.teamId, teams, 'team');
      check(`/games/${i}/events/${j}/playerId`, e.playerId, players, 'player');
    });
    const clients = new Set<string>();
    g.events.forEach((e, j) => e.clientEventId && unique(`/games/${i}/events/${j}/clientEventId`, e.clientEventId, clients, said('clientEventIdTwice')));
  });
  const bracketed = new Set<string>();
  doc.brackets.forEach((b, i) => {
    check(`/brackets/${i}/divisionId`, b.divisionId, divisions, 'division');
    unique(`/brackets/${i}/divisionId`, b.divisionId, bracketed, said('twoBrackets'));
    b.seeds.forEach((s, j) => check(`/brackets/${i}/seeds/${j}`, s, teams, 'team'));
    b.games.forEach((x, j) => {
      check(`/brackets/${i}/games/${j}/gameId`, x.gameId, games, 'game');
      unique(`/brackets/${i}/games/${j}/gameId`, `game ${x.gameId}`, bracketed, said('twoSlots'));
    });
  });
  doc.coinTosses.forEach((t, i) => {
    check(`/coinTosses/${i}/divisionId`, t.divisionId, divisions, 'division');
    t.teamIds.forEach((x, j) => check(`/coinTosses/${i}/teamIds/${j}`, x, teams, 'team'));
  });
  (doc.suspensions ?? []).forEach((s, i) => {
    if (!s.playerId === !s.teamOfficialId) problems.push(problem(`/suspensions/${i}`, 'INVALID', said('oneSuspended')));
    check(`/suspensions/${i}/playerId`, s.playerId, players, 'player');
    check(`/suspensions/${i}/teamOfficialId`, s.teamOfficialId, officials, 'teamOfficial');
    check(`/suspensions/${i}/teamId`, s.teamId, teams, 'team');
    check(`/suspensions/${i}/gameId`, s.gameId, games, 'game');
    check(`/suspensions/${i}/causedByEventId`, s.causedByEventId, events, 'event');
  });
  (doc.fines ?? []).forEach((f, i) => {
    check(`/fines/${i}/playerId`, f.playerId, players, 'player');
    check(`/fines/${i}/teamId`, f.teamId, teams, 'team');
    check(`/fines/${i}/teamOfficialId`, f.teamOfficialId, officials, 'teamOfficial');
    check(`/fines/${i}/rebatedToTeamId`, f.rebatedToTeamId, teams, 'team');
    check(`/fines/${i}/causedByEventId`, f.causedByEventId, events, 'event');
  });
  (doc.protests ?? []).forEach((p, i) => {
    check(`/protests/${i}/gameId`, p.gameId, games, 'game');
    check(`/protests/${i}/teamId`, p.teamId, teams, 'team');
    check(`/protests/${i}/feeFineId`, p.feeFineId, fines, 'fine');
  });
  if (doc.competition.rulesOverrides) {
    for (const p of overrideProblems(doc.competition.rulesOverrides)) problems.push(problem(`/competition/rulesOverrides/${p.field}`, 'INVALID', p[TEXT] ?? p.message));
  }
  return problems;
}

/** A name: one line (the mutations' HumanName). */
const NAME: TextRule = { max: TEXT_MAX.NAME };
/** A reason, a note, a clearance: free text (the mutations' FreeText). */
const REASON: TextRule = { max: TEXT_MAX.REASON, multiline: true };
/** A code the server wrote (a rating, a role, a kind, a slot): one line, the schema's length. */
const CODE: TextRule = { max: 64 };

/** Keys of an event payload or a suspension adjustment that hold an official's free text; every other string there is one line. */
const FREE_TEXT_KEYS = new Set(['reason', 'correctionReason', 'note']);

/**
 * Every text of the document held to the same rules as the mutation that writes it
 * (src/domain/text-rules.ts: no control characters, no bidirectional overrides, no lone surrogates,
 * something visible, the length): a name sent here is refused as `createTeam` would refuse it.
 * Each problem names the value by its JSON Pointer.
 */
export function textProblems(doc: CompetitionDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const check = (path: string, value: unknown, rule: TextRule) => {
    if (value === null || value === undefined) return;
    const why = textProblem(value, rule);
    if (why) problems.push(problem(path, 'INVALID_TEXT', why));
  };
  /** Every string anywhere in a JSON value (an event's payload, a suspension's adjustments). */
  const walk = (path: string, value: unknown, key?: string) => {
    if (typeof value === 'string') check(path, value, key && FREE_TEXT_KEYS.has(key) ? REASON : { max: TEXT_MAX.REASON });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${path}/${i}`, v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, v, k);
  };
  const c = doc.competition;
  check('/competition/name', c.name, NAME);
  check('/competition/timeZone', c.timeZone, CODE);
  (c.disciplineLinks ?? []).forEach((l, i) => check(`/competition/disciplineLinks/${i}/reason`, l.reason, REASON));
  doc.divisions.forEach((d, i) => {
    check(`/divisions/${i}/name`, d.name, NAME);
    check(`/divisions/${i}/rating`, d.rating, CODE);
    check(`/divisions/${i}/category`, d.category, CODE);
  });
  doc.teams.forEach((t, i) => {
    check(`/teams/${i}/name`, t.name, NAME);
    check(`/teams/${i}/shortName`, t.shortName, { max: SHORT_NAME_MAX });
  });
  doc.players.forEach((p, i) => {
    check(`/players/${i}/name`, p.name, NAME);
    check(`/players/${i}/experienceLevel`, p.experienceLevel, CODE);
  });
  doc.rosterEntries.forEach((e, i) => check(`/rosterEntries/${i}/clearance`, e.clearance, REASON));
  doc.games.forEach((g, i) => {
    check(`/games/${i}/venue`, g.venue, NAME);
    check(`/games/${i}/certifiedBy`, g.certifiedBy, NAME);
    (g.crew ?? []).forEach((m, j) => check(`/games/${i}/crew/${j}/name`, m.name, { max: CREW_NAME_MAX }));
    (g.signOffs ?? []).forEach((o, j) => {
      check(`/games/${i}/signOffs/${j}/name`, o.name, NAME);
      check(`/games/${i}/signOffs/${j}/recordedBy`, o.recordedBy, NAME);
    });
    g.events.forEach((e, j) => {
      check(`/games/${i}/events/${j}/recordedByName`, e.recordedByName, NAME);
      check(`/games/${i}/events/${j}/clientEventId`, e.clientEventId, CODE);
      // `details` are the facts the replay derives again: never read, never stored from the document.
      for (const [key, value] of Object.entries(e.payload)) if (key !== 'details') walk(`/games/${i}/events/${j}/payload/${key}`, value, key);
    });
  });
  doc.brackets.forEach((b, i) => {
    check(`/brackets/${i}/format`, b.format, CODE);
    b.games.forEach((x, j) => check(`/brackets/${i}/games/${j}/slotKey`, x.slotKey, CODE));
  });
  doc.coinTosses.forEach((t, i) => check(`/coinTosses/${i}/note`, t.note, REASON));
  (doc.teamOfficials ?? []).forEach((o, i) => {
    check(`/teamOfficials/${i}/name`, o.name, NAME);
    check(`/teamOfficials/${i}/role`, o.role, CODE);
  });
  (doc.suspensions ?? []).forEach((x, i) => {
    check(`/suspensions/${i}/reason`, x.reason, REASON);
    check(`/suspensions/${i}/rule`, x.rule, REASON);
    walk(`/suspensions/${i}/adjustments`, x.adjustments);
  });
  (doc.fines ?? []).forEach((f, i) => {
    check(`/fines/${i}/reason`, f.reason, REASON);
    check(`/fines/${i}/rule`, f.rule, REASON);
    check(`/fines/${i}/kind`, f.kind, CODE);
    check(`/fines/${i}/waivedReason`, f.waivedReason, REASON);
  });
  (doc.teamAccounts ?? []).forEach((a, i) => check(`/teamAccounts/${i}/description`, a.description, { max: 200, multiline: true }));
  (doc.protests ?? []).forEach((p, i) => {
    check(`/protests/${i}/grounds`, p.grounds, { max: TEXT_MAX.STATEMENT, multiline: true });
    check(`/protests/${i}/ruling`, p.ruling, { max: TEXT_MAX.STATEMENT, multiline: true });
  });
  return problems;
}
