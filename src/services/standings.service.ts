import { randomUUID } from 'node:crypto';
import { type EntityManager, type FindOptionsWhere, In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import type { Database, Transaction } from '../db/database';
import { CoinTossEntity, CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity, TeamEntity } from '../db/entities';
import { GameStatus, STANDINGS_STAGES } from '../domain/enums';
import { resultFacts } from '../domain/game/result';
import { resolveRuleset } from '../domain/rulesets';
import { standings, type StandingsGame, type StandingsRow } from '../domain/standings';
import { CRITERIA, TIEBREAK_CHAINS, type TiebreakCriterion } from '../domain/tiebreakers';
import { badField, ruleViolation } from '../errors';
import { text } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import { requireRow } from './context';
import { WebhookEvent } from '../domain/webhooks';
import { enqueueWebhookMessage } from './webhooks/outbox';

const FINISHED: GameStatus[] = [GameStatus.FINAL, GameStatus.FORFEITED];
const CACHED_DIVISIONS = 500;

/**
 * Bumps a division's standings version, in the transaction of the change that moves its table,
 * writes the webhooks' standings.changed message there, and returns the new version (the division row stays locked until the transaction ends, so versions
 * commit in order).
 */
export async function standingsMoved(manager: EntityManager, divisionId: string): Promise<number> {
  await manager.increment(DivisionEntity, { id: divisionId }, 'standingsVersion', 1);
  const division = await manager.findOneOrFail(DivisionEntity, { where: { id: divisionId }, select: { id: true, competitionId: true, standingsVersion: true } });
  // The webhooks' standings.changed, in the same transaction (outbox.ts).
  await enqueueWebhookMessage(manager, { event: WebhookEvent.STANDINGS_CHANGED, competitionId: division.competitionId, data: { divisionId, version: division.standingsVersion } });
  return division.standingsVersion;
}

/** standingsMoved once per transaction for a division, and its watchers told after the commit (a correction that moves a table). */
export async function standingsChanged(tx: Transaction, bus: EventBus, divisionId: string): Promise<void> {
  if (tx.standingsVersions.has(divisionId)) return;
  tx.standingsVersions.set(divisionId, await standingsMoved(tx.manager, divisionId));
  tx.afterCommit(() => bus.publishStandingsChanged(divisionId));
}

/** A division's standings as read: its rows, and which table they are. */
export interface StandingsTable {
  divisionId: string;
  /** the date the table is as of; null: now */
  asOf: Date | null;
  /** the division's standings version when it was read */
  version: number;
  rows: StandingsRow[];
}

/** A division's counted games as of a standings version, and the table they gave. */
interface Aggregate {
  version: number;
  games: Map<string, StandingsGame>;
  rows: StandingsRow[];
}

type CountedRow = Pick<GameEntity, 'id' | 'homeTeamId' | 'awayTeamId' | 'startsAt' | 'status' | 'stage'> & Partial<Pick<GameEntity, 'result' | 'state'>>;

/**
 * A division's standings, from its finished round-robin or regular-season games (live-scored or
 * kept on paper) under its competition's rulebook, as of now or of a date; and the coin tosses
 * officials record for teams the criteria leave level (R6).
 */
export class StandingsService {
  /** By division: the counted games and the table, at the standings version they were read at. */
  private readonly cache = new Map<string, Aggregate>();

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
  ) {}

  /**
   * A division's standings, as of now or of a date. The table of now is kept with the division's
   * counted games: while the division's standings version stands (every change that moves it bumps
   * the version in its own transaction) a read costs one small query, on any instance; after a
   * change, only the games stamped with a newer version are read again, and the table is ranked
   * afresh from the games in memory.
   */
  async standings(divisionId: string, asOf?: Date | null): Promise<StandingsRow[]> {
    return (await this.table(divisionId, asOf)).rows;
  }

  /**
   * The standings with what identifies them: the division, the date they are as of (null: now),
   * and the division's standings version they were read at, the same number the standings.changed
   * webhook carries (a table of now at a higher version is newer).
   */
  async table(divisionId: string, asOf?: Date | null): Promise<StandingsTable> {
    const division = await requireRow(this.db.manager, DivisionEntity, divisionId, 'Division', 'divisionId');
    const version = division.standingsVersion;
    const table = (rows: StandingsRow[]): StandingsTable => ({ divisionId, asOf: asOf ?? null, version, rows });
    const cached = asOf ? undefined : this.cache.get(divisionId);
    if (cached?.version === division.standingsVersion) return table(cached.rows);
    const competition = await requireRow(this.db.manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
    if (asOf)
      return table(await this.rank(division, competition, await this.counted(competition, { divisionId, status: In(FINISHED), stage: In([...STANDINGS_STAGES]), startsAt: LessThanOrEqual(asOf) })));
    let games: Map<string, StandingsGame>;
    if (cached && cached.version < division.standingsVersion) {
      // Applying a game twice is harmless (it replaces itself), so a change committed between the
      // version read and this one is at worst read again next time.
      games = new Map(cached.games);
      const changed = await this.db.manager.find(GameEntity, {
        where: { divisionId, standingsVersion: MoreThan(cached.version) },
        select: { id: true, homeTeamId: true, awayTeamId: true, startsAt: true, status: true, stage: true, result: true, state: true },
      });
      const counted = await withPenaltyCounts(
        this.db.manager,
        changed.map((row) => [row.id, countedGame(row, competition)] as const),
      );
      counted.forEach(([id, game]) => (game ? games.set(id, game) : games.delete(id)));
    } else {
      games = await this.counted(competition, { divisionId, status: In(FINISHED), stage: In([...STANDINGS_STAGES]) });
    }
    const rows = await this.rank(division, competition, games);
    this.cache.delete(divisionId);
    this.cache.set(divisionId, { version: division.standingsVersion, games, rows });
    // Kept small: the oldest computed table goes first.
    if (this.cache.size > CACHED_DIVISIONS) this.cache.delete(this.cache.keys().next().value!);
    return table(rows);
  }

  /**
   * The tie-breaker chain a division's standings apply to teams level on points, in order, each with
   * its words (R7): the competition's own chain (rules.tiebreakers) or its preset's.
   */
  async tiebreakChain(divisionId: string): Promise<Array<{ criterion: TiebreakCriterion; label: string }>> {
    const division = await requireRow(this.db.manager, DivisionEntity, divisionId, 'Division', 'divisionId');
    const competition = await requireRow(this.db.manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
    const chain = competition.rulesOverrides?.tiebreakers ?? TIEBREAK_CHAINS[competition.preset].criteria;
    return chain.map((criterion) => ({ criterion, label: CRITERIA[criterion].label }));
  }

  /** The games that count, by id: the small result facts kept with each game, or for a game stored before they were, its state. */
  private async counted(competition: CompetitionEntity, where: FindOptionsWhere<GameEntity>): Promise<Map<string, StandingsGame>> {
    const { manager } = this.db;
    const select = { id: true, homeTeamId: true, awayTeamId: true, startsAt: true, status: true, stage: true } as const;
    const [games, older] = await Promise.all([
      manager.find(GameEntity, { where: { ...where, result: Not(IsNull()) }, select: { ...select, result: true } }),
      manager.find(GameEntity, { where: { ...where, result: IsNull() }, select: { ...select, state: true } }),
    ]);
    const counted = await withPenaltyCounts(
      manager,
      [...games, ...older].map((row) => [row.id, countedGame(row, competition)] as const),
    );
    return new Map(counted.flatMap(([id, game]) => (game ? [[id, game] as const] : [])));
  }

  private async rank(division: DivisionEntity, competition: CompetitionEntity, games: ReadonlyMap<string, StandingsGame>): Promise<StandingsRow[]> {
    const { manager } = this.db;
    const [teams, tosses] = await Promise.all([
      manager.find(TeamEntity, { where: { divisionId: division.id }, select: { id: true } }),
      manager.find(CoinTossEntity, { where: { divisionId: division.id }, order: { recordedAt: 'ASC' } }),
    ]);
    return standings({
      preset: competition.preset,
      teamIds: teams.map((t) => t.id),
      games: [...games.values()],
      coinTosses: tosses.map((t) => ({ order: t.teamIds })),
      chain: competition.rulesOverrides?.tiebreakers,
    });
  }

  /**
   * R6: an official records a coin toss for teams the criteria leave level — exactly one group the
   * current standings report as unresolved, from the toss's winner down.
   */
  async recordCoinToss(divisionId: string, teamIds: readonly string[], note?: string | null): Promise<StandingsTable> {
    if (new Set(teamIds).size !== teamIds.length) throw badField('teamIds', text('errors.BAD_USER_INPUT.teamTwice'));
    const rows = await this.standings(divisionId);
    const groups = unresolvedGroups(rows);
    const group = groups.find((g) => g.length === teamIds.length && g.every((id) => teamIds.includes(id)));
    if (!group) {
      throw ruleViolation(groups.length ? text('errors.RULE_VIOLATION.notALevelGroup', { groups: groups.map((g) => g.join(', ')).join(' / ') }) : text('errors.RULE_VIOLATION.nothingLevel'), 'R6');
    }
    await this.db.transaction(async (tx) => {
      await tx.manager.insert(CoinTossEntity, { id: randomUUID(), divisionId, teamIds: [...teamIds], note: note?.trim() || null });
      await standingsMoved(tx.manager, divisionId);
      tx.afterCommit(() => this.bus.publishStandingsChanged(divisionId));
    });
    return this.table(divisionId);
  }
}

/** A counted game whose result facts may predate the penalty counts (R31). */
type CountedGame = Omit<StandingsGame, 'homePenalties' | 'awayPenalties'> & Partial<Pick<StandingsGame, 'homePenalties' | 'awayPenalties'>>;

/** A game as the standings count it, or null when it does not count (not finished, not a standings stage). */
function countedGame(row: CountedRow, competition: CompetitionEntity): CountedGame | null {
  if (!FINISHED.includes(row.status) || !STANDINGS_STAGES.has(row.stage)) return null;
  const facts = row.result ?? (row.state ? resultFacts(row.state, resolveRuleset(competition.preset, competition.rulesOverrides)) : null);
  if (!facts) return null;
  return { id: row.id, homeTeamId: row.homeTeamId, awayTeamId: row.awayTeamId, startsAt: row.startsAt.toISOString(), ...facts, decision: facts.decision as StandingsGame['decision'] };
}

/**
 * R31: each game's penalty counts, from its result facts; a game stored before they were kept has
 * them counted from its log (its PENALTY events not voided, by team), in one query for all such games.
 */
async function withPenaltyCounts(manager: EntityManager, games: ReadonlyArray<readonly [string, CountedGame | null]>): Promise<Array<[string, StandingsGame | null]>> {
  const uncounted = games.flatMap(([, g]) => (g && (g.homePenalties === undefined || g.awayPenalties === undefined) ? [g.id] : []));
  const logged = new Map<string, number>();
  if (uncounted.length) {
    const penalties = await manager.find(GameEventEntity, { where: { gameId: In(uncounted), type: 'PENALTY', voided: false }, select: { gameId: true, teamId: true } });
    for (const p of penalties) logged.set(`${p.gameId}/${p.teamId}`, (logged.get(`${p.gameId}/${p.teamId}`) ?? 0) + 1);
  }
  return games.map(([id, g]) => [
    id,
    g && {
      ...g,
      homePenalties: g.homePenalties ?? logged.get(`${g.id}/${g.homeTeamId}`) ?? 0,
      awayPenalties: g.awayPenalties ?? logged.get(`${g.id}/${g.awayTeamId}`) ?? 0,
    },
  ]);
}

/** Runs of rows level with the next after every criterion (R6), as team ids. */
export function unresolvedGroups(rows: readonly StandingsRow[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  rows.forEach((row) => {
    current.push(row.teamId);
    if (!row.unresolvedWithNext) {
      if (current.length > 1) groups.push(current);
      current = [];
    }
  });
  return groups;
}
