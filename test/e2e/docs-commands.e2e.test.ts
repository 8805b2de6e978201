import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answersByLine, bash, expectedError, marker, root, shellBlocks, userFolder, type Answer } from '../support/documents';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { SEEDED_LATER, seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The commands of docs/open-data.md and docs/running-a-tournament.md, run as a reader runs them:
 * each shell block verbatim, one line after another in one bash with `set -euo pipefail`, in a folder
 * of the reader's own beside the project, against a fresh built server on port 0 (as
 * test/e2e/readme.e2e.test.ts runs the README). The documents' placeholders are filled the way the
 * README's test fills them: their example hosts become the server, COMPETITION_ID, DIVISION_ID,
 * TEAM_ID and `<game id>` the ids of a league the test seeds first, with the two spreadsheets the
 * document expects the reader to bring (roster.csv, schedule.csv, in the columns it lists).
 *
 * `curl` fails on an HTTP error status here (`--fail-with-body`), so a command that answers 4xx or
 * 5xx stops the script as a failing `npm run faceoff` does; neither document says an error comes
 * from any of its commands, so every one must succeed, and what each wrote or printed is checked.
 */

/** curl as the scripts use it: an HTTP error is a failure (with its body printed), and no progress meter. */
const CURL = 'curl() { command curl --fail-with-body --silent --show-error "$@"; }';

/** The shell lines of a block that are commands (not blank, not comments). */
const isCommand = (text: string) => text.trim() !== '' && !text.trim().startsWith('#');

/** Why the script stopped: the line it was running, and what that printed. */
function stoppedAt(file: string, answers: Answer[], run: { code: number | null; stderr: string }): string {
  const last = answers.at(-1);
  return `${file} stopped at line ${last?.line} (${last?.text.trim()}), exit ${run.code}:\n${last?.output.join('\n')}\n${run.stderr}`;
}

describe('docs/open-data.md, its commands run as written', () => {
  jest.setTimeout(180_000);
  const file = 'docs/open-data.md';
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  const blocks = shellBlocks(text);
  const token = ADMIN_TOKEN;
  let dir: string;
  let server: ProductionServer;
  let league: SeededLeague;

  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/src/main.js'))) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
    dir = userFolder('faceoff-open-data-');
    server = await startProductionServer({ ADMIN_TOKEN: token, DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}` });
    // A winter league with two teams and a game, as the document's commands presume one.
    league = await seedLeague(server.url, { preset: 'WINTER_LEAGUE_5ON5', teams: 2, playersPerTeam: 7, startsAt: SEEDED_LATER });
    // The spreadsheets the reader brings, in the columns the document lists.
    writeFileSync(join(dir, 'roster.csv'), 'Name,Number,Position,Birth Date,Shoots,Waiver Signed\nAlex Doucet,40,F,2001-03-14,L,Yes\nSam Gillis,41,G,1999-11-02,L,Yes\n');
    writeFileSync(join(dir, 'schedule.csv'), `Date,Time,Home,Away,Venue\n2099-12-12,19:30,${league.teams[0].name},${league.teams[1].name},Rink 2\n`);
  });

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds the commands it runs, none of them promising an error', () => {
    expect(blocks.map((b) => b.section)).toEqual(expect.arrayContaining(['Printable game sheet', "The office's command line"]));
    // A line that names an error code in its comment would need the harness to expect its failure.
    expect(blocks.flatMap((b) => b.lines).filter((l) => expectedError(l))).toEqual([]);
  });

  it('every command succeeds and writes or prints what the document says', async () => {
    const script = ['set -euo pipefail', 'exec 2>&1', CURL];
    for (const block of blocks) {
      block.lines.forEach((line, i) => {
        if (!isCommand(line)) return;
        script.push(marker(block.line + i), placeholders(line));
      });
    }
    const run = await bash(script.join('\n'), dir, {
      ADMIN_TOKEN: token,
      DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}`,
      COMP: league.competitionId,
      DIV: league.divisionId,
      TEAM: league.teams[0].id,
      GAME: league.gameId,
    });
    const answers = answersByLine(run.stdout, lines);
    if (run.code !== 0) throw new Error(stoppedAt(file, answers, run));
    expect(answers.map((a) => a.line)).toEqual(blocks.flatMap((b) => b.lines.flatMap((l, i) => (isCommand(l) ? [b.line + i] : []))));

    const said = (pattern: RegExp) => answers.find((a) => pattern.test(a.text))!.output.join('\n');
    // The printable sheet is a PDF, not an error page.
    expect(readFileSync(join(dir, 'sheet.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    // The export is the full document of the seeded competition.
    expect(JSON.parse(readFileSync(join(dir, 'league.json'), 'utf8'))).toMatchObject({ format: 'faceoff.competition/1', public: false, competition: { id: league.competitionId } });
    expect(said(/import league\.json --dry-run/)).toMatch(/import: dry run, nothing stored: \d+ read, \d+ would be created/);
    // Keeping the ids is for another Faceoff: its database takes the competition under the same id.
    expect(said(/--ids KEEP/)).toContain(`import: stored`);
    expect(said(/--ids KEEP/)).toContain(`competition ${league.competitionId}`);
    // Through the server's API, with new ids: a second copy of the competition on the server.
    expect(said(/import league\.json --url/)).toMatch(/import: stored: \d+ read, \d+ created/);
    expect(said(/import-roster .* --dry-run/)).toContain('import-roster: dry run, nothing stored: 2 read, 2 would be created');
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toMatchObject({ stored: true, rows: 1, created: 1, problems: [] });
  });

  /** The document's example hosts are the test's server; its placeholders the seeded league's ids. */
  function placeholders(line: string): string {
    return line
      .replaceAll('https://scores.example.org', server.origin)
      .replaceAll('https://faceoff.example.org', server.origin)
      .replaceAll('<game id>', '$GAME')
      .replaceAll('COMPETITION_ID', '$COMP')
      .replaceAll('DIVISION_ID', '$DIV')
      .replaceAll('TEAM_ID', '$TEAM');
  }
});

