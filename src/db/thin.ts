import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { DriverUtils } from 'typeorm/driver/DriverUtils';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * The hot rows' statements without the query builder: every scorekeeper event reads and locks its
 * game, inserts one game_event and updates the game, and building those statements through
 * TypeORM's query builder (and hydrating through its transformer) cost more CPU than running them.
 *
 * The SQL is built once per entity from TypeORM's own metadata (table, columns' database names,
 * the driver's escaping), and values go through the driver's own conversions both ways
 * (preparePersistentValue on write, prepareHydratedValue on read, and escapeQueryWithParameters'
 * native parameters), so JSON, dates, booleans and transformers come out as through the ORM on
 * SQLite and on MySQL/MariaDB. Statements run on the manager given, so inside a transaction they
 * are on its query runner. Rows come back as instances of the entity class, as findOne's do.
 *
 * What it leaves out, on purpose: relations (an entity with any is refused), entity listeners
 * and subscribers (only AssignIds exists, and an insert here must carry its primary key), and
 * reading back database defaults after an insert (a column with a default must be given a value).
 */
export class ThinTable<T extends ObjectLiteral> {
  private readonly columns: readonly ColumnMetadata[];
  private readonly table: string;
  private readonly selectList: string;
  private readonly byId: { plain: string; forUpdate: string };
  private readonly inserts = new Map<string, string>();
  private readonly statements = new Map<string, string>();
  private readonly updates = new Map<string, { sql: string; columns: ColumnMetadata[] }>();

  constructor(
    private readonly dataSource: DataSource,
    readonly metadata: EntityMetadata,
  ) {
    if (metadata.relations.length) throw new Error(`${metadata.name} has relations: read it through TypeORM`);
    if (metadata.primaryColumns.length !== 1) throw new Error(`${metadata.name} needs a single primary column`);
    this.columns = metadata.columns.filter((column) => column.isSelect && !column.isVirtual && !column.isVirtualProperty);
    this.table = metadata.tablePath
      .split('.')
      .map((part) => this.escape(part))
      .join('.');
    this.selectList = this.selectColumns();
    const where = `SELECT ${this.selectList} FROM ${this.table} WHERE ${this.escape(metadata.primaryColumns[0].databaseName)} = ? LIMIT 1`;
    // SQLite has no row locks (and needs none: it has one writer), so it reads the row plainly.
    this.byId = { plain: where, forUpdate: DriverUtils.isMySQLFamily(dataSource.driver) ? `${where} FOR UPDATE` : where };
  }

  /** The entity's columns for a SELECT, qualified by `alias` when given (a join), each named by its database name. */
  selectColumns(alias?: string): string {
    const prefix = alias ? `${this.escape(alias)}.` : '';
    return this.columns.map((column) => `${prefix}${this.escape(column.databaseName)}${alias ? ` AS ${this.escape(column.databaseName)}` : ''}`).join(', ');
  }

  /** The table's name, escaped, for a statement of the caller's own. */
  get tableName(): string {
    return this.table;
  }

  escape(name: string): string {
    return this.dataSource.driver.escape(name);
  }

