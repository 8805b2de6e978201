import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GameEventMessage } from '../../realtime/payloads';
import type { GraphQLContext } from '../context';
import { GameStopReason, IdCheckRequester, IdCheckResult, PenaltySeverity } from '../enums';
import { LineupNote } from '../eligibility/types';
import { Game } from '../game/types';
import { Player } from '../player/types';
import { Team } from '../team/types';
import { type GameEventFields, messageFields } from './fields';
import { GameEvent } from './types';

/**
 * The GameEvent fields that name other objects (a team, players, notes), resolved through the
 * request's loaders. The fields read straight from the event's facts are the table below.
 */
@Resolver(() => GameEvent)
export class GameEventFieldsResolver {
  @FieldResolver(() => Team, { description: 'The team it is about; null for an event of the whole game.', nullable: true })
  team(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    return event.teamId ? ctx.loaders.team.load(event.teamId) : null;
  }

  @FieldResolver(() => Player, { nullable: true, description: 'The scorer, penalised player or shooter' })
  player(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    return event.playerId ? ctx.loaders.player.load(event.playerId) : null;
  }

  @FieldResolver(() => [Player], { nullable: true, description: 'GOAL: the assists, primary first' })
  async assists(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    const ids = messageFields(event).assistIds;
    if (!ids) return null;
    const players = await ctx.loaders.player.loadMany(ids);
    return players.filter((p): p is NonNullable<typeof p> => p !== null && !(p instanceof Error));
  }

  @FieldResolver(() => [LineupNote], { nullable: true, description: 'LINEUP_SET: notes on players of the lineup, never a bar: BHI (003:8) equipment for players under 18 on the game day (R35)' })
  lineupNotes(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    const notes = messageFields(event).lineupNotes;
    return notes?.map((n) => ({ ...n, player: ctx.loaders.player.load(n.playerId) })) ?? null;
  }

  @FieldResolver(() => [Player], { nullable: true, description: 'SHOOTERS_NAMED: the first shootout shooters the team named (Cole Harbour 000:40, G31)' })
  async shooters(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    const ids = messageFields(event).shooterIds;
    if (!ids) return null;
    const players = await ctx.loaders.player.loadMany(ids);
    return players.filter((p): p is NonNullable<typeof p> => p !== null && !(p instanceof Error));
  }

  @FieldResolver(() => Player, { nullable: true, description: 'PENALTY: the substitute serving it in the box, when not the penalised player (the Quick Penalty Rule, G40)' })
  servedBy(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    const id = messageFields(event).servedById;
    return id ? ctx.loaders.player.load(id) : null;
  }

  @FieldResolver(() => Game, { description: 'The game whose log it is in' })
  game(@Root() event: GameEventMessage, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.game.load(event.gameId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of the token that recorded it' })
  recordedBy(@Root() event: GameEventMessage) {
    return event.recordedByName;
  }
}

/**
 * The GameEvent fields read straight from the event's facts (messageFields): one row each, its
 * GraphQL type and description; every one is null where the event's type has no such fact.
 */
const FACT_FIELDS = {
  severity: { type: PenaltySeverity, description: 'PENALTY: the severity assessed under the rulebook, as the scoreboard shows it (a Cole Harbour instigator typed MINOR is a MATCH; R32)' },
  typedSeverity: { type: PenaltySeverity, description: 'PENALTY: the severity the scorekeeper entered, always; it differs from severity where the rulebook assesses another (R32)' },
  infraction: { type: String, description: 'PENALTY: the infraction code, e.g. HIGH_STICKING' },
  minutes: { type: Int, description: 'PENALTY: minutes to serve in the box, by the clock mode when assessed (R14); 0 when none are served (3 on 3, game misconduct)' },
  recordedMinutes: { type: Int, description: "PENALTY: minutes charged in the records, the game sheet's PIM (R16: a game misconduct charges 10)" },
  ejected: { type: Boolean, description: 'PENALTY: it ejected the player from the game (R15, R16, R17)' },
  slowToBoxOf: { type: Int, description: 'PENALTY under the Quick Penalty Rule (league 5 on 5 §25, G40): the seq of the penalty the player was slow to the box for' },
  accidental: { type: Boolean, description: 'PENALTY: judged accidental, when recorded' },
  injury: { type: Boolean, description: 'PENALTY: an opponent was injured, when recorded' },
  strength: { type: String, description: 'GOAL: EVEN, POWER_PLAY, SHORT_HANDED, EMPTY_NET or PENALTY_SHOT (derived when it was scored)' },
  scored: { type: Boolean, description: 'SHOOTOUT_ATTEMPT, PENALTY_SHOT: whether it went in' },
  idCheckResult: { type: IdCheckResult, description: 'ID_CHECK: what the check found' },
  requestedBy: { type: IdCheckRequester, description: 'ID_CHECK: who asked for it' },
  legal: { type: Boolean, description: "ID_CHECK_REVIEWED: the league's ruling, legal or not" },
  targetSeq: { type: Int, description: 'EVENT_VOIDED: the seq it cancels; EVENT_CORRECTED: the seq it corrects; ID_CHECK_REVIEWED: the check it rules on' },
  correctedBySeq: { type: Int, description: 'GOAL or PENALTY an official corrected after the game (R83): the seq of its latest EVENT_CORRECTED; the event reads as corrected' },
  reason: { type: String, description: "EVENT_VOIDED, EVENT_CORRECTED, or an ADMIN's correction of a certified game: why" },
  stopReason: { type: GameStopReason, description: 'GAME_ENDED: why the game ended before its end (league §18); null: at its end' },
} satisfies Partial<Record<keyof GameEventFields, { type: object; description: string }>>;

for (const [name, field] of Object.entries(FACT_FIELDS)) {
  const key = name as keyof typeof FACT_FIELDS;
  const prototype = GameEventFieldsResolver.prototype as unknown as Record<string, (event: GameEventMessage) => unknown>;
  prototype[name] = (event: GameEventMessage) => messageFields(event)[key];
  Root()(prototype, name, 0);
  FieldResolver(() => field.type, { nullable: true, description: field.description })(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
}
