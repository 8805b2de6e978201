import { Field, ObjectType } from 'type-graphql';
import { Game } from '../game/types';
import { Player } from '../player/types';

@ObjectType({ description: 'One reason a player may not dress for a game (R21)' })
export class IneligibilityReason {
  @Field({
    description:
      'Stable code: NOT_ON_ROSTER, SUSPENDED, EJECTED_FROM_COMPETITION, UNPAID_FINE, TEAM_FINE_UNPAID, UNDER_AGE, WAIVER_MISSING, REGISTRATION_MISSING, INSUFFICIENT_GAMES_PLAYED, GOALIE_ADDED_AFTER_CUTOFF, DIVISION_CONFLICT',
  })
  code!: string;
  @Field({ description: "For a coach; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH), whatever teamId is asked; anyone else, a SCOREKEEPER too, gets every code with a fixed message for those" }) message!: string;
  @Field({ description: 'The rulebook line or ruling' }) rule!: string;
}

@ObjectType({ description: 'Whether a player may dress for a game, with every reason that holds (R21)' })
export class Eligibility {
  @Field() eligible!: boolean;
  @Field(() => [IneligibilityReason]) reasons!: IneligibilityReason[];
}

@ObjectType({ description: "One roster player's eligibility for a game" })
export class PlayerEligibility {
  @Field(() => Player) player!: unknown;
  @Field() eligible!: boolean;
  @Field(() => [IneligibilityReason]) reasons!: IneligibilityReason[];
}

@ObjectType({ description: "Who of a team's roster may play in one of its games, and why not" })
export class TeamEligibility {
  @Field(() => Game) game!: unknown;
  @Field(() => [PlayerEligibility], { description: 'By jersey number' }) players!: PlayerEligibility[];
}
