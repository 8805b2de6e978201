import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GameEventType } from '../enums';

@ObjectType({ description: "One entry of a game's log. The fields after recordedAt are set for the event types they belong to, null otherwise." })
export class GameEvent {
  @Field(() => ID, { description: "The stored event's id: the same as its GameLogEntry's (Game.log, gameLog)" }) id!: string;
  @Field(() => Int, { description: 'Position in the game log: 1, 2, 3, … with no gap' }) seq!: number;
  @Field(() => GameEventType, { description: 'What happened.' }) type!: GameEventType;
  @Field(() => Int, { description: 'The period it happened in (overtimes and the shootout after the regulation ones).' }) period!: number;
  @Field(() => Int, { nullable: true, description: 'The game clock (ms left in the period) when it happened' }) clockRemainingMs!: number | null;
  @Field({ description: 'A later EVENT_VOIDED cancelled it; it stays in the log' }) voided!: boolean;
  @Field(() => Date, { description: 'When the server stored it.' }) recordedAt!: Date | string;
  @Field(() => ID, { nullable: true, description: "The scorekeeper tablet's id for the event" }) clientEventId!: string | null;
}
