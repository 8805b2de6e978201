import { Column, Entity } from 'typeorm';
import type { CompetitionKind, RulesetPreset } from '../../domain/enums';
import type { RulesOverrides } from '../../domain/rulesets';
import { CreatedAtColumn, EnumColumn, IdColumn, JsonColumn, NameColumn, InstantColumn } from '../columns';

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
  @CreatedAtColumn() createdAt!: Date;
}
