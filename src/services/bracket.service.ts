import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { Database, Transaction } from '../db/database';
import { BracketEntity, BracketGameEntity, CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity, TeamEntity } from '../db/entities';
import { bracketField, bracketFormatFor, type BracketFormat, planBracket, resolveBracket, type ResolvedSlot, type BracketSlot, type SlotResult } from '../domain/bracket';
import { GameStatus, STANDINGS_STAGES } from '../domain/enums';
import { resolveRuleset, type Ruleset } from '../domain/rulesets';
import { badField, conflict, ruleViolation } from '../errors';
import { text } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import { requireLockedRow, requireRow } from './context';
import { insertGame, resetGame } from './game-schedule';
import type { StandingsService } from './standings.service';
import { unresolvedGroups } from './standings.service';

const DAY = 86_400_000;
const FINISHED: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

export interface CreateBracket {
  divisionId: string;
  /** team ids, seed 1 first; from the standings when left out (the round robin must be complete) */
  seeding?: string[] | null;
  /** when the first round is played; a day after the division's last game when left out */
  firstRoundAt?: Date | null;
  /** days between rounds (default 1) */
  daysBetweenRounds?: number | null;
}

/** A bracket as read: its slots resolved, with the game played for each. */
export interface BracketView {
  bracket: BracketEntity;
  /** with each slot's game as read now (a subscription's loaders would keep an old copy) */
  slots: Array<BracketSlot & ResolvedSlot & { game: GameEntity | null }>;
}

/**
 * Playoff brackets (bracket.ts): seeded from the standings or by hand, their games created as soon
 * as both teams of a slot are known — at creation, and in the transaction of the result that decides
 * them — and re-seeded when a result is corrected before the next game starts.
 */
