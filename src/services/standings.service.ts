import { randomUUID } from 'node:crypto';
import { type EntityManager, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import type { Database } from '../db/database';
import { CoinTossEntity, CompetitionEntity, DivisionEntity, GameEntity, TeamEntity } from '../db/entities';
import { GameStatus, STANDINGS_STAGES } from '../domain/enums';
import { resultFacts } from '../domain/game/result';
import { resolveRuleset } from '../domain/rulesets';
import { standings, type StandingsGame, type StandingsRow } from '../domain/standings';
import { badField, ruleViolation } from '../errors';
import type { EventBus } from '../realtime/event-bus';
import { rereadOnChange } from '../realtime/reread';
import { requireRow } from './context';

const FINISHED = [GameStatus.FINAL, GameStatus.FORFEITED];
const CACHED_DIVISIONS = 500;

/** Bumps a division's standings version, in the transaction of the change that moves its table. */
export async function standingsMoved(manager: EntityManager, divisionId: string): Promise<void> {
  await manager.increment(DivisionEntity, { id: divisionId }, 'standingsVersion', 1);
}

/**
 * A division's standings, from its finished round-robin or regular-season games (live-scored or
 * kept on paper) under its competition's rulebook, as of now or of a date; and the coin tosses
 * officials record for teams the criteria leave level (R6).
 */
export class StandingsService {
  /** Tables computed by division, each with the standings version it was computed at. */
  private readonly cache = new Map<string, { version: number; rows: StandingsRow[] }>();

  constructor(private readonly db: Database, private readonly bus: EventBus) {}

  /**
   * A division's standings, as of now or of a date. The table of now is reused while the division's
   * standings version stands (every change that moves it bumps the version in its own transaction),
   * so a read after no change costs one small query, on any instance.
   */
  async standings(divisionId: string, asOf?: Date | null): Promise<StandingsRow[]> {
    const division = await requireRow(this.db.manager, DivisionEntity, divisionId, 'Division', 'divisionId');
    if (asOf) return this.compute(division, asOf);
    const cached = this.cache.get(divisionId);
    if (cached?.version === division.standingsVersion) return cached.rows;
    const rows = await this.compute(division, null);
    this.cache.delete(divisionId);
    this.cache.set(divisionId, { version: division.standingsVersion, rows });
    // Kept small: the oldest computed table goes first.
    if (this.cache.size > CACHED_DIVISIONS) this.cache.delete(this.cache.keys().next().value!);
    return rows;
  }

  private async compute(division: DivisionEntity, asOf: Date | null): Promise<StandingsRow[]> {
    const { manager } = this.db;
    const divisionId = division.id;
    const competition = await requireRow(manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    const where = { divisionId, status: In(FINISHED), stage: In([...STANDINGS_STAGES]), ...(asOf ? { startsAt: LessThanOrEqual(asOf) } : {}) };
    const [teams, games, older, tosses] = await Promise.all([
      manager.find(TeamEntity, { where: { divisionId }, select: { id: true } }),
      // The small result facts kept with each game; a game stored before they were reads its state.
      manager.find(GameEntity, { where: { ...where, result: Not(IsNull()) }, select: { id: true, homeTeamId: true, awayTeamId: true, startsAt: true, result: true } }),
      manager.find(GameEntity, { where: { ...where, result: IsNull() }, select: { id: true, homeTeamId: true, awayTeamId: true, startsAt: true, state: true } }),
      manager.find(CoinTossEntity, { where: { divisionId }, order: { recordedAt: 'ASC' } }),
    ]);
    const counted: StandingsGame[] = [...games, ...older].flatMap((game) => {
      const facts = game.result ?? (game.state ? resultFacts(game.state, ruleset) : null);
      if (!facts) return [];
      return [{ id: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, startsAt: game.startsAt.toISOString(), ...facts, decision: facts.decision as StandingsGame['decision'] }];
    });
    return standings({ preset: competition.preset, teamIds: teams.map((t) => t.id), games: counted, coinTosses: tosses.map((t) => ({ order: t.teamIds })) });
  }

  /**
   * R6: an official records a coin toss for teams the criteria leave level — exactly one group the
   * current standings report as unresolved, from the toss's winner down.
   */
  async recordCoinToss(divisionId: string, teamIds: readonly string[], note?: string | null): Promise<StandingsRow[]> {
    if (new Set(teamIds).size !== teamIds.length) throw badField('teamIds', 'names a team twice');
    const rows = await this.standings(divisionId);
    const groups = unresolvedGroups(rows);
    const group = groups.find((g) => g.length === teamIds.length && g.every((id) => teamIds.includes(id)));
    if (!group) {
      throw ruleViolation(
        groups.length
          ? `A coin toss settles teams the criteria leave level; these teams are not such a group (level now: ${groups.map((g) => g.join(', ')).join(' / ')}).`
          : 'No teams of this division are level after every criterion: there is nothing for a coin toss to settle.',
        'R6',
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.manager.insert(CoinTossEntity, { id: randomUUID(), divisionId, teamIds: [...teamIds], note: note?.trim() || null });
      await standingsMoved(tx.manager, divisionId);
      tx.afterCommit(() => this.bus.publishStandingsChanged(divisionId));
    });
    return this.standings(divisionId);
  }

  /**
   * standingsUpdated: the current standings at once, then after every committed change that moves
   * them. Listening starts before the first read, so no change falls between the two.
   */
  async updates(divisionId: string): Promise<AsyncGenerator<StandingsRow[]>> {
    return rereadOnChange(await this.bus.standingsChanges(divisionId), () => this.standings(divisionId));
  }
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
