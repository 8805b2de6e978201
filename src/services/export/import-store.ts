import { In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
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
import { type CrewMember, normalizeCrew } from '../../domain/crew';
import type { applyEvent } from '../../domain/game/machine';
import type { resultFacts } from '../../domain/game/result';
import type { toScoreboard } from '../../domain/game/scoreboard-view';
import type { GameState } from '../../domain/game/types';
import type { CompetitionDocument } from './document';
import type { CompetitionImportReport, ImportProgress } from './import-report';

const CHUNK = 100;

export const date = (s: string | null | undefined): Date | null => (s ? new Date(s) : null);
export const must = (s: string): Date => new Date(s);

/** Replaces every id of `map` found as a string anywhere in a JSON value. */
export function remap<T>(value: T, map: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (map.get(value) ?? value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => remap(v, map)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v, map)])) as T;
  return value;
}

/** One game of the document as the game machine folded it again, with each event's derived facts. */
export interface Replayed {
  state: GameState;
  snapshot: ReturnType<typeof toScoreboard>;
  result: ReturnType<typeof resultFacts>;
  events: Array<{ source: CompetitionDocument['games'][number]['events'][number]; facts: ReturnType<typeof applyEvent>['facts']; payload: Record<string, unknown> }>;
}

/** Every row of a checked, replayed document inserted, in chunks, with the ids it has here. */
export async function storeCompetition(
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
      ? await existingPlayers(
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
      bondId: a.bondId ? id(a.bondId) : null,
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
    doc.brackets.map((b) => ({ id: id(b.id), divisionId: id(b.divisionId), format: b.format, seeds: b.seeds.map(id) as never, createdAt: must(b.createdAt), version: b.version ?? 1 })),
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
  // The trail names rows by id: those the document carries take their id here; a row it no longer
  // has (a player deleted, say) keeps the id it had, as the entry recorded it.
  await insert(
    AuditEntryEntity,
    (doc.auditTrail ?? []).map((a) => ({
      id: id(a.id),
      competitionId: id(c.id),
      entityType: a.entityType,
      entityId: ids.get(a.entityId) ?? a.entityId,
      action: a.action,
      changes: remap(a.changes, ids) as never,
      reason: a.reason,
      actorTokenId: null,
      actorName: a.actorName,
      actorRole: a.actorRole,
      at: must(a.at),
    })),
  );
}

/** The players of `ids` this database already knows. */
async function existingPlayers(m: EntityManager, ids: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await m.find(PlayerEntity, { where: { id: In(ids.slice(i, i + 500)) }, select: { id: true } })).map((p) => p.id));
  return out;
}