export class BracketService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly standings: StandingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: CreateBracket): Promise<BracketView> {
    const days = input.daysBetweenRounds ?? 1;
    if (!Number.isInteger(days) || days < 0) throw badField('input.daysBetweenRounds', text('errors.BAD_USER_INPUT.wholeDays'));
    const seeds = input.seeding?.length ? input.seeding : await this.seedsFromStandings(input.divisionId);
    const view = await this.db.transaction(async (tx) => {
      const division = await requireLockedRow(tx, DivisionEntity, input.divisionId, 'Division', 'input.divisionId');
      const competition = await requireRow(tx.manager, CompetitionEntity, division.competitionId, 'Competition', 'input.divisionId');
      if (await tx.manager.exists(BracketEntity, { where: { divisionId: division.id } })) throw conflict(text('errors.CONFLICT.bracketExists', { division: division.name }));
      const teams = await tx.manager.find(TeamEntity, { where: { divisionId: division.id }, select: { id: true } });
      const known = new Set(teams.map((t) => t.id));
      if (new Set(seeds).size !== seeds.length) throw badField('input.seeding', text('errors.BAD_USER_INPUT.teamTwice'));
      const stranger = seeds.find((id) => !known.has(id));
      if (stranger) throw badField('input.seeding', text('errors.BAD_USER_INPUT.teamElsewhere', { team: stranger, division: division.name }));
      if (seeds.length < 2) throw ruleViolation(text('errors.RULE_VIOLATION.bracketTeams'), 'BRACKET');
      const { format } = bracketFormatFor(competition.preset);
      const seeded = seeds.slice(0, bracketField(format, seeds.length));
      const bracket = tx.manager.create(BracketEntity, { id: randomUUID(), divisionId: division.id, format, seeds: seeded, version: 1 });
      await tx.manager.insert(BracketEntity, bracket);
      const last = await tx.manager.findOne(GameEntity, { where: { divisionId: division.id }, order: { startsAt: 'DESC' } });
      const first = input.firstRoundAt ?? new Date((last?.startsAt.getTime() ?? this.now().getTime()) + DAY);
      await this.fill(tx, await this.read(tx.manager, bracket), resolveRuleset(competition.preset, competition.rulesOverrides), (round) => new Date(first.getTime() + (round - 1) * days * DAY));
      // Told once stored, and a pub/sub failure then never reports a stored bracket as failed
      // (a retry would meet CONFLICT "already has a bracket").
      tx.afterCommit(() => this.bus.publishBracketChanged(division.id));
      return this.read(tx.manager, bracket);
    }, this.bus.reportPublishFailure);
    return view;
  }

  /** The division's bracket as its live feed reads it: NOT_FOUND when there is no such division. */
  async bracketOfDivision(divisionId: string): Promise<BracketView | null> {
    await requireRow(this.db.manager, DivisionEntity, divisionId, 'Division', 'divisionId');
    return this.bracket(divisionId);
  }

  /** A bracket by its own id, resolved; null when there is none. */
  async bracketById(id: string): Promise<BracketView | null> {
    const bracket = await this.db.manager.findOne(BracketEntity, { where: { id } });
    return bracket ? this.read(this.db.manager, bracket) : null;
  }

  /** The division's bracket, resolved; null when it has none. */
  async bracket(divisionId: string): Promise<BracketView | null> {
    const bracket = await this.db.manager.findOne(BracketEntity, { where: { divisionId } });
    return bracket ? this.read(this.db.manager, bracket) : null;
  }

  /**
   * Called by the game log, in the transaction of an event that changed a game's result: when the
   * game belongs to a bracket, the winners move on (games created), and next games not yet started
   * take the teams a corrected result now sends them. Returns whether the bracket changed.
   */
  async afterResult(tx: Transaction, game: GameEntity, ruleset: Ruleset): Promise<boolean> {
    const link = await tx.manager.findOne(BracketGameEntity, { where: { gameId: game.id } });
    if (!link) return false;
    const bracket = await requireRow(tx.manager, BracketEntity, link.bracketId, 'Bracket', 'gameId');
    const view = await this.read(tx.manager, bracket);
    // A game the result sends teams to is played a day after the bracket's latest game (an official moves it with rescheduleGame).
    const latest = view.slots.reduce((max, slot) => Math.max(max, slot.game?.startsAt.getTime() ?? 0), 0);
    await this.fill(tx, view, ruleset, () => new Date(latest + DAY));
    await bracketChanged(tx, this.bus, bracket.divisionId);
    return true;
  }

  /** Creates the games of slots whose two teams are known, and re-seeds games not started whose teams changed. */
  private async fill(tx: Transaction, view: BracketView, ruleset: Ruleset, startsAt: (round: number) => Date): Promise<void> {
    const { manager } = tx;
    const { bracket } = view;
    for (const slot of view.slots) {
      const { homeTeamId, awayTeamId, game: existing } = slot;
      if (!homeTeamId || !awayTeamId) {
        // A result taken back (a final reopened) before the next round starts: the next game no
        // longer has its teams, and goes until a result sends them again.
        if (existing?.status === GameStatus.SCHEDULED) await withdraw(manager, existing.id);
        continue;
      }
      if (!existing) {
        const created = await insertGame(manager, ruleset, this.now(), { divisionId: bracket.divisionId, homeTeamId, awayTeamId, startsAt: startsAt(slot.round), stage: slot.stage, venue: null });
        await manager.insert(BracketGameEntity, { id: randomUUID(), bracketId: bracket.id, slotKey: slot.key, gameId: created.id });
      } else if (existing.status === GameStatus.SCHEDULED && (existing.homeTeamId !== homeTeamId || existing.awayTeamId !== awayTeamId)) {
        // A corrected result before the next round starts: the next game takes the teams it now sends.
        Object.assign(existing, { homeTeamId, awayTeamId });
        resetGame(existing, ruleset);
        await manager.update(GameEntity, { id: existing.id }, { homeTeamId, awayTeamId, state: existing.state, snapshot: existing.snapshot });
      }
    }
  }

  /** The bracket's slots resolved from its seeds and the results of its games so far, each with its game. */
  private async read(manager: EntityManager, bracket: BracketEntity): Promise<BracketView> {
    const slots = planBracket(bracket.format as BracketFormat, bracket.seeds.length);
    const links = await manager.find(BracketGameEntity, { where: { bracketId: bracket.id } });
    const games = links.length ? await manager.find(GameEntity, { where: { id: In(links.map((l) => l.gameId)) } }) : [];
    const gameOf = (key: string) => games.find((g) => g.id === links.find((l) => l.slotKey === key)?.gameId);
    const resolved = resolveBracket(slots, bracket.seeds, resultsOf(slots, gameOf));
    return { bracket, slots: slots.map((slot) => ({ ...slot, ...resolved.find((r) => r.key === slot.key)!, game: gameOf(slot.key) ?? null })) };
  }

  /** Seeds from the standings: the round robin must be complete, and no unresolved tie (R6) among the teams seeded. */
  private async seedsFromStandings(divisionId: string): Promise<string[]> {
    const pending = await this.db.manager.count(GameEntity, {
      where: { divisionId, stage: In([...STANDINGS_STAGES]), status: In([GameStatus.SCHEDULED, GameStatus.IN_PROGRESS, GameStatus.INTERMISSION]) },
    });
    if (pending) throw ruleViolation(text('errors.RULE_VIOLATION.roundRobinPending', { count: pending }), 'BRACKET');
    const rows = await this.standings.standings(divisionId);
    const open = unresolvedGroups(rows);
    if (open.length) throw ruleViolation(text('errors.RULE_VIOLATION.levelAfterTiebreakers'), 'R6');
    return rows.map((r) => r.teamId);
  }
}

/** Removes a bracket game not yet started, with what was entered for it (lineups) and its place in the bracket. */
async function withdraw(manager: EntityManager, gameId: string): Promise<void> {
  await manager.delete(BracketGameEntity, { gameId });
  await manager.delete(GameEventEntity, { gameId });
  await manager.delete(GameEntity, { id: gameId });
}

/** Each slot's result from its game once final or forfeited: the winner and the loser by the recorded score. */
function resultsOf(slots: readonly BracketSlot[], gameOf: (key: string) => GameEntity | undefined): Record<string, SlotResult> {
  const results: Record<string, SlotResult> = {};
  for (const slot of slots) {
    const game = gameOf(slot.key);
    // G30: a game the referee stopped (final with no decision) waits for the officials' result
    if (!game || !FINISHED.has(game.status) || game.decision === null || game.homeScore === game.awayScore) continue;
    const homeWon = game.homeScore > game.awayScore;
    results[slot.key] = { winnerTeamId: homeWon ? game.homeTeamId : game.awayTeamId, loserTeamId: homeWon ? game.awayTeamId : game.homeTeamId };
  }
  return results;
}

/**
 * A change the division's bracket viewers see, in its transaction: the bracket's version goes up
 * (none when the division has no bracket) and its watchers are told once it commits.
 */
export async function bracketChanged(tx: Transaction, bus: EventBus, divisionId: string): Promise<void> {
  await tx.manager.increment(BracketEntity, { divisionId }, 'version', 1);
  tx.afterCommit(() => bus.publishBracketChanged(divisionId));
}
