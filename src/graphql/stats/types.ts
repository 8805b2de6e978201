import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeaderCategory } from '../../services/stats.service';

registerEnumType(LeaderCategory, { name: 'LeaderCategory', description: 'What leaders are ranked by (goals-against average: lowest first)' });

@ObjectType({ description: "A player's line for one team, from its final games" })
export class PlayerStatLine {
  @Field(() => Int, { description: 'Final games the player was dressed for' }) gamesPlayed!: number;
  @Field(() => Int) goals!: number;
  @Field(() => Int) assists!: number;
  @Field(() => Int) points!: number;
  @Field(() => Int, { description: 'Minutes charged in the records' }) penaltyMinutes!: number;
  @Field(() => Int) powerPlayGoals!: number;
  @Field(() => Int) shortHandedGoals!: number;
  @Field(() => Int) gameWinningGoals!: number;
}

@ObjectType({ description: "A goalie's line for one team: the team's first dressed goalie is credited with each game" })
export class GoalieStatLine {
  @Field(() => Int) gamesPlayed!: number;
  @Field(() => Int, { description: 'Empty-net goals and the shootout aside' }) goalsAgainst!: number;
  @Field(() => Int, { nullable: true, description: 'Where shots were kept' }) shotsAgainst!: number | null;
  @Field(() => Int, { nullable: true }) saves!: number | null;
  @Field(() => Float, { nullable: true, description: 'A fraction, e.g. 0.912' }) savePercentage!: number | null;
  @Field(() => Float, { nullable: true, description: 'Goals against per 60 minutes' }) goalsAgainstAverage!: number | null;
  @Field(() => Int) shutouts!: number;
}

@ObjectType()
export class Leader {
  @Field(() => Int, { description: 'Ties share a rank (1, 1, 3)' }) rank!: number;
  @Field(() => Float) value!: number;
}
