import { SHORT_NAME_MAX } from '../../domain/short-name';
import { IsISO8601, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { TIME_ZONE_MAX_LENGTH } from '../../domain/calendar';
import { RulesOverridesInput } from '../competition/inputs';
import { CompetitionKind, DivisionCategory, PlayerExperience, RulesetPreset } from '../enums';
import { CalendarDate } from '../calendar-date';
import { BirthDateInWindow, BOUNDS, FreeText, HumanName, InDateWindow } from '../validation';

/*
 * Corrections (R59–R64): every field is optional and only those given change; each is held to the
 * bounds its create input has. `reason` is kept in the audit trail (R63).
 */

@InputType({ description: 'A correction of a competition: only the fields given change. Kind, preset, rules, time zone and season dates shape results: refused once a game has started (R59)' })
export class UpdateCompetitionInput {
  @Field(() => String, { description: 'The new name; unchanged when left out.', nullable: true }) @ValidateIf((o: UpdateCompetitionInput) => o.name != null) @HumanName() name?: string | null;
  @Field(() => CompetitionKind, { description: 'The new kind; unchanged when left out.', nullable: true }) kind?: CompetitionKind | null;
  @Field(() => RulesetPreset, { description: 'The new rulebook; unchanged when left out.', nullable: true }) preset?: RulesetPreset | null;
  @Field(() => RulesOverridesInput, { nullable: true, description: "Each value given replaces the stored one; a value given as null goes back to the preset's" })
  @ValidateIf((o: UpdateCompetitionInput) => o.rules != null)
  @ValidateNested()
  rules?: RulesOverridesInput | null;
  @Field(() => String, { description: 'The IANA time zone its dates are read in, e.g. America/Halifax; unchanged when left out.', nullable: true })
  @ValidateIf((o: UpdateCompetitionInput) => o.timeZone != null)
  @MaxLength(TIME_ZONE_MAX_LENGTH)
  timeZone?: string | null;
  @Field(() => Date, { nullable: true, description: 'null clears it' }) @ValidateIf((o: UpdateCompetitionInput) => o.seasonStartsAt != null) @InDateWindow() seasonStartsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'null clears it' }) @ValidateIf((o: UpdateCompetitionInput) => o.additionCutoff != null) @InDateWindow() additionCutoff?: Date | null;
  @Field(() => String, { nullable: true, description: 'Why: kept in the audit trail' }) @ValidateIf((o: UpdateCompetitionInput) => o.reason != null) @FreeText(BOUNDS.REASON) reason?: string | null;
}

@InputType({ description: 'A correction of a division: only the fields given change. Rating and category shape its rosters: refused once its schedule is drawn (R60); null clears them' })
export class UpdateDivisionInput {
  @Field(() => String, { description: 'The new name; unchanged when left out.', nullable: true }) @ValidateIf((o: UpdateDivisionInput) => o.name != null) @HumanName() name?: string | null;
  @Field(() => String, { nullable: true, description: "BHI's division rating or a league tier; null: none" })
  @ValidateIf((o: UpdateDivisionInput) => o.rating != null)
  @Matches(/^[A-Z0-9_]{1,32}$/, { message: 'must be an UPPER_SNAKE_CASE code or a tier number' })
  rating?: string | null;
  @Field(() => DivisionCategory, { nullable: true, description: 'null: an open division' }) category?: DivisionCategory | null;
  @Field(() => String, { nullable: true, description: 'Why: kept in the audit trail' }) @ValidateIf((o: UpdateDivisionInput) => o.reason != null) @FreeText(BOUNDS.REASON) reason?: string | null;
}

@InputType({ description: 'A correction of a team: its name, shown at once on every open page of its games' })
export class UpdateTeamInput {
  @Field(() => String, { description: 'The new name; unchanged when left out.', nullable: true }) @ValidateIf((o: UpdateTeamInput) => o.name != null) @HumanName() name?: string | null;
  @Field(() => String, { nullable: true, description: `The scoreboard's short name, at most ${SHORT_NAME_MAX} characters; "" clears it (derived from the name again)` })
  @ValidateIf((o: UpdateTeamInput) => o.shortName != null && o.shortName !== '')
  @HumanName(SHORT_NAME_MAX)
  shortName?: string | null;
  @Field(() => String, { nullable: true, description: 'Why: kept in the audit trail' }) @ValidateIf((o: UpdateTeamInput) => o.reason != null) @FreeText(BOUNDS.REASON) reason?: string | null;
}

@InputType({ description: "A correction of a player: only the fields given change. A new birth date re-checks the age rule for his teams' next games, the verdicts kept in the audit trail (R62)" })
export class UpdatePlayerInput {
  @Field(() => String, { description: 'The new name; unchanged when left out.', nullable: true }) @ValidateIf((o: UpdatePlayerInput) => o.name != null) @HumanName() name?: string | null;
  @Field(() => String, { nullable: true, description: 'The new birth date, YYYY-MM-DD; unchanged when left out. Not with born.', deprecationReason: 'Use born: the same day as a Date.' })
  @ValidateIf((o: UpdatePlayerInput) => o.birthDate != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'must be a real calendar date (YYYY-MM-DD)' })
  @BirthDateInWindow()
  birthDate?: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'The new birth date; unchanged when left out. Not with birthDate.' })
  born?: string | null;
  @Field(() => Boolean, { description: 'Whether the safety waiver is signed; unchanged when left out.', nullable: true }) waiverSigned?: boolean | null;
  @Field(() => Int, { nullable: true, description: "The league's player ranking tier; null: not ranked" })
  @ValidateIf((o: UpdatePlayerInput) => o.rankingTier != null)
  @Min(1, { message: 'must be 1 or more' })
  @Max(9, { message: 'must be 9 or less' })
  rankingTier?: number | null;
  @Field(() => PlayerExperience, { nullable: true, description: 'null: none' }) experienceLevel?: PlayerExperience | null;
  @Field(() => String, { nullable: true, description: 'Why: kept in the audit trail' }) @ValidateIf((o: UpdatePlayerInput) => o.reason != null) @FreeText(BOUNDS.REASON) reason?: string | null;
}
