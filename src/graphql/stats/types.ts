import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeaderCategory } from '../../services/stats.service';

registerEnumType(LeaderCategory, {
  name: 'LeaderCategory',
  description: 'What leaders are ranked by (goals-against average: lowest first)',
  valuesConfig: {
    POINTS: { description: 'Goals plus assists' },
    GOALS: { description: 'Goals' },
    ASSISTS: { description: 'Assists' },
    PENALTY_MINUTES: { description: 'Penalty minutes' },
    POWER_PLAY_GOALS: { description: 'Goals scored on a power play' },
    GAME_WINNING_GOALS: { description: 'Game-winning goals' },
    SAVE_PERCENTAGE: { description: 'Goalies: saves per shot on goal, highest first' },
    GOALS_AGAINST_AVERAGE: { description: 'Goalies: goals against per 60 minutes played, lowest first' },
    SHUTOUTS: { description: 'Goalies: games without a goal against' },
  },
});

@ObjectType({ description: "A player's line for one team, from its final games" })
export class PlayerStatLine {
  @Field(() => Int, { description: 'Final games the player was dressed for' }) gamesPlayed!: number;
  @Field(() => Int, { description: 'Goals.' }) goals!: number;
  @Field(() => Int, { description: 'Assists.' }) assists!: number;
  @Field(() => Int, { description: 'Goals plus assists.' }) points!: number;
  @Field(() => Int, { description: 'Minutes charged in the records' }) penaltyMinutes!: number;
  @Field(() => Int, { description: 'Goals scored on a power play.' }) powerPlayGoals!: number;
  @Field(() => Int, { description: 'Goals scored short-handed.' }) shortHandedGoals!: number;
  @Field(() => Int, { description: 'Game-winning goals.' }) gameWinningGoals!: number;
}

@ObjectType({ description: "A goalie's line for one team: the team's first dressed goalie is credited with each game" })
export class GoalieStatLine {
  @Field(() => Int, { description: 'Games credited to the goalie.' }) gamesPlayed!: number;
  @Field(() => Int, { description: 'Empty-net goals and the shootout aside' }) goalsAgainst!: number;
  @Field(() => Int, { nullable: true, description: 'Where shots were kept' }) shotsAgainst!: number | null;
  @Field(() => Int, { description: 'Shots against less goals against; null where shots were not kept.', nullable: true }) saves!: number | null;
  @Field(() => Float, { nullable: true, description: 'A fraction, e.g. 0.912' }) savePercentage!: number | null;
  @Field(() => Float, { nullable: true, description: 'Goals against per 60 minutes' }) goalsAgainstAverage!: number | null;
  @Field(() => Int, { description: 'Games credited without a goal against.' }) shutouts!: number;
}

@ObjectType({ description: 'One line of a leaders list: who, for which team, and the figure.' })
export class Leader {
  @Field(() => Int, { description: 'Ties share a rank (1, 1, 3)' }) rank!: number;
  @Field(() => Float, { description: 'The figure the list is ranked by (a fraction for save percentage).' }) value!: number;
}
