import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { Database } from '../db/database';
import { FaceoffError } from '../domain/errors';
import { EventBus } from '../realtime/event-bus';
import { InProcessPubSub } from '../realtime/pubsub';
import { ExportService } from '../services/export/export.service';
import { IMPORT_MAX_BYTES, type IdPolicy } from '../services/export/document';
import { CompetitionImportService, type ImportProgress } from '../services/export/import.service';
import { GameService } from '../services/game.service';
import { ImportService } from '../services/imports/import.service';
import { TeamService } from '../services/team.service';

const USAGE = `usage: npm run faceoff -- export <competition id> [--public] [--out FILE]
       npm run faceoff -- import <FILE|-> [--ids NEW|KEEP] [--dry-run] [--out REPORT]
       npm run faceoff -- import-roster <team id> <FILE.csv|-> [--dry-run] [--out REPORT]
       npm run faceoff -- import-schedule <division id> <FILE.csv|-> [--dry-run] [--out REPORT]

Works on the database of DATABASE_URL (the embedded default when unset), or on a running Faceoff
through its GraphQL API with --url https://host --token <ADMIN token> (or FACEOFF_TOKEN).
export writes the competition's document (docs/open-data.md) to --out or stdout; --public leaves
private data out. The imports check everything and store nothing unless all is valid; --dry-run
only checks. Exit codes: 0 done, 1 refused (the problems are printed), 2 usage, 3 no connection.`;

/** Exit codes (README, "Open data"). */
const OK = 0;
const REFUSED = 1;
const USAGE_ERROR = 2;
const NO_CONNECTION = 3;

class Exit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Report {
  dryRun: boolean;
  stored: boolean;
  rows: number;
  created: number;
  matched: number;
  competitionId?: string | null;
  problems: Array<{ line: number | null; column: string | null; path?: string | null; code: string; message: string }>;
}

/** What the commands need, from the database or from a server. */
interface Backend {
  exportCompetition(id: string, isPublic: boolean): Promise<unknown>;
  importCompetition(document: unknown, dryRun: boolean, ids: IdPolicy, progress?: ImportProgress): Promise<Report>;
  importRoster(teamId: string, csv: string, dryRun: boolean): Promise<Report>;
  importSchedule(divisionId: string, csv: string, dryRun: boolean): Promise<Report>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new Exit(USAGE_ERROR, (error as Error).message);
  }
  const log = pino({ level: 'warn' });
  let db: Database;
  try {
    db = await Database.open(config.database, log);
  } catch (error) {
    throw new Exit(NO_CONNECTION, `cannot open the database (${config.database.kind}): ${(error as Error).message}`);
  }
  const bus = new EventBus(new InProcessPubSub(), log);
  const teams = new TeamService(db);
  const imports = new ImportService(db, teams, new GameService(db, bus));
  const exports = new ExportService(db);
  const competitions = new CompetitionImportService(db);
  return {
    exportCompetition: (id, isPublic) => exports.build(id, { public: isPublic }),
    importCompetition: (document, dryRun, ids, progress) => competitions.importCompetition(document, { dryRun, ids, progress }),
    importRoster: (teamId, csv, dryRun) => imports.importRoster(teamId, csv, dryRun),
    importSchedule: (divisionId, csv, dryRun) => imports.importSchedule(divisionId, csv, dryRun),
    close: () => db.close(),
  };
}

const REPORT_FIELDS = 'dryRun stored rows created matched competitionId problems { line column path code message }';
/** /graphql reads at most 1 MB; a larger document goes to POST /competitions/import.json. */
const GRAPHQL_BODY_MAX = 1_000_000;

