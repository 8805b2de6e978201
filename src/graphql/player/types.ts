import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../node';
import { PlayerExperience, Position } from '../enums';
import { Connection } from '../paging';
import { Private } from '../privacy';

@ObjectType({ description: 'A person who plays: on teams through roster entries. Personal fields are private.', implements: Node })
export class Player {
  @Field(() => ID, { description: "The player's id." }) id!: string;
  @Field({ description: "The player's full name." }) name!: string;
  @Private('PLAYER_PERSONAL')
  @Field(() => String, { nullable: true, description: 'The birth date, YYYY-MM-DD. Null for any other caller', deprecationReason: 'Use born: the same day as a Date.' })
  birthDate!: string | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => Boolean, { nullable: true, description: 'Whether the player signed the safety waiver. Null for any other caller' })
  waiverSigned!: boolean | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier (1 = Tier 1 ranked). Null for any other caller" })
  rankingTier!: number | null;
  @Private('PLAYER_PERSONAL')
  @Field(() => PlayerExperience, {
    nullable: true,
    description: 'The highest level played, when pro, Major Junior, college or university (Cole Harbour 000:11, R34). Null for any other caller',
  })
  experienceLevel!: PlayerExperience | null;
}

@ObjectType({ description: "League 004:13: a player's signed registration form, as the league received it for a competition (R42)" })
export class Registration {
  @Field(() => ID, { description: "The registration's id." }) id!: string;
  @Field({ description: 'When the league received it: it counts for the games that start after it' }) receivedAt!: Date;
}

export const RegistrationConnection = Connection(Registration, 'Registration');

@ObjectType({ description: "A player on a team's roster: his number and position for the season." })
export class RosterEntry {
  @Field(() => ID, { description: "The roster entry's id." }) id!: string;
  @Field(() => Int, { description: 'Jersey number, fixed for the season' }) number!: number;
  @Field(() => Position, { description: 'SKATER or GOALIE.' }) position!: Position;
  @Private('ROSTER_ENTRY')
  @Field(() => Boolean, { nullable: true, description: 'Whether the player signed the safety waiver for this team. Null for any other caller' })
  waiverSigned!: boolean | null;
  @Field({ description: 'Added after the season started' }) pickup!: boolean;
  @Field({ description: 'League §8: a goalie affiliated from another team (not one of the 25).' }) goalieAffiliation!: boolean;
  @Field({ description: 'When the player was put on the roster.' }) addedAt!: Date;
  @Private('ROSTER_ENTRY')
  @Field(() => String, {
    nullable: true,
    description: "Cole Harbour: the Tournament Official's clearance of a change after the schedule was drawn. Null for any other caller",
  })
  clearance!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the player was released from the roster (R50); null while on it' }) releasedAt!: Date | null;
}
