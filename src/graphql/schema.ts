import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchemaSync } from 'type-graphql';
import { AuthChecker } from './auth-checker';
import { BracketResolver, BracketSlotResolver } from './bracket/resolver';
import { CompetitionResolver, DisciplineLinkResolver, DivisionResolver } from './competition/resolver';
import { CorrectionsResolver } from './corrections/resolver';
import { TeamAccountEntryResolver, TeamAccountResolver, TeamBondResolver } from './account/resolver';
import { DisciplineReportResolver, FineResolver, IdCheckAwaitingReviewResolver, PlayerDisciplineResolver, SuspensionResolver, TeamDisciplineResolver } from './discipline/resolver';
import { EligibilityNoteResolver, EligibilityResolver, IneligibilityReasonResolver, PostedLineupResolver, TeamEligibilityResolver } from './eligibility/resolver';
import { GameEventFieldsResolver } from './game-event/event-fields';
import { GameEventResolver } from './game-event/resolver';
import { GameLogMutations, GameLogResolver } from './game-event/log-resolver';
import { LOG_ENTRY_TYPES } from './game-event/log-types';
import { CompetitionExportResolver } from './imports/competition-resolver';
import { ImportProblemResolver, ImportReportResolver, ImportResolver } from './imports/resolver';
import { ActivePenaltyResolver, GameResolver, GameSheetOfficialResolver, ScoreboardResolver, TeamLineResolver, VenueResolver } from './game/resolver';
import { NodeResolver } from './node-resolver';
import { PlayerResolver, RegistrationResolver, RosterEntryResolver } from './player/resolver';
import { guardPrivateFields } from './privacy';
import { ProtestResolver } from './protest/resolver';
import { StandingsResolver, StandingsRowResolver } from './standings/resolver';
import { GoalieStatLineResolver, LeaderResolver, PlayerStatLineResolver, StatsResolver } from './stats/resolver';
import { TeamResolver } from './team/resolver';
import { TokenResolver } from './token/resolver';
import { WebhookDeliveryResolver, WebhookResolver } from './webhook/resolver';

let schema: GraphQLSchema | undefined;

/**
 * The executable schema, built once per process from the resolvers' decorators, its private fields
 * guarded by their declared policies (src/graphql/privacy.ts).
 */
export function getSchema(): GraphQLSchema {
  schema ??= describeRootTypes(
    guardPrivateFields(
      buildSchemaSync({
        resolvers: [
          CompetitionResolver,
          CorrectionsResolver,
          DisciplineLinkResolver,
          DivisionResolver,
          TeamResolver,
          PlayerResolver,
          RosterEntryResolver,
          RegistrationResolver,
          GameResolver,
          GameSheetOfficialResolver,
          ScoreboardResolver,
          VenueResolver,
          NodeResolver,
          TeamLineResolver,
          ActivePenaltyResolver,
          GameEventResolver,
          GameEventFieldsResolver,
          GameLogMutations,
          GameLogResolver,
          TokenResolver,
          ImportResolver,
          ImportProblemResolver,
          ImportReportResolver,
          CompetitionExportResolver,
          PostedLineupResolver,
          ProtestResolver,
          DisciplineReportResolver,
          IdCheckAwaitingReviewResolver,
          StandingsResolver,
          StandingsRowResolver,
          StatsResolver,
          PlayerStatLineResolver,
          GoalieStatLineResolver,
          LeaderResolver,
          BracketResolver,
          BracketSlotResolver,
          PlayerDisciplineResolver,
          TeamDisciplineResolver,
          TeamAccountResolver,
          TeamAccountEntryResolver,
          TeamBondResolver,
          SuspensionResolver,
          FineResolver,
          EligibilityResolver,
          TeamEligibilityResolver,
          IneligibilityReasonResolver,
          EligibilityNoteResolver,
          WebhookResolver,
          WebhookDeliveryResolver,
        ],
        // Each kind of log entry is reached through its interface, GameLogEntry.
        orphanedTypes: [...LOG_ENTRY_TYPES],
        authChecker: AuthChecker,
        // Unknown properties cannot reach an input object: graphql-js refuses unknown fields first.
        validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
        scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
        // Every Faceoff subscription brings its own `subscribe` (see src/realtime); type-graphql still
        // asks for a pub/sub engine, so this one says where the real one is if it is ever reached.
        pubSub: {
          publish() {
            throw new Error('publish through EventBus (src/realtime/event-bus.ts)');
          },
          subscribe() {
            throw new Error('subscriptions declare their own subscribe() over EventBus');
          },
        },
      }),
    ),
  );
  return schema;
}

/** type-graphql builds the root types without a description: the schema's manual starts here. */
function describeRootTypes(built: GraphQLSchema): GraphQLSchema {
  const query = built.getQueryType();
  const mutation = built.getMutationType();
  const subscription = built.getSubscriptionType();
  if (query) query.description = 'Reads. Public data needs no token; a field that needs a role, or answers null to callers without one, says so ("Requires: …").';
  if (mutation) mutation.description = 'Changes. Every one needs a bearer token of the role its description names ("Requires: …"); ADMIN passes every role check.';
  if (subscription) subscription.description = 'Live updates over WebSocket (graphql-ws) or Server-Sent Events: what changed, as it is committed (docs/live-feed.md).';
  return built;
}

/** The SDL committed as schema/schema.graphql: sorted, so that it changes only when the API does. */
export function printPublicSchema(): string {
  return printSchema(lexicographicSortSchema(getSchema())) + '\n';
}
