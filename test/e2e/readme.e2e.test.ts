import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { answersByLine, bash, expectedError, expectedProblem, marker, root, shellBlocks, userFolder } from '../support/documents';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { until } from '../support/redis-cluster';

/** A line the harness marks, so the answers that follow are checked against it: a `gql` call, an assignment from one, a loop. */
const MARKED = /^(gql |[A-Z_]+=\$\(gql |for |curl |npm )/;

/**
 * The README's walkthroughs, run as a new user runs them: its shell blocks, verbatim, in one bash
 * with `set -euo pipefail`, against the built server started as the README says
 * (`ADMIN_TOKEN=$TOKEN npm start`), its port put in place of 4000 and the placeholders of the open-data
 * commands (COMPETITION_ID, …) filled with the ids the walkthrough made. Every answer is checked: a
 * GraphQL error only where the README's line names its code in a comment (and the words after the
 * code appear in the message), and the subscription block must see the goal the scoring block posts.
 * The README cannot drift from the server again without this failing.
 */
describe('the README, run as written', () => {
  jest.setTimeout(300_000);
  const readmeText = readFileSync(join(root, 'README.md'), 'utf8');
  const readme = readmeText.split('\n');
  const blocks = shellBlocks(readmeText);
  const token = 'change-me-to-a-long-secret';
  let dir: string;
  let server: ProductionServer;
  let group = 0;

  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/src/main.js'))) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
    dir = userFolder('faceoff-readme-');
    server = await startProductionServer({ ADMIN_TOKEN: token, NODE_ENV: 'development', DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}` });
  });

  afterAll(async () => {
    // The subscriber left running in the background goes with the script's process group.
    if (group) process.kill(-group, 'SIGTERM');
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds the walkthroughs it runs', () => {
    const sections = blocks.map((b) => b.section);
    for (const section of WALKTHROUGH) expect(sections).toContain(section);
  });

  it('every command answers as the README says, and the subscriber sees the goal', async () => {
    const script: string[] = ['set -euo pipefail'];
    const subscriber = join(dir, 'subscriber.out');
    for (const block of blocks.filter((b) => WALKTHROUGH.includes(b.section))) {
      if (block.lines.some((l) => l.includes('client.subscribe('))) {
        // The subscriber runs until stopped, as in a second shell.
        script.push('(', ...block.lines.map(port), `) > ${subscriber} 2>&1 &`);
        continue;
      }
      if (block.section === 'Open data' && !script.includes(NEW_TEAM)) script.push(NEW_TEAM);
      block.lines.forEach((text, i) => {
        if (MARKED.test(text)) script.push(marker(block.line + i));
        script.push(port(placeholders(text)));
      });
    }

    const run = await bash(script.join('\n'), dir, { TOKEN: token, ADMIN_TOKEN: token, DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}` }, (pid) => (group = pid));
    const answers = answersByLine(run.stdout, readme);
    const last = answers.at(-1);
    if (run.code !== 0) throw new Error(`the README stopped at line ${last?.line} (${last?.text.trim()}), exit ${run.code}:\n${run.stderr}\n${last?.output.join('\n')}`);

    for (const answer of answers) {
      const problem = expectedProblem(answer.text);
      const expected = problem ? undefined : expectedError(answer.text);
      const graphql = answer.output.filter((o) => o.startsWith('{'));
      for (const body of graphql) {
        const parsed = JSON.parse(body) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
        const where = `README.md:${answer.line} (${answer.text.trim()}) answered ${body}`;
        if (expected) {
          expect({ where, code: parsed.errors?.[0]?.extensions?.code }).toEqual({ where, code: expected.code });
          expect({ where, message: parsed.errors?.[0]?.message }).toEqual({ where, message: expect.stringContaining(expected.words) });
        } else {
          expect({ where, errors: parsed.errors }).toEqual({ where, errors: undefined });
        }
        if (problem) {
          const payload = Object.values((parsed.data ?? {}) as Record<string, { event?: unknown; problems?: Array<{ code: string; message: string }> }>)[0];
          expect({ where, event: payload?.event, problem: payload?.problems?.[0] }).toEqual({
            where,
            event: null,
            problem: expect.objectContaining({ code: problem.code, message: expect.stringContaining(problem.words) }),
          });
        }
      }
    }
    // Each GraphQL line printed its answer, and the loop printed one per roster entry.
    expect(answers.filter((a) => /^gql .*; echo/.test(a.text)).every((a) => a.output.length === 1)).toBe(true);
    await until('the subscriber to print the goal', async () => readFileSync(subscriber, 'utf8').includes('"home":{"score":1'), 10_000);
    // The open-data files were written, not error pages.
    expect(readFileSync(join(dir, 'standings.csv'), 'utf8').split('\n')[0]).toContain('rank,team_id,team');
    expect(readFileSync(join(dir, 'standings.csv'), 'utf8')).toContain('Hawks');
    expect(JSON.parse(readFileSync(join(dir, 'public.json'), 'utf8'))).toMatchObject({ competition: { name: 'Cole Harbour Classic' } });
  });

  /** The README says port 4000; the test's server has its own. */
  function port(text: string): string {
    return text.replaceAll('localhost:4000', `localhost:${server.port}`);
  }
});

/** The sections whose shell blocks run in order, each building on the one before. */
const WALKTHROUGH = ['A first query and a first subscription', 'Scoring the game', 'Corrections and the audit trail', 'Open data'];

/**
 * The open-data commands name ids in capitals; the walkthrough made them. TEAM_ID is a team the
 * harness adds (the three lines it writes itself), in a tournament whose schedule is not drawn yet:
 * as the README says under that block, Cole Harbour takes roster changes after it only with a clearance (R22).
 */
function placeholders(text: string): string {
  return text.replaceAll('COMPETITION_ID', '$COMP').replaceAll('DIVISION_ID', '$DIV').replaceAll('TEAM_ID', '$GULLS').replaceAll('GAME_ID', '$GAME');
}
const NEW_TEAM = [
  'NEXT=$(gql \'mutation { createCompetition(input: { name: "Next Classic", kind: TOURNAMENT, preset: COLE_HARBOUR_CLASSIC }) { id } }\' | id)',
  'DIV_B=$(gql "mutation { createDivision(input: { competitionId: \\"$NEXT\\", name: \\"A\\" }) { id } }" | id)',
  'GULLS=$(gql "mutation { createTeam(input: { divisionId: \\"$DIV_B\\", name: \\"Gulls\\" }) { id } }" | id)',
].join('\n');
