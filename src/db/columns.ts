import { randomUUID } from 'node:crypto';
import { Column, CreateDateColumn, type EntitySubscriberInterface, EventSubscriber, type InsertEvent, PrimaryColumn, type ColumnOptions } from 'typeorm';

/**
 * Column shapes shared by every entity, so that the SQLite and MySQL schemas come out alike and
 * the migrations of both stay in step with the entities.
 */

/**
 * A uuid primary key, kept as text on every server: MariaDB's native uuid type would otherwise make
 * its schema differ from MySQL's and SQLite's. The id is assigned on save (see AssignIds).
 */
export const IdColumn = () => PrimaryColumn({ type: 'varchar', length: 36 });

/** Gives every new row a random uuid before it is saved, unless the caller chose one. */
@EventSubscriber()
export class AssignIds implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<{ id?: string }>): void {
    if (event.entity && !event.entity.id) event.entity.id = randomUUID();
  }
}

/** A reference to another row's uuid primary key. */
export const RefColumn = (options: ColumnOptions = {}) => Column({ type: 'varchar', length: 36, ...options });

/** An instant, stored to the millisecond in UTC. */
export const InstantColumn = (options: ColumnOptions = {}) => Column({ type: 'datetime', precision: 3, ...options });

export const CreatedAtColumn = () => CreateDateColumn({ type: 'datetime', precision: 6 });

/** A name people type: generous, but bounded so an index or a page never meets a novel. */
export const NameColumn = (options: ColumnOptions = {}) => Column({ type: 'varchar', length: 120, ...options });

/** An enum stored as its name: readable in SQL and free of driver-specific enum DDL. */
export const EnumColumn = (options: ColumnOptions = {}) => Column({ type: 'varchar', length: 32, ...options });

/** JSON kept as text, which both drivers store the same way. */
export const JsonColumn = (options: ColumnOptions = {}) => Column({ type: 'simple-json', ...options });
