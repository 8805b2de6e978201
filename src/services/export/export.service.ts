import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
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
import { isAdmin, type Principal } from '../../auth/principal';
import { forbidden, unauthenticated } from '../../errors';
import { text } from '../../domain/messages';
import { requireRow } from '../context';
import { type CompetitionDocument, EXPORT_FORMAT, type ExportedGame } from './document';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const isoOf = (d: Date): string => d.toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `find` with an id list, 500 at a time (SQLite bounds the variables of a statement). */
async function findIn<T extends ObjectLiteral>(m: EntityManager, entity: EntityTarget<T>, column: string, values: readonly string[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += 500) out.push(...(await m.find(entity, { where: { [column]: In(values.slice(i, i + 500)) } as never })));
  return out;
}
const byCreated = <T extends { createdAt: Date; id: string }>(a: T, b: T) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** Every UUID-shaped string inside a JSON value (the ids an event's payload names). */
export function idsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (UUID.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idsIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) idsIn(v, into);
  }
  return into;
}

/**
 * A whole competition as one document (docs/open-data.md, "Whole competitions"). The full document
 * is an ADMIN's: it holds birth dates, waivers, discipline, protests and registrations. The public
 * one holds what the public API and the CSV files show, and leaves the rest out: players' birth
 * dates, waivers, ranking tiers and experience; roster waivers and clearances; discipline links;
 * coin-toss notes; and every team official, registration, suspension, fine and protest.
 */
export class ExportService {
  constructor(private readonly db: Database) {}

  /** The document for this caller: the public one for anyone, the full one for an ADMIN only. */
  async exportCompetition(principal: Principal, competitionId: string, options: { public: boolean }): Promise<CompetitionDocument> {
    if (!options.public && !isAdmin(principal)) {
      if (principal.kind !== 'token') throw unauthenticated(text('errors.UNAUTHENTICATED.fullExport'));
      throw forbidden(text('errors.FORBIDDEN.fullExport'));
    }
    return this.build(competitionId, options);
  }