function remoteBackend(url: string, token: string): Backend {
  const origin = url.replace(/\/+$/, '').replace(/\/graphql$/, '');
  const request = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(`${origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
    } catch (error) {
      throw new Exit(NO_CONNECTION, `cannot reach ${origin}: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`);
    }
  };
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    let body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new Exit(NO_CONNECTION, `${origin} answered ${response.status} without a GraphQL answer: is it a Faceoff?`);
    }
    if (body.errors?.length) throw new Exit(REFUSED, body.errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('\n'));
    return Object.values(body.data ?? {})[0] as T;
  };
  return {
    exportCompetition: (id, isPublic) => gql('query ($id: ID!, $public: Boolean) { exportCompetition(id: $id, public: $public) }', { id, public: isPublic }),
    async importCompetition(document, dryRun, ids) {
      const query = `mutation ($document: JSON!, $dryRun: Boolean, $ids: IdPolicy) { importCompetition(document: $document, dryRun: $dryRun, ids: $ids) { ${REPORT_FIELDS} } }`;
      const text = JSON.stringify(document);
      if (Buffer.byteLength(text) < GRAPHQL_BODY_MAX - 2_000) return gql<Report>(query, { document, dryRun, ids });
      const response = await request(`/competitions/import.json?ids=${ids}${dryRun ? '&dryRun=1' : ''}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      const body = (await response.json().catch(() => null)) as (Report & { errors?: Array<{ message: string }> }) | null;
      if (!body) throw new Exit(NO_CONNECTION, `${origin} answered ${response.status} without a report`);
      if (body.errors) throw new Exit(REFUSED, body.errors.map((e) => e.message).join('\n'));
      return body;
    },
    importRoster: (teamId, csv, dryRun) =>
      gql(`mutation ($teamId: ID!, $csv: String!, $dryRun: Boolean) { importRosterCsv(teamId: $teamId, csv: $csv, dryRun: $dryRun) { ${REPORT_FIELDS} } }`, { teamId, csv, dryRun }),
    importSchedule: (divisionId, csv, dryRun) =>
      gql(`mutation ($divisionId: ID!, $csv: String!, $dryRun: Boolean) { importScheduleCsv(divisionId: $divisionId, csv: $csv, dryRun: $dryRun) { ${REPORT_FIELDS} } }`, { divisionId, csv, dryRun }),
    close: async () => undefined,
  };
}

/** A file's text, or stdin's for "-". */
function readInput(path: string, max: number): string {
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw new Exit(REFUSED, `cannot read ${path}: ${(error as Error).message}`);
  }
  if (Buffer.byteLength(text) > max) throw new Exit(REFUSED, `${path} is larger than ${max.toLocaleString('en')} bytes`);
  return text;
}

function write(out: string | undefined, text: string): void {
  if (out && out !== '-') writeFileSync(out, text);
  else process.stdout.write(text);
}

/** A bar on stderr for long work, only when stderr is a terminal (never in a pipe or a log). */
function progressBar(): { update: ImportProgress; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  let bar: SingleBar | undefined;
  let current = '';
  return {
    update(step, done, total) {
      if (step !== current) {
        bar?.stop();
        current = step;
        bar = new SingleBar({ format: `${step === 'replay' ? 'replaying games' : 'storing rows   '} [{bar}] {value}/{total}`, stream: process.stderr, hideCursor: true, clearOnComplete: false });
        bar.start(total, 0);
      }
      bar?.update(Math.min(done, total));
    },
    stop: () => bar?.stop(),
  };
}

