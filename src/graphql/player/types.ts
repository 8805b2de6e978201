import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PlayerExperience, Position } from '../enums';
import { Private } from '../privacy';

@ObjectType()
export class Player {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Private('PLAYER_PERSONAL')
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD. Private: an ADMIN, or a COACH of a team the player is rostered on; null for anyone else' })
  birthDate!: string | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => Boolean, { nullable: true, description: 'Private: an ADMIN, or a COACH of a team the player is rostered on; null for anyone else' })
  waiverSigned!: boolean | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked). Private: an ADMIN, or a COACH of a team the player is rostered on; null for anyone else" })
  rankingTier!: number | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => PlayerExperience, {
    nullable: true,
    description:
      'The highest level played, when pro, Major Junior, college or university (Cole Harbour 000:11, R34). Private: an ADMIN, or a COACH of a team the player is rostered on; null for anyone else',
  })
  experienceLevel!: PlayerExperience | null;
}

@ObjectType({ description: "League 004:13: a player's signed registration form, as the league received it for a competition (R42)" })
export class Registration {
  @Field(() => ID) id!: string;
  @Field({ description: 'When the league received it: it counts for the games that start after it' }) receivedAt!: Date;
}

@ObjectType()
export class RosterEntry {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'Jersey number, fixed for the season' }) number!: number;
  @Field(() => Position) position!: Position;
  @Private('ROSTER_ENTRY')
  @Field(() => Boolean, { nullable: true, description: "Private: an ADMIN, or the COACH of the entry's team; null for anyone else" })
  waiverSigned!: boolean | null;
  @Field({ description: 'Added after the season started' }) pickup!: boolean;
  @Field() goalieAffiliation!: boolean;
  @Field() addedAt!: Date;
  @Private('ROSTER_ENTRY')
  @Field(() => String, {
    nullable: true,
    description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule was drawn. Private: an ADMIN, or the COACH of the entry's team; null for anyone else",
  })
  clearance!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the player was released from the roster (R50); null while on it' }) releasedAt!: Date | null;
}
