import { Column, Entity, Index } from 'typeorm';
import type { Role } from '../../auth/principal';
import { CreatedAtColumn, EnumColumn, IdColumn, InstantColumn, JsonColumn, NameColumn } from '../columns';

/** A bearer token; only its SHA-256 hash is kept, so a database leak reveals no usable token. */
@Entity('api_token')
export class ApiTokenEntity {
  @IdColumn() id!: string;
  @NameColumn() name!: string;
  @EnumColumn() role!: Role;
  /** `competition:<id>`, `game:<id>`, `team:<id>` */
  @JsonColumn() scopes!: string[];
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;
  @InstantColumn({ nullable: true }) revokedAt!: Date | null;
  @CreatedAtColumn() createdAt!: Date;
}