describe('docs/running-a-tournament.md, the office token it starts with', () => {
  const file = 'docs/running-a-tournament.md';
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let dir: string;
  let server: ProductionServer;

  beforeAll(async () => {
    dir = userFolder('faceoff-tournament-');
    server = await startProductionServer({ DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}` });
  });

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('makes an ADMIN token the server takes', async () => {
    // The whole commands the document gives inline (`npm run token -- --role …`; `npm run faceoff -- import`
    // names a command whose file docs/open-data.md gives), on the server's database.
    const inline = lines.flatMap((text, i) => [...text.matchAll(/`(npm run [a-z]+ -- --[^`]+)`/g)].map((m) => ({ line: i + 1, command: m[1] })));
    expect(inline.map((c) => c.command)).toEqual(['npm run token -- --role ADMIN --name "Tournament office"']);
    const script = ['set -euo pipefail', ...inline.flatMap((c) => [marker(c.line), c.command])];
    const run = await bash(script.join('\n'), dir, { DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}` });
    const answers = answersByLine(run.stdout, lines);
    if (run.code !== 0) throw new Error(stoppedAt(file, answers, run));
    const made = answers[0].output.at(-1)!;
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${made}` },
      body: JSON.stringify({ query: '{ apiTokens { name role } }' }),
    });
    const body = (await response.json()) as { data?: { apiTokens: Array<{ name: string; role: string }> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.apiTokens).toContainEqual({ name: 'Tournament office', role: 'ADMIN' });
  });
});

describeWith(['chromium'], 'docs/running-a-tournament.md, its walkthrough script', () => {
  jest.setTimeout(600_000);
  const file = 'docs/running-a-tournament.md';
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  const blocks = shellBlocks(text);
  let dir: string;

  beforeAll(() => {
    // The script is copied, not linked: it writes its pictures under its own project root, which
    // must be this folder rather than the repository's docs/images.
    dir = userFolder('faceoff-walkthrough-', ['scripts']);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs through the whole tournament and takes every picture the document shows', async () => {
    expect(blocks).toHaveLength(1);
    const script = ['set -euo pipefail', 'exec 2>&1'];
    blocks[0].lines.forEach((line, i) => {
      if (!isCommand(line)) return;
      // The build is the one the tests run on (npm test builds first); rebuilding dist/ here would
      // pull it from under the suites running beside this one, so only a stale build is rebuilt.
      script.push(marker(blocks[0].line + i), line.replace('npm run build', 'node scripts/build-if-stale.mjs'));
    });
    const run = await bash(script.join('\n'), dir, {});
    const answers = answersByLine(run.stdout, lines);
    if (run.code !== 0) throw new Error(stoppedAt(file, answers, run));
    const pictures = readdirSync(join(dir, 'docs/images/walkthrough'));
    const shown = [...text.matchAll(/\]\(images\/walkthrough\/([^)]+\.png)\)/g)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((p) => !pictures.includes(p))).toEqual([]);
    expect(answers.at(-1)!.output.join('\n')).toContain(`${pictures.length} pictures in docs/images/walkthrough`);
  });
});
