import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../node';
import { BracketFormat, GameStage } from '../enums';

@ObjectType({ description: 'Where one side of a bracket game comes from: a seed, or the winner or the loser of an earlier game (by its key); exactly one is set' })
export class BracketSource {
  @Field(() => Int, { description: 'The seed that plays here; null when the side is a winner or a loser of an earlier game.', nullable: true }) seed!: number | null;
  @Field(() => String, { nullable: true, description: 'the key of the game whose winner plays here' }) winnerOf!: string | null;
  @Field(() => String, { nullable: true, description: 'the key of the game whose loser plays here (a consolation game, or a league final)' }) loserOf!: string | null;
}

@ObjectType({ description: 'One game of a bracket: its teams as far as they are known, and its game once both are' })
export class BracketSlot {
  @Field({ description: 'e.g. QF1, SF2, F' }) key!: string;
  @Field({ description: 'What a page shows for the game, e.g. "Semifinal 2".' }) label!: string;
  @Field(() => Int, { description: 'Its round: 1 the first, the final the last.' }) round!: number;
  @Field(() => GameStage, { description: 'The stage its game is played as.' }) stage!: GameStage;
}

@ObjectType({ description: "A division's playoff bracket", implements: Node })
export class Bracket {
  @Field(() => ID, { description: "The bracket's id, unique across the API (Node)" }) id!: string;
  @Field(() => Int, {
    description:
      "Goes up by one with every change a viewer sees (created: 1; a game created, a winner advanced, a re-seed, a team renamed), in the change's own transaction: of two copies, the higher version is the newer",
  })
  version!: number;
  @Field({
    description: 'SEMIS_AND_FINAL (Cole Harbour), QUARTERS_SEMIS_FINAL (BHI), ALL_TEAMS_TWO_GAMES (league: every team plays two games or more)',
    deprecationReason: 'Use playoffFormat: the same value, as the BracketFormat enum.',
  })
  format!: string;
  @Field(() => BracketFormat, { description: "The bracket's playoff format, as the competition's rulebook sets it" })
  playoffFormat!: keyof typeof BracketFormat;
}
