import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, TeamEntity } from '../db/entities';
import { type GameStage, GameStatus } from '../domain/enums';
import { initialState, toScoreboard } from '../domain/game/machine';
import { resolveRuleset } from '../domain/rulesets';
import type { ScoreboardSnapshot } from '../domain/scoreboard';
import { badField, notFound } from '../errors';
import type { EventBus } from '../realtime/event-bus';
import { requireRow } from './context';

export interface ScheduleGame {
  divisionId: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  stage: GameStage;
  venue?: string | null;
}

/** Games: scheduling, the stored scoreboard, and the feed of its changes. */
export class GameService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async scheduleGame(input: ScheduleGame): Promise<GameEntity> {
    if (input.homeTeamId === input.awayTeamId) throw badField('awayTeamId', 'a team cannot play itself');
    if (Number.isNaN(input.startsAt.getTime())) throw badField('startsAt', 'is not a valid date and time');
    return this.db.transaction(async (tx) => {
      const division = await requireRow(tx.manager, DivisionEntity, input.divisionId, 'Division', 'divisionId');
      const competition = await requireRow(tx.manager, CompetitionEntity, division.competitionId, 'Competition', 'divisionId');
      const home = await requireRow(tx.manager, TeamEntity, input.homeTeamId, 'Team', 'homeTeamId');
      const away = await requireRow(tx.manager, TeamEntity, input.awayTeamId, 'Team', 'awayTeamId');
      for (const [team, field] of [[home, 'homeTeamId'], [away, 'awayTeamId']] as const) {
        if (team.divisionId !== division.id) {
          throw badField(field, `${team.name} plays in another division, not in ${division.name}`);
        }
      }
      const createdAt = this.now();
      const game = tx.manager.create(GameEntity, {
        divisionId: division.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        startsAt: input.startsAt,
        venue: input.venue?.trim() || null,
        stage: input.stage,
        status: GameStatus.SCHEDULED,
        homeScore: 0,
        awayScore: 0,
        decision: null,
        lastSeq: 0,
        certifiedAt: null,
        // The fold of the game's log starts at this instant (GameEventService replays from it).
        createdAt,
      });
      // The id is needed inside the state, so it is assigned before the single insert.
      game.id = randomUUID();
      const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
      game.state = initialState({ gameId: game.id, homeTeamId: home.id, awayTeamId: away.id, stage: input.stage }, ruleset, createdAt.toISOString());
      game.snapshot = toScoreboard(game.state, ruleset);
      return tx.manager.save(game);
    });
  }

  /** The stored scoreboard of a game; NOT_FOUND when there is no such game. */
  async scoreboard(gameId: string): Promise<ScoreboardSnapshot> {
    const game = await this.db.manager.findOne(GameEntity, { where: { id: gameId }, select: { id: true, snapshot: true } });
    if (!game) throw notFound('Game', gameId, 'gameId');
    return game.snapshot;
  }

  /**
   * The game's scoreboard now, then every newer one as it is published. The channel is live before
   * the stored snapshot is read, so nothing committed in between is missed; a snapshot not newer
   * than the last one sent is dropped, so a subscriber never goes back in time. Fails (NOT_FOUND)
   * before anything is sent when there is no such game.
   */
  async scoreboardFeed(gameId: string): Promise<AsyncGenerator<ScoreboardSnapshot>> {
    const live = await this.bus.scoreboards(gameId);
    let current: ScoreboardSnapshot;
    try {
      current = await this.scoreboard(gameId);
    } catch (error) {
      await live.return();
      throw error;
    }
    return (async function* feed() {
      try {
        let lastSeq = current.seq;
        yield current;
        for await (const snapshot of live) {
          if (snapshot.seq <= lastSeq) continue;
          lastSeq = snapshot.seq;
          yield snapshot;
        }
      } finally {
        await live.return();
      }
    })();
  }
}
