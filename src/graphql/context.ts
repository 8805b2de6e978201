import type { Principal } from '../auth/principal';
import type { CoachPinService } from '../services/coach-pins.service';
import type { Language } from '../domain/messages';
import type { LiveFeeds } from '../realtime/feeds';
import type { BracketService, BracketView } from '../services/bracket.service';
import type { ImportService } from '../services/imports/import.service';
import type { ExportService } from '../services/export/export.service';
import type { CompetitionImportService } from '../services/export/import.service';
import type { CompetitionService } from '../services/competition.service';
import type { CorrectionsService } from '../services/corrections.service';
import type { DisciplineService } from '../services/discipline/discipline.service';
import type { FineService } from '../services/discipline/fines.service';
import type { AccountService } from '../services/account.service';
import type { SuspensionService } from '../services/discipline/suspensions.service';
import type { EligibilityService } from '../services/eligibility.service';
import type { GameEventService } from '../services/game-event.service';
import type { GameService, VenueView } from '../services/game.service';
import type { GameEntity } from '../db/entities';
import type { LineupService } from '../services/lineup.service';
import type { ProtestService } from '../services/protest.service';
import type { StandingsService } from '../services/standings.service';
import type { StatsService } from '../services/stats.service';
import type { TeamService } from '../services/team.service';
import type { TeamMoveService } from '../services/team-move.service';
import type { TabletService } from '../services/tablet.service';
import type { TokenService } from '../services/token.service';
import type { WebhookService } from '../services/webhooks/webhook.service';
import type { Loaders } from './loaders';
import type { NodeLookupService } from '../services/node-lookup.service';
import type { Cursors } from './paging';

export interface Services {
  competitions: CompetitionService;
  /** the organizer's corrections and their audit trail */
  corrections: CorrectionsService;
  teams: TeamService;
  /** R80: the coaches' PINs for signing at the tablet */
  pins: CoachPinService;
  /** league 004:20: a team moved to another tier of its competition (R73) */
  teamMoves: TeamMoveService;
  games: GameService;
  gameEvents: GameEventService;
  discipline: DisciplineService;
  suspensions: SuspensionService;
  fines: FineService;
  /** league team accounts: fees, bonds, bills, withdrawal (R70, R71) */
  accounts: AccountService;
  tokens: TokenService;
  /** the rink tablets' cards, and the games a scorekeeper token may pick (R82) */
  tablets: TabletService;
  eligibility: EligibilityService;
  lineups: LineupService;
  protests: ProtestService;
  standings: StandingsService;
  stats: StatsService;
  brackets: BracketService;
  /** rosters and schedules from spreadsheets */
  imports: ImportService;
  /** whole competitions out as one document */
  exports: ExportService;
  /** whole competitions in */
  competitionImport: CompetitionImportService;
  /** receivers of signed event messages (ADMIN) */
  webhooks: WebhookService;
  /** which stored row an id names (node(id:)) */
  nodes: NodeLookupService;
  /** every live feed (subscriptions) */
  feeds: LiveFeeds<BracketView | null, VenueView, GameEntity>;
  /** paging cursors, signed with FACEOFF_CURSOR_SECRET when it is set (src/graphql/paging.ts) */
  cursors: Cursors;
}

/** What every resolver gets: who is asking, in which language, the services, and this request's loaders. */
export interface GraphQLContext {
  principal: Principal;
  /** the language of messages for people, from the request's Accept-Language (src/domain/messages) */
  language: Language;
  services: Services;
  loaders: Loaders;
}
