import { ArrayMaxSize, Matches, MaxLength, ValidateIf } from 'class-validator';
import { TIME_ZONE_MAX_LENGTH } from '../../domain/calendar';
import { Field, ID, InputType, Int } from 'type-graphql';
import { TIEBREAK_CRITERIA, type TiebreakCriterion as TiebreakCriterionName } from '../../domain/tiebreakers';
import { CompetitionKind, DivisionCategory, LeagueSeason, RulesetPreset, TiebreakCriterion } from '../enums';
import { CalendarDate } from '../calendar-date';
import { HumanName, InDateWindow } from '../validation';

@InputType({ description: "Values that replace the preset's for one competition; each is checked against its limits." })
export class RulesOverridesInput {
  @Field(() => Int, { nullable: true, description: 'Length of a regulation period' }) periodMinutes?: number | null;
  @Field(() => Int, { description: 'How many regulation periods a game has.', nullable: true }) regulationPeriods?: number | null;
  @Field(() => Int, { nullable: true, description: 'Penalties of any kind in one game that eject a player' }) ejectAfterPenalties?: number | null;
  @Field(() => Int, { nullable: true, description: "The winner's score in a forfeit (the loser's is 0)" }) forfeitGoals?: number | null;
  @Field(() => Int, { nullable: true, description: 'Minimum age on the game day' }) minimumAge?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Players must have signed the safety waiver before a game (Cole Harbour's preset: true)" }) waiverRequired?: boolean | null;
  @Field(() => LeagueSeason, { nullable: true, description: "League: SUMMER applies the summer season's Tier 1 caps (004:27-31) in place of the winter's (R44)" }) leagueSeason?: LeagueSeason | null;
  @Field(() => Boolean, { nullable: true, description: 'League 004:13: players must have a registration form on record (recordRegistration) before they play (R42)' }) registrationRequired?:
    boolean | null;
  @Field(() => [TiebreakCriterion], { nullable: true, description: "The competition's own tie-breaker chain for teams level on points, in order, in place of its preset's" })
  @ArrayMaxSize(TIEBREAK_CRITERIA.length, { message: `a chain names each of the ${TIEBREAK_CRITERIA.length} criteria once at most` })
  tiebreakers?: TiebreakCriterionName[] | null;
}

@InputType({ description: 'A new competition.' })
export class CreateCompetitionInput {
  @Field({ description: 'Its name.' }) @HumanName() name!: string;
  @Field(() => CompetitionKind, { description: 'Tournament or league.' }) kind!: CompetitionKind;
  @Field(() => RulesetPreset, { description: 'The rulebook it plays by.' }) preset!: RulesetPreset;
  @Field(() => RulesOverridesInput, { nullable: true, description: "Values that replace the preset's (validated by the service, naming rules.<field>)" })
  rules?: RulesOverridesInput | null;
  @Field(() => Date, { nullable: true, description: 'League §8: when the season starts (an addition after it is a pick-up)' }) @InDateWindow() seasonStartsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'League §8: the addition cut-off, "MIDNITE, of the last regular season day"' }) @InDateWindow() additionCutoff?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "League §8: the last regular-season day (YYYY-MM-DD); the addition cut-off is midnight at its end in the competition's time zone. Give this or additionCutoff, not both",
    deprecationReason: 'Use lastRegularSeasonDate: the same day as a Date.',
  })
  @ValidateIf((o: CreateCompetitionInput) => o.lastRegularSeasonDay != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'lastRegularSeasonDay must be YYYY-MM-DD' })
  lastRegularSeasonDay?: string | null;
  @Field(() => CalendarDate, {
    nullable: true,
    description:
      "League §8: the last regular-season day; the addition cut-off is midnight at its end in the competition's time zone. Give this or additionCutoff, not both; not with lastRegularSeasonDay",
  })
  lastRegularSeasonDate?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The IANA time zone the competition's dates are read in (a game's day for age rules, a cut-off's midnight), e.g. America/Halifax; the server's FACEOFF_TIME_ZONE when left out",
  })
  @MaxLength(TIME_ZONE_MAX_LENGTH)
  timeZone?: string | null;
  @Field(() => String, { nullable: true, description: 'The language of its printed game sheets (GET /games/:id/sheet.pdf): "en" or "fr"; "en" when left out' })
  @MaxLength(8)
  language?: string | null;
}

@InputType({ description: "A league season's dates (§8); a date left out stays as it was, a date given as null is cleared" })
export class SeasonDatesInput {
  @Field(() => ID, { description: "The league competition's id." }) competitionId!: string;
  @Field(() => Date, { nullable: true, description: 'null clears it' }) @ValidateIf((o: SeasonDatesInput) => o.seasonStartsAt != null) @InDateWindow() seasonStartsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'null clears the cut-off' }) @ValidateIf((o: SeasonDatesInput) => o.additionCutoff != null) @InDateWindow() additionCutoff?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "The last regular-season day (YYYY-MM-DD): the cut-off becomes midnight at its end in the competition's time zone; null clears the cut-off",
    deprecationReason: 'Use lastRegularSeasonDate: the same day as a Date.',
  })
  @ValidateIf((o: SeasonDatesInput) => o.lastRegularSeasonDay != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'lastRegularSeasonDay must be YYYY-MM-DD' })
  lastRegularSeasonDay?: string | null;
  @Field(() => CalendarDate, {
    nullable: true,
    description: "The last regular-season day: the cut-off becomes midnight at its end in the competition's time zone; null clears the cut-off. Not with lastRegularSeasonDay",
  })
  lastRegularSeasonDate?: string | null;
  @Field(() => ID, { nullable: true, description: 'League 004:32: the previous summer season: five games or more for one of its Tier 1 teams make a player Tier 1-ranked here (R46)' })
  previousSummerCompetitionId?: string | null;
}

@InputType({ description: 'A new division of a competition.' })
export class CreateDivisionInput {
  @Field(() => ID, { description: "The competition's id." }) competitionId!: string;
  @Field({ description: 'Its name, e.g. "A" or "Masters".' }) @HumanName() name!: string;
  @Field(() => String, { nullable: true, description: "BHI's division rating (REC, INTERMEDIATE, BARN, SHACK) or a league tier" })
  @Matches(/^[A-Z0-9_]{1,32}$/, { message: 'must be an UPPER_SNAKE_CASE code or a tier number' })
  rating?: string | null;
  @Field(() => DivisionCategory, { nullable: true, description: 'Co-ed, ladies or youth; leave out for an open division (BHI 003:22: any deliberate slide is a minor there, R36)' })
  category?: DivisionCategory | null;
}
