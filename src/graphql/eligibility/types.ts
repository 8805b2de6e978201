import { Field, Int, ObjectType } from 'type-graphql';
import type { Position as PositionValue } from '../../domain/enums';
import { Position } from '../enums';
import { Game } from '../game/types';
import { Player } from '../player/types';
import { Team } from '../team/types';

@ObjectType({ description: 'A note on a player of a posted lineup (R35): BHI (003:8) equipment under 18' })
export class LineupNote {
  @Field(() => Player, { description: 'The player the note is about.' }) player!: unknown;
  @Field({ description: 'A stable code for the note.' }) code!: string;
  @Field({ description: "The note, in the caller's language." }) message!: string;
  @Field({ description: 'The rulebook line it applies.' }) rule!: string;
}

@ObjectType({ description: 'One reason a player may not dress for a game (R21)' })
export class IneligibilityReason {
  @Field({
    description:
      'Stable code: NOT_ON_ROSTER, SUSPENDED, EJECTED_FROM_COMPETITION, UNPAID_FINE, TEAM_FINE_UNPAID, UNDER_AGE, WAIVER_MISSING, REGISTRATION_MISSING, INSUFFICIENT_GAMES_PLAYED, GOALIE_ADDED_AFTER_CUTOFF, DIVISION_CONFLICT, A_DIVISION_REQUIRED',
  })
  code!: string;
  @Field({
    description:
      "For a coach; the details of a fine (amount, reason) or a suspension (reason) only for an ADMIN or a COACH of a team the player is rostered on in the game's competition (a team's own fine: that team's COACH), whatever teamId is asked; anyone else, a SCOREKEEPER too, gets every code with a fixed message for those",
  })
  message!: string;
  @Field({ description: 'The rulebook line or ruling' }) rule!: string;
}

@ObjectType({ description: 'What a rulebook asks of a player who may play, without barring him: BHI (003:8) equipment under 18 (R35); BHI (003:9) gloves at 18 and over (G49)' })
export class EligibilityNote {
  @Field({ description: 'Stable code: UNDER_18_EQUIPMENT, GLOVES_18_AND_OVER' }) code!: string;
  @Field({ description: "The note, in the caller's language." }) message!: string;
  @Field({ description: 'The rulebook line or ruling' }) rule!: string;
}

@ObjectType({ description: 'Whether a player may dress for a game, with every reason that holds (R21)' })
export class Eligibility {
  @Field({ description: 'True when the player may play the game.' }) eligible!: boolean;
  @Field(() => [IneligibilityReason], { description: 'Why not, when not; empty when eligible.' }) reasons!: IneligibilityReason[];
  @Field(() => [EligibilityNote], { description: 'What the player must see to, whatever the verdict: never a reason he may not play (R35)' }) notes!: EligibilityNote[];
}

@ObjectType({ description: "One roster player's eligibility for a game" })
export class PlayerEligibility {
  @Field(() => Player, { description: 'The player.' }) player!: unknown;
  @Field({ description: 'True when the player may play the game.' }) eligible!: boolean;
  @Field(() => [IneligibilityReason], { description: 'Why not, when not; empty when eligible.' }) reasons!: IneligibilityReason[];
  @Field(() => [EligibilityNote], { description: 'What the player must see to, whatever the verdict (R35)' }) notes!: EligibilityNote[];
}

@ObjectType({ description: "Who of a team's roster may play in one of its games, and why not" })
export class TeamEligibility {
  @Field(() => Game, { description: 'The game.' }) game!: unknown;
  @Field(() => [PlayerEligibility], { description: 'By jersey number' }) players!: PlayerEligibility[];
}

@ObjectType({ description: 'A player of a posted lineup, checked again now (R27)' })
export class PostedLineupPlayer {
  @Field(() => Player, { description: 'The player.' }) player!: unknown;
  @Field(() => Int, { description: 'The number as the roster has it now (an official may have corrected it since, R50)' }) number!: number;
  @Field(() => Position, { description: 'His position in this game.' }) position!: PositionValue;
  @Field({ description: 'Eligible now' }) eligible!: boolean;
  @Field(() => [IneligibilityReason], { description: 'Why not, as the caller may see them (docs/security.md)' }) reasons!: IneligibilityReason[];
  @Field({ description: "An ADMIN's override posted with the lineup named him: he dresses even if ineligible (its forfeit was recorded then)" }) overridden!: boolean;
}

@ObjectType({ description: "A team's posted lineup checked again now (R27): who became ineligible since it was posted, before startGame refuses it" })
export class PostedLineup {
  @Field(() => Team, { description: 'The team.' }) team!: unknown;
  @Field({ description: 'When the lineup was posted (its LINEUP_SET)' }) postedAt!: Date;
  @Field(() => [PostedLineupPlayer], { description: 'The players it dresses.' }) players!: PostedLineupPlayer[];
  @Field({ description: 'Every player eligible now or named by the override: startGame will take this lineup as it is' }) startable!: boolean;
}
