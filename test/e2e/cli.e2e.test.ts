import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCompetition } from '../support/competition';
import { ADMIN_TOKEN, startTestServer } from '../support/server';

const root = resolve(__dirname, '../..');
const cli = resolve(root, 'dist/src/cli/faceoff.js');

/** Runs the built CLI as the office does (`npm run faceoff -- …`), answering its exit code and output. */
function faceoff(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [cli, ...args], { env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', ...env }, maxBuffer: 64 * 1_048_576 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The office's command line (README, "Open data"; docs/open-data.md): export and import against
 * SQLite files and against a server's API, every refusal printed with exit code 1, a wrong command
 * line 2, a server that does not answer 3. `npm test` builds first (pretest), so this runs the
 * JavaScript `npm run faceoff` runs.
 */
describe('npm run faceoff', () => {
  // Each run is a fresh Node process that opens (and migrates) its database.
  jest.setTimeout(240_000);
  let dir: string;
  let competitionId: string;
  const db = (name: string) => ({ DATABASE_URL: `sqlite:${join(dir, name)}` });

  beforeAll(async () => {
    if (!existsSync(cli)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
    dir = mkdtempSync(join(tmpdir(), 'faceoff-cli-'));
    const server = await startTestServer({ databaseUrl: db('source.db').DATABASE_URL });
    try {
      competitionId = (await buildCompetition(server.url)).competitionId;
    } finally {
      await server.stop();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('export to a file, import it into another database (0); kept ids that clash are refused with the clash printed (1)', async () => {
    const file = join(dir, 'league.json');
    const exported = await faceoff(['export', competitionId, '--out', file], db('source.db'));
    expect(exported).toMatchObject({ code: 0, stdout: '' });
    const document = JSON.parse(readFileSync(file, 'utf8'));
    expect(document).toMatchObject({ format: 'faceoff.competition/1', competition: { id: competitionId } });

    const dry = await faceoff(['import', file, '--dry-run'], db('target.db'));
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^import: dry run, nothing stored: \d+ read/);
    const stored = await faceoff(['import', file, '--ids', 'KEEP'], db('target.db'));
    expect(stored.code).toBe(0);
    expect(stored.stdout).toContain(`stored`);
    expect(stored.stdout).toContain(`competition ${competitionId}`);
    // The stderr is not a terminal here: no progress bar in it.
    expect(stored.stderr).toBe('');
    const again = await faceoff(['export', competitionId], db('target.db'));
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).games).toHaveLength(document.games.length);

    const clash = await faceoff(['import', file, '--ids', 'KEEP'], db('source.db'));
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(`/competition/id: id ${competitionId} is already used here`);
    expect(clash.stderr).toMatch(/refused, \d+ problems; nothing stored/);
  });

  it('a bad document (1): every problem printed, nothing stored; an unreadable or non-JSON file (1)', async () => {
    const document = JSON.parse((await faceoff(['export', competitionId], db('source.db'))).stdout);
    document.format = 'faceoff.competition/9';
    document.rosterEntries[0].teamId = '00000000-0000-4000-8000-000000000000';
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(document));
    const refused = await faceoff(['import', bad], db('empty.db'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('/format: must be "faceoff.competition/1"');
    writeFileSync(join(dir, 'not.json'), '{ nope');
    expect((await faceoff(['import', join(dir, 'not.json')], db('empty.db'))).code).toBe(1);
    expect((await faceoff(['import', join(dir, 'missing.json')], db('empty.db'))).code).toBe(1);
    expect((await faceoff(['export', '00000000-0000-4000-8000-000000000000'], db('source.db'))).code).toBe(1);
    const empty = await faceoff(['export', competitionId], db('empty.db'));
    expect(empty).toMatchObject({ code: 1, stderr: expect.stringContaining('does not exist') });
  });

  it('a wrong command line (2), and a server that does not answer (3)', async () => {
    expect((await faceoff([], db('source.db'))).code).toBe(2);
    expect((await faceoff(['explode'], db('source.db'))).code).toBe(2);
    expect((await faceoff(['export'], db('source.db'))).code).toBe(2);
    expect((await faceoff(['import', 'x.json', '--ids', 'SOME'], db('source.db'))).code).toBe(2);
    expect((await faceoff(['export', competitionId, '--bogus'], db('source.db'))).code).toBe(2);
    expect((await faceoff(['export', competitionId, '--url', 'http://127.0.0.1:9'], db('source.db'))).code).toBe(2); // no token
    const down = await faceoff(['export', competitionId, '--url', 'http://127.0.0.1:9', '--token', ADMIN_TOKEN], db('source.db'));
    expect(down.code).toBe(3);
    expect(down.stderr).toContain('cannot reach http://127.0.0.1:9');
    const help = await faceoff(['--help'], {});
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('usage: npm run faceoff') });
  });

  it('against a server: export and import through its API, the CSV imports through the same engine', async () => {
    const server = await startTestServer({ databaseUrl: db('served.db').DATABASE_URL });
    try {
      const origin = server.url.replace(/\/graphql$/, '');
      const file = join(dir, 'from-source.json');
      expect((await faceoff(['export', competitionId, '--out', file], db('source.db'))).code).toBe(0);
      const imported = await faceoff(['import', file, '--url', origin, '--token', ADMIN_TOKEN], {});
      expect(imported.code).toBe(0);
      const newId = /competition ([0-9a-f-]{36})/.exec(imported.stdout)![1];
      const pub = await faceoff(['export', newId, '--public', '--url', origin, '--token', ADMIN_TOKEN], {});
      expect(pub.code).toBe(0);
      const document = JSON.parse(pub.stdout);
      expect(document.public).toBe(true);
      expect(document.players[0]).not.toHaveProperty('birthDate');
      const refused = await faceoff(['export', newId, '--url', origin, '--token', 'not-a-token-at-all-0123456789'], {});
      expect(refused.code).toBe(1);

      const roster = join(dir, 'roster.csv');
      writeFileSync(roster, 'Name,#,Pos,DOB\r\nAlex Martin,77,D,1991-03-04\r\n');
      const teamId = document.teams[0].id;
      const dry = await faceoff(['import-roster', teamId, roster, '--dry-run', '--url', origin, '--token', ADMIN_TOKEN], {});
      expect(dry).toMatchObject({ code: 0, stdout: expect.stringContaining('import-roster: dry run, nothing stored: 1 read, 1 would be created') });
      const schedule = join(dir, 'schedule.csv');
      writeFileSync(schedule, 'Date,Time,Home,Away\r\n2027-01-09,19:30,Nobody,Nobody Else\r\n');
      const badSchedule = await faceoff(['import-schedule', document.divisions[0].id, schedule, '--url', origin, '--token', ADMIN_TOKEN], {});
      expect(badSchedule.code).toBe(1);
      expect(badSchedule.stderr).toContain('line 2, Home: No team named "Nobody"');
    } finally {
      await server.stop();
    }
    // The same engine on the database itself.
    const local = await faceoff(['import-roster', '00000000-0000-4000-8000-000000000000', join(dir, 'roster.csv'), '--dry-run'], db('source.db'));
    expect(local).toMatchObject({ code: 1, stderr: expect.stringContaining('does not exist') });
  });
});
