import { ArrayMaxSize, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { BOUNDS, InDateWindow } from '../validation';

@InputType({ description: 'A playoff bracket for a division, seeded from its standings or by hand.' })
export class CreateBracketInput {
  @Field(() => ID, { description: "The division's id." }) divisionId!: string;
  @Field(() => [ID], { nullable: true, description: 'Team ids, seed 1 first; from the standings when left out (the round robin must be complete)' })
  @ArrayMaxSize(BOUNDS.TEAMS, { message: `at most ${BOUNDS.TEAMS} teams (the teams of one division)` })
  seeding?: string[] | null;
  @Field(() => Date, { nullable: true, description: "When the first round is played; a day after the division's last game when left out" }) @InDateWindow() firstRoundAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Days between rounds (default 1)' }) @Min(0, { message: 'must be 0 or more' }) @Max(60, { message: 'must be at most 60' }) daysBetweenRounds?:
    number | null;
}