  /** The document, with no check of who asks (the office's command line on its own database). */
  async build(competitionId: string, options: { public: boolean }, now: Date = new Date()): Promise<CompetitionDocument> {
    const m = this.db.manager;
    const competition = await requireRow(m, CompetitionEntity, competitionId, 'Competition', 'id');
    const divisions = (await m.find(DivisionEntity, { where: { competitionId } })).sort(byCreated);
    const divisionIds = divisions.map((d) => d.id);
    const teams = divisionIds.length ? (await findIn(m, TeamEntity, 'divisionId', divisionIds)).sort(byCreated) : [];
    const teamIds = teams.map((t) => t.id);
    const entries = await findIn(m, RosterEntryEntity, 'teamId', teamIds);
    entries.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.id.localeCompare(b.id));
    const officials = (await findIn(m, TeamOfficialEntity, 'teamId', teamIds)).sort(byCreated);
    const games = await findIn(m, GameEntity, 'divisionId', divisionIds);
    games.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
    const gameIds = games.map((g) => g.id);
    const events = (await findIn(m, GameEventEntity, 'gameId', gameIds)).sort((a, b) => a.seq - b.seq);
    const brackets = (await findIn(m, BracketEntity, 'divisionId', divisionIds)).sort(byCreated);
    const bracketGames = await findIn(
      m,
      BracketGameEntity,
      'bracketId',
      brackets.map((b) => b.id),
    );
    const tosses = await findIn(m, CoinTossEntity, 'divisionId', divisionIds);
    tosses.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || a.id.localeCompare(b.id));
    const registrations = (await m.find(RegistrationEntity, { where: { competitionId } })).sort(byCreated);
    const suspensions = (await m.find(SuspensionEntity, { where: { competitionId } })).sort(byCreated);
    const fines = (await m.find(FineEntity, { where: { competitionId } })).sort(byCreated);
    const accounts = options.public ? [] : (await m.find(TeamAccountEntryEntity, { where: { competitionId } })).sort((a, b) => a.at.getTime() - b.at.getTime() || byCreated(a, b));
    const audit = options.public ? [] : (await m.find(AuditEntryEntity, { where: { competitionId } })).sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
    const protests = (await m.find(ProtestEntity, { where: { competitionId } })).sort((a, b) => a.filedAt.getTime() - b.filedAt.getTime() || a.id.localeCompare(b.id));

    // The players: rostered here, named by an event, or by this competition's paperwork and discipline.
    const wanted = new Set<string>(entries.map((e) => e.playerId));
    for (const e of events) {
      if (e.playerId) wanted.add(e.playerId);
      idsIn(e.payload, wanted);
    }
    if (!options.public) for (const row of [...registrations, ...suspensions, ...fines, ...accounts]) if (row.playerId) wanted.add(row.playerId);
    const players = (await findIn(m, PlayerEntity, 'id', [...wanted])).sort(byCreated);

    const eventsOf = new Map<string, GameEventEntity[]>();
    for (const e of events) eventsOf.set(e.gameId, [...(eventsOf.get(e.gameId) ?? []), e]);
    const pub = options.public;
    const document: CompetitionDocument = {
      format: EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      public: pub,
      competition: {
        id: competition.id,
        name: competition.name,
        kind: competition.kind,
        preset: competition.preset,
        rulesOverrides: (competition.rulesOverrides as Record<string, unknown> | null) ?? null,
        seasonStartsAt: iso(competition.seasonStartsAt),
        additionCutoff: iso(competition.additionCutoff),
        timeZone: competition.timeZone,
        language: competition.language,
        ...(pub ? {} : { disciplineLinks: competition.disciplineLinks ?? null }),
        previousSummerCompetitionId: competition.previousSummerCompetitionId ?? null,
        createdAt: isoOf(competition.createdAt),
      },
      divisions: divisions.map((d) => ({ id: d.id, name: d.name, rating: d.rating, category: d.category, createdAt: isoOf(d.createdAt) })),
      teams: teams.map((t) => ({ id: t.id, divisionId: t.divisionId, name: t.name, shortName: t.shortName, createdAt: isoOf(t.createdAt) })),
      players: players.map((p) =>
        pub
          ? { id: p.id, name: p.name, createdAt: isoOf(p.createdAt) }
          : { id: p.id, name: p.name, birthDate: p.birthDate, waiverSigned: p.waiverSigned, rankingTier: p.rankingTier, experienceLevel: p.experienceLevel, createdAt: isoOf(p.createdAt) },
      ),
      rosterEntries: entries.map((e) => ({
        id: e.id,
        teamId: e.teamId,
        playerId: e.playerId,
        number: e.number,
        position: e.position,
        ...(pub ? {} : { waiverSigned: e.waiverSigned }),
        pickup: e.pickup,
        goalieAffiliation: e.goalieAffiliation,
        addedAt: isoOf(e.addedAt),
        ...(pub ? {} : { clearance: e.clearance }),
        releasedAt: iso(e.releasedAt),
      })),
      games: games.map((g): ExportedGame => ({
        id: g.id,
        divisionId: g.divisionId,
        homeTeamId: g.homeTeamId,
        awayTeamId: g.awayTeamId,
        startsAt: isoOf(g.startsAt),
        venue: g.venue,
        stage: g.stage,
        status: g.status,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        decision: g.decision,
        certifiedAt: iso(g.certifiedAt),
        ...(pub ? {} : { certifiedBy: g.certifiedBy }),
        crew: g.crew,
        signOffs: g.signOffs?.map(({ recordedBy, ...signOff }) => (pub ? signOff : { ...signOff, recordedBy })) ?? null,
        createdAt: isoOf(g.createdAt),
        events: (eventsOf.get(g.id) ?? []).map((e) => ({
          id: e.id,
          seq: e.seq,
          type: e.type,
          period: e.period,
          clockRemainingMs: e.clockRemainingMs,
          teamId: e.teamId,
          playerId: e.playerId,
          payload: e.payload,
          clientEventId: e.clientEventId,
          voided: e.voided,
          recordedByName: e.recordedByName,
          recordedAt: isoOf(e.recordedAt),
        })),
      })),
      brackets: brackets.map((b) => ({
        id: b.id,
        divisionId: b.divisionId,
        format: b.format,
        seeds: b.seeds,
        createdAt: isoOf(b.createdAt),
        version: b.version,
        games: bracketGames
          .filter((x) => x.bracketId === b.id)
          .sort((x, y) => x.slotKey.localeCompare(y.slotKey))
          .map((x) => ({ id: x.id, slotKey: x.slotKey, gameId: x.gameId })),
      })),
      coinTosses: tosses.map((t) => ({ id: t.id, divisionId: t.divisionId, teamIds: t.teamIds, ...(pub ? {} : { note: t.note }), recordedAt: isoOf(t.recordedAt) })),
    };
    if (pub) return document;
    return {
      ...document,
      teamOfficials: officials.map((o) => ({ id: o.id, teamId: o.teamId, name: o.name, role: o.role, createdAt: isoOf(o.createdAt) })),
      registrations: registrations.map((r) => ({ id: r.id, playerId: r.playerId, receivedAt: isoOf(r.receivedAt), createdAt: isoOf(r.createdAt) })),
      suspensions: suspensions.map((s) => ({
        id: s.id,
        playerId: s.playerId,
        teamOfficialId: s.teamOfficialId,
        teamId: s.teamId,
        gameId: s.gameId,
        kind: s.kind,
        games: s.games,
        reason: s.reason,
        rule: s.rule,
        adjustments: (s.adjustments as unknown[] | null) ?? null,
        causedByEventId: s.causedByEventId,
        startsAt: isoOf(s.startsAt),
        liftedAt: iso(s.liftedAt),
        createdAt: isoOf(s.createdAt),
      })),
      fines: fines.map((f) => ({
        id: f.id,
        playerId: f.playerId,
        teamId: f.teamId,
        teamOfficialId: f.teamOfficialId,
        amountCents: f.amountCents,
        reason: f.reason,
        rule: f.rule,
        kind: f.kind,
        rebatedToTeamId: f.rebatedToTeamId,
        causedByEventId: f.causedByEventId,
        paidAt: iso(f.paidAt),
        refundedAt: iso(f.refundedAt),
        waivedAt: iso(f.waivedAt),
        waivedReason: f.waivedReason,
        createdAt: isoOf(f.createdAt),
      })),
      protests: protests.map((p) => ({
        id: p.id,
        gameId: p.gameId,
        teamId: p.teamId,
        grounds: p.grounds,
        incidentAt: isoOf(p.incidentAt),
        feeFineId: p.feeFineId,
        status: p.status,
        ruling: p.ruling,
        ruledAt: iso(p.ruledAt),
        filedAt: isoOf(p.filedAt),
      })),
      teamAccounts: accounts.map((a) => ({
        id: a.id,
        teamId: a.teamId,
        kind: a.kind,
        amountCents: a.amountCents,
        playerId: a.playerId,
        description: a.description,
        at: isoOf(a.at),
        paidAt: iso(a.paidAt),
        createdAt: isoOf(a.createdAt),
        bondId: a.bondId ?? null,
      })),
      auditTrail: audit.map((a) => ({
        id: a.id,
        entityType: a.entityType,
        entityId: a.entityId,
        action: a.action,
        changes: a.changes.map((c) => ({ field: c.field, before: c.before ?? null, after: c.after ?? null })),
        reason: a.reason,
        actorName: a.actorName,
        actorRole: a.actorRole,
        at: isoOf(a.at),
      })),
    };
  }
}
