import { Entity } from 'typeorm';
import type { CompetitionKind, RulesetPreset } from '../../domain/enums';
import type { RulesOverrides } from '../../domain/rulesets';
import { CreatedAtColumn, EnumColumn, IdColumn, JsonColumn, NameColumn } from '../columns';

@Entity('competition')
export class CompetitionEntity {
  @IdColumn() id!: string;
  @NameColumn() name!: string;
  @EnumColumn() kind!: CompetitionKind;
  @EnumColumn() preset!: RulesetPreset;
  /** values that replace the preset's for this competition (validated when set) */
  @JsonColumn({ nullable: true }) rulesOverrides!: RulesOverrides | null;
  @CreatedAtColumn() createdAt!: Date;
}
