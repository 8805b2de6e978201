import { Field, Int, ObjectType } from 'type-graphql';
import { GameStage } from '../enums';

@ObjectType({ description: 'One game of a bracket: its teams as far as they are known, and its game once both are' })
export class BracketSlot {
  @Field({ description: 'e.g. QF1, SF2, F' }) key!: string;
  @Field() label!: string;
  @Field(() => Int) round!: number;
  @Field(() => GameStage) stage!: GameStage;
}

@ObjectType({ description: "A division's playoff bracket" })
export class Bracket {
  @Field({ description: 'SEMIS_AND_FINAL (Cole Harbour), QUARTERS_SEMIS_FINAL (BHI), ALL_TEAMS_TWO_GAMES (league: every team plays two games or more)' })
  format!: string;
}