/** Prints the report; refused (1) when it lists problems. */
function report(what: string, r: Report, out: string | undefined): number {
  if (out) writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
  for (const p of r.problems) {
    const where = p.path ?? (p.line !== null ? `line ${p.line}${p.column ? `, ${p.column}` : ''}` : 'file');
    process.stderr.write(`  ${where}: ${p.message} [${p.code}]\n`);
  }
  if (r.problems.length) {
    process.stderr.write(`${what}: refused, ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}; nothing stored\n`);
    return REFUSED;
  }
  const id = r.competitionId ? `; competition ${r.competitionId}` : '';
  process.stdout.write(`${what}: ${r.dryRun ? 'dry run, nothing stored' : 'stored'}: ${r.rows} read, ${r.created} ${r.dryRun ? 'would be ' : ''}created, ${r.matched} matched${id}\n`);
  return OK;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        out: { type: 'string', short: 'o' },
        public: { type: 'boolean' },
        ids: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`faceoff: ${(error as Error).message}\n${USAGE}\n`);
    return USAGE_ERROR;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return OK;
  }
  const [command, ...args] = positionals;
  const arity: Record<string, number> = { export: 1, import: 1, 'import-roster': 2, 'import-schedule': 2 };
  const usage = (message: string) => {
    process.stderr.write(`faceoff: ${message}\n${USAGE}\n`);
    return USAGE_ERROR;
  };
  if (!command || !(command in arity)) return usage(command ? `unknown command "${command}"` : 'a command is needed');
  if (args.length !== arity[command]) return usage(`${command} takes ${arity[command]} argument${arity[command] === 1 ? '' : 's'}`);
  const ids = (values.ids ?? 'NEW').toUpperCase();
  if (ids !== 'NEW' && ids !== 'KEEP') return usage('--ids must be NEW or KEEP');
  if (values.public && command !== 'export') return usage('--public is for export');
  const token = values.token ?? process.env.FACEOFF_TOKEN;
  if (values.url && !token) return usage('--url needs an ADMIN token (--token, or FACEOFF_TOKEN)');
  if (values.url && !/^https?:\/\//.test(values.url)) return usage('--url must be an http:// or https:// address');
  const dryRun = values['dry-run'] ?? false;

  // Inputs are read before connecting: a missing file is the caller's to fix whatever the backend.
  let input: string | undefined;
  if (command === 'import') input = readInput(args[0], IMPORT_MAX_BYTES);
  if (command === 'import-roster' || command === 'import-schedule') input = readInput(args[1], 900_000);
  let document: unknown;
  if (command === 'import') {
    try {
      document = JSON.parse(input!);
    } catch (error) {
      throw new Exit(REFUSED, `${args[0]} is not JSON: ${(error as Error).message}`);
    }
  }

  const backend = values.url ? remoteBackend(values.url, token!) : await localBackend();
  try {
    switch (command) {
      case 'export': {
        const doc = await backend.exportCompetition(args[0], values.public ?? false);
        write(values.out, `${JSON.stringify(doc, null, 2)}\n`);
        if (values.out && values.out !== '-') process.stderr.write(`export: competition ${args[0]} written to ${values.out}\n`);
        return OK;
      }
      case 'import': {
        const bar = progressBar();
        let result: Report;
        try {
          result = await backend.importCompetition(document, dryRun, ids, bar.update);
        } finally {
          bar.stop();
        }
        return report('import', result, values.out);
      }
      case 'import-roster':
        return report('import-roster', await backend.importRoster(args[0], input!, dryRun), values.out);
      default:
        return report('import-schedule', await backend.importSchedule(args[0], input!, dryRun), values.out);
    }
  } finally {
    await backend.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof Exit) {
      process.stderr.write(`faceoff: ${error.message}\n`);
      process.exit(error.code);
    }
    // A refusal from a service (no such competition, team or division): the caller's to fix.
    if (error instanceof FaceoffError || error instanceof ConfigError) {
      process.stderr.write(`faceoff: ${error.message}\n`);
      process.exit(error instanceof ConfigError ? USAGE_ERROR : REFUSED);
    }
    // The database went away mid-way (3), or something unforeseen (1, with its stack).
    const lost = /ECONN|ETIMEDOUT|EHOSTUNREACH|PROTOCOL_CONNECTION_LOST|SQLITE_CANTOPEN|SQLITE_BUSY/.test(`${(error as { code?: string }).code ?? ''} ${(error as Error).message ?? ''}`);
    process.stderr.write(`faceoff: ${lost ? (error as Error).message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(lost ? NO_CONNECTION : REFUSED);
  },
);