  /** A property's column, by its database name, escaped (and qualified by `alias` when given). */
  column(property: string, alias?: string): string {
    const column = this.metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.metadata.name} has no property ${property}`);
    return `${alias ? `${this.escape(alias)}.` : ''}${this.escape(column.databaseName)}`;
  }

  /** A statement of the caller's own, built once (the first time its key is asked for) and kept with the table. */
  statement(key: string, build: () => string): string {
    let sql = this.statements.get(key);
    if (sql === undefined) {
      sql = build();
      this.statements.set(key, sql);
    }
    return sql;
  }

  /** An entity instance from a row selected by selectColumns, as TypeORM's transformer makes it. */
  hydrate(raw: Record<string, unknown>): T {
    const { driver } = this.dataSource;
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as T;
    for (const column of this.columns) {
      const value = raw[column.databaseName];
      if (value === undefined) continue;
      column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return entity;
  }

  /**
   * The row with this primary key, or null; with `forUpdate`, locked for the rest of the
   * transaction on MySQL/MariaDB (SELECT … FOR UPDATE; SQLite has one writer and reads it plainly).
   */
  async findById(manager: EntityManager, id: unknown, options: { forUpdate?: boolean } = {}): Promise<T | null> {
    const rows = await this.query<Record<string, unknown>[]>(manager, options.forUpdate ? this.byId.forUpdate : this.byId.plain, [id]);
    return rows.length ? this.hydrate(rows[0]) : null;
  }

  /** The first row a statement of the caller's own selects (with selectColumns), or null. */
  async findOneBySql(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T | null> {
    const rows = await this.query<Record<string, unknown>[]>(manager, sql, parameters);
    return rows.length ? this.hydrate(rows[0]) : null;
  }

  /**
   * Inserts one entity. A column left undefined takes the database's NULL or default, as with
   * manager.insert; one whose default manager.insert would read back (a default, a generated,
   * version or date column) must be given, since nothing is read back here.
   */
  async insert(manager: EntityManager, entity: Partial<T>): Promise<void> {
    const columns: ColumnMetadata[] = [];
    const values: unknown[] = [];
    for (const column of this.columns) {
      if (!column.isInsert) continue;
      const value: unknown = column.getEntityValue(entity);
      if (value === undefined) {
        if (column.isPrimary || column.default !== undefined || column.isGenerated || column.isCreateDate || column.isUpdateDate || column.isVersion) {
          throw new Error(`${this.metadata.name}.${column.propertyName} must be given to a thin insert`);
        }
        continue;
      }
      columns.push(column);
      values.push(this.dataSource.driver.preparePersistentValue(value, column));
    }
    const key = columns.map((column) => column.propertyPath).join(',');
    let sql = this.inserts.get(key);
    if (!sql) {
      sql = `INSERT INTO ${this.table} (${columns.map((column) => this.escape(column.databaseName)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      this.inserts.set(key, sql);
    }
    await this.query(manager, sql, values);
  }

  /**
   * Updates the row with this primary key, as manager.update(Entity, { id }, changes) does: a
   * property left undefined is not written, a version column is moved on by one and an
   * update-date column set, unless the changes name them.
   */
  async updateById(manager: EntityManager, id: unknown, changes: Partial<T>): Promise<void> {
    const present = Object.keys(changes).filter((property) => (changes as Record<string, unknown>)[property] !== undefined);
    const key = present.join(',');
    let update = this.updates.get(key);
    if (!update) {
      update = this.updateStatement(present);
      this.updates.set(key, update);
    }
    const values: unknown[] = update.columns.map((column): unknown => this.dataSource.driver.preparePersistentValue(column.getEntityValue(changes), column));
    await this.query(manager, update.sql, [...values, id]);
  }

  private updateStatement(properties: string[]): { sql: string; columns: ColumnMetadata[] } {
    const columns: ColumnMetadata[] = [];
    for (const property of properties) {
      const found = this.metadata.findColumnsWithPropertyPath(property);
      if (!found.length) throw new Error(`${this.metadata.name} has no property ${property}`);
      for (const column of found) if (column.isUpdate && !columns.includes(column)) columns.push(column);
    }
    if (!columns.length) throw new Error(`nothing to update on ${this.metadata.name}`);
    const sets = columns.map((column) => `${this.escape(column.databaseName)} = ?`);
    const { versionColumn, updateDateColumn } = this.metadata;
    if (versionColumn && !columns.includes(versionColumn)) sets.push(`${this.escape(versionColumn.databaseName)} = ${this.escape(versionColumn.databaseName)} + 1`);
    if (updateDateColumn && !columns.includes(updateDateColumn)) sets.push(`${this.escape(updateDateColumn.databaseName)} = CURRENT_TIMESTAMP`);
    const sql = `UPDATE ${this.table} SET ${sets.join(', ')} WHERE ${this.escape(this.metadata.primaryColumns[0].databaseName)} = ?`;
    return { sql, columns };
  }

  /** Runs a statement on the manager's query runner, its parameters converted as the query builder converts them. */
  private query<R>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<R> {
    const [, native] = this.dataSource.driver.escapeQueryWithParameters(sql, {}, { ...parameters });
    return manager.query<R>(sql, native);
  }
}

const TABLES = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, ThinTable<ObjectLiteral>>>();

/** The thin statements of an entity on the manager's data source, built on first use. */
export function thin<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>): ThinTable<T> {
  const dataSource = manager.connection;
  let tables = TABLES.get(dataSource);
  if (!tables) {
    tables = new Map();
    TABLES.set(dataSource, tables);
  }
  let table = tables.get(entity);
  if (!table) {
    table = new ThinTable<ObjectLiteral>(dataSource, dataSource.getMetadata(entity));
    tables.set(entity, table);
  }
  return table as unknown as ThinTable<T>;
}
