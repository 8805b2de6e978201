import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Services } from '../graphql/context';
import { NodeLookupService } from '../services/node-lookup.service';
import { Cursors } from '../graphql/paging';
import type { EventBus } from '../realtime/event-bus';
import { LiveFeeds } from '../realtime/feeds';
import { InProcessPubSub, type PubSub } from '../realtime/pubsub';
import { RedisClusterPubSub } from '../realtime/redis-cluster-pubsub';
import { RedisPubSub } from '../realtime/redis-pubsub';
import { AccountService } from '../services/account.service';
import { BracketService } from '../services/bracket.service';
import { CompetitionService } from '../services/competition.service';
import { CorrectionsService } from '../services/corrections.service';
import { DisciplineConsequences } from '../services/discipline/consequences';
import { DisciplineService } from '../services/discipline/discipline.service';
import { FineService } from '../services/discipline/fines.service';
import { SuspensionService } from '../services/discipline/suspensions.service';
import { EligibilityService } from '../services/eligibility.service';
import { CompetitionImportService } from '../services/export/import.service';
import { ExportService } from '../services/export/export.service';
import { GameEventService } from '../services/game-event.service';
import { CoachPinService } from '../services/coach-pins.service';
import { GameService, VENUE_LATE_MS } from '../services/game.service';
import { requireRow } from '../services/context';
import { CompetitionEntity } from '../db/entities';
import { ImportService } from '../services/imports/import.service';
import { LineupService } from '../services/lineup.service';
import { ProtestService } from '../services/protest.service';
import { StandingsService } from '../services/standings.service';
import { StatsService } from '../services/stats.service';
import { TeamService } from '../services/team.service';
import { TeamMoveService } from '../services/team-move.service';
import { TabletService } from '../services/tablet.service';
import { TokenService } from '../services/token.service';
import { WebhookService } from '../services/webhooks/webhook.service';

/**
 * The pub/sub the instance shares with the others: a Redis cluster, one Redis, or this process
 * alone when neither is configured. The database is closed when it cannot connect.
 */
export async function connectPubSub(config: Config, db: Database, log: Logger): Promise<PubSub> {
  try {
    return config.redisClusterUrls
      ? await RedisClusterPubSub.connect(config.redisClusterUrls, { prefix: config.channelPrefix, log })
      : config.redisUrl
        ? await RedisPubSub.connect(config.redisUrl, { prefix: config.channelPrefix, log })
        : new InProcessPubSub((error) => log.error({ err: error }, 'pub/sub listener failed'));
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Every service of the instance, on one database and one event bus, and the live feeds they answer. */
export function createServices(config: Config, db: Database, bus: EventBus): Services {
  const tokens = new TokenService(db, config.adminToken, { bus, recheckMs: config.authRecheckMs });
  const suspensions = new SuspensionService(db);
  const standings = new StandingsService(db, bus);
  const games = new GameService(db, bus);
  const teams = new TeamService(db);
  const brackets = new BracketService(db, bus, standings);
  const pins = new CoachPinService(db);
  const gameEvents = new GameEventService(db, bus, new DisciplineConsequences(), brackets, pins);
  return {
    competitions: new CompetitionService(db, { defaultTimeZone: config.defaultTimeZone }),
    teamMoves: new TeamMoveService(db, bus),
    corrections: new CorrectionsService(db, bus),
    teams,
    games,
    gameEvents,
    pins,
    discipline: new DisciplineService(db),
    suspensions,
    fines: new FineService(db),
    accounts: new AccountService(db),
    tokens,
    tablets: new TabletService(db, tokens),
    eligibility: new EligibilityService(db),
    lineups: new LineupService(gameEvents),
    protests: new ProtestService(db),
    standings,
    brackets,
    imports: new ImportService(db, teams, games),
    exports: new ExportService(db),
    competitionImport: new CompetitionImportService(db),
    stats: new StatsService(db),
    webhooks: new WebhookService(db, { allowPrivate: config.webhooks.allowPrivate }),
    cursors: new Cursors(config.cursorSecret),
    nodes: new NodeLookupService(db),
    feeds: new LiveFeeds(bus, {
      scoreboard: (gameId) => games.scoreboard(gameId),
      gameExists: (gameId) => games.exists(gameId),
      eventsAfter: (gameId, afterSeq) => gameEvents.events(gameId, afterSeq),
      standings: (divisionId) => standings.table(divisionId),
      bracket: (divisionId) => brackets.bracketOfDivision(divisionId),
      venue: async (name) => {
        const venue = await games.venue(name);
        // The next game is passed over once it is VENUE_LATE_MS late: the screen changes then.
        return { venue, changesAt: venue?.next ? venue.next.startsAt.getTime() + VENUE_LATE_MS + 1 : null };
      },
      liveGames: async (competitionId) => {
        if (competitionId !== null) await requireRow(db.manager, CompetitionEntity, competitionId, 'Competition', 'competitionId');
        return games.liveGames(competitionId);
      },
    }),
  };
}
