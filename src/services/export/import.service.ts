import { randomUUID } from 'node:crypto';
import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Database } from '../../db/database';
import {
  AuditEntryEntity,
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
import { type DivisionCategory, type GameStage, GameStatus } from '../../domain/enums';
import { FaceoffError } from '../../domain/errors';
import { applyEvent, initialState } from '../../domain/game/machine';
import { resultFacts } from '../../domain/game/result';
import { toScoreboard } from '../../domain/game/scoreboard-view';
import type { GameSetup, GameState, RecordedEvent } from '../../domain/game/types';
import { forDivision, resolveRuleset, RULESETS, type Ruleset } from '../../domain/rulesets';
import { type CompetitionDocument, EXPORT_FORMAT, type IdPolicy } from './document';
import { documentValidator, schemaProblems } from './schema';
import type { Param } from '../../domain/messages';
import { referenceProblems, textProblems } from './import-checks';
import { type CompetitionImportReport, type DocumentProblem, type ImportProgress, problem, said } from './import-report';
import { must, remap, type Replayed, storeCompetition } from './import-store';

export type { CompetitionImportReport, DocumentProblem, ImportProgress } from './import-report';

/** At most this many problems are listed; a document with more is refused all the same. */
const MAX_PROBLEMS = 500;
const PAYLOAD_META_KEYS = ['details', 'correctionReason', 'correctedBySeq'];

class RolledBack extends Error {}

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
      (doc.teamAccounts?.length ?? 0) +
      (doc.auditTrail?.length ?? 0);

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
        await storeCompetition(m, doc, ids, external, games, report, options.progress);
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
      [AuditEntryEntity, at('/auditTrail', doc.auditTrail ?? [])],
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
            if (payload.correctedBySeq !== undefined) stored.correctedBySeq = payload.correctedBySeq;
            events.push({ source: e, facts, payload: stored });
            history.push(recorded);
          } catch (error) {
            const why: Param = error instanceof FaceoffError && error.text ? error.text : { untranslated: error instanceof Error ? error.message : String(error) };
            problems.push(problem(`/games/${gi}/events/${ei}`, 'LOG_DOES_NOT_REPLAY', said('logDoesNotReplay', { type: e.type, seq: e.seq, why })));
            return null;
          }
        }
        // R61: a cancellation is the game row's, not an event: a game the log leaves SCHEDULED may be CANCELLED.
        if (g.status === GameStatus.CANCELLED && state.status === GameStatus.SCHEDULED) state = { ...state, status: GameStatus.CANCELLED };
        const snapshot = toScoreboard(state, ruleset);
        const derived = { status: state.status, homeScore: snapshot.home.score, awayScore: snapshot.away.score, decision: state.decision };
        for (const key of ['status', 'homeScore', 'awayScore', 'decision'] as const) {
          if (derived[key] !== g[key]) problems.push(problem(`/games/${gi}/${key}`, 'LOG_DISAGREES', said('logDisagrees', { value: JSON.stringify(g[key]), derived: JSON.stringify(derived[key]) })));
        }
        return { state, snapshot, result: resultFacts(state, ruleset), events };
      })
      .filter((r): r is Replayed => r !== null);
  }
}
