import { Column, Entity } from 'typeorm';
import type { CompetitionKind, RulesetPreset } from '../../domain/enums';
import type { RulesOverrides } from '../../domain/rulesets';

/** An official's approval that another competition's discipline counts here (004:9, R41). */
export interface DisciplineLink {
  competitionId: string;
  reason: string;
  /** ISO instant it was approved */
  at: string;
}
import { CreatedAtColumn, EnumColumn, IdColumn, JsonColumn, NameColumn, InstantColumn, RefColumn } from '../columns';

@Entity('competition')
export class CompetitionEntity {
  @IdColumn() id!: string;
  @NameColumn() name!: string;
  @EnumColumn() kind!: CompetitionKind;
  @EnumColumn() preset!: RulesetPreset;
  /** values that replace the preset's for this competition (validated when set) */
  @JsonColumn({ nullable: true }) rulesOverrides!: RulesOverrides | null;
  /** league §8: when the season starts (an addition after it is a pick-up); null: at the first scheduled game */
  @InstantColumn({ nullable: true }) seasonStartsAt!: Date | null;
  /** league §8: the addition cut-off, "MIDNITE, of the last regular season day"; null: not set yet */
  @InstantColumn({ nullable: true }) additionCutoff!: Date | null;
  /**
   * The IANA time zone the competition's dates are read in (R39): a game's day for age rules, a
   * cut-off's "MIDNITE". Set at creation from the input or the server's FACEOFF_TIME_ZONE.
   */
  @Column({ type: 'varchar', length: 64, default: 'UTC' }) timeZone!: string;
  /** The language of its printed game sheets: "en" or "fr" (R58). */
  @Column({ type: 'varchar', length: 8, default: 'en' }) language!: string;
  /**
   * League 004:9: the other competitions whose suspensions and fines are "in effect" here, each with
   * the league manager's approval (its reason); a link is mutual ("from winter TO summer as well", R41)
   */
  @JsonColumn({ nullable: true }) disciplineLinks!: DisciplineLink[] | null;
  /** league 004:32: the previous summer season, whose Tier 1 games make a player Tier 1-ranked here (R46) */
  @RefColumn({ nullable: true }) previousSummerCompetitionId!: string | null;
  @CreatedAtColumn() createdAt!: Date;
}
