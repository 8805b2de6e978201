import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * What the tests that run the documents' commands share (test/e2e/readme.e2e.test.ts,
 * test/e2e/docs-commands.e2e.test.ts): the shell blocks of a Markdown file, the answer a line
 * promises, a user's folder beside the project, and one bash that runs the commands with a marker
 * before each, so every command's output is read against the line that printed it.
 */

export const root = resolve(__dirname, '../..');

/** A fenced shell block of a Markdown file: where it starts (1-based line of its first command) and the heading it sits under. */
export interface ShellBlock {
  line: number;
  section: string;
  lines: string[];
}

/** Every ```sh block of a Markdown document, with the nearest heading above it. */
export function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  let section = '';
  let open: ShellBlock | undefined;
  markdown.split('\n').forEach((text, index) => {
    if (open) {
      if (text.startsWith('```')) {
        blocks.push(open);
        open = undefined;
      } else open.lines.push(text);
      return;
    }
    const heading = /^#+\s+(.*)$/.exec(text);
    if (heading) section = heading[1].trim();
    if (/^```(sh|bash|shell)\s*$/.test(text)) open = { line: index + 2, section, lines: [] };
  });
  return blocks;
}

/**
 * What a document's line says it answers: an error code (and words of its message) in a trailing comment
 * such as `# RULE_VIOLATION: Team Owls has 1 game`, or nothing (it must succeed).
 */
export function expectedError(line: string): { code: string; words: string } | undefined {
  const comment = /#\s*([A-Z][A-Z_]{3,})\b:?\s*(.*)$/.exec(line);
  return comment ? { code: comment[1], words: comment[2].trim() } : undefined;
}

/**
 * The problem a payload mutation's line promises in its comment (`# problem TIMEOUT: No timeouts …`):
 * answered in the payload's `problems`, with nothing stored and no error.
 */
export function expectedProblem(line: string): { code: string; words: string } | undefined {
  const comment = /#\s*problem\s+([A-Z][A-Z_]{3,}):\s*(.*)$/.exec(line);
  return comment ? { code: comment[1], words: comment[2].trim() } : undefined;
}

/** The shell line that marks what follows in the output as the answer of the document's line `line`. */
export function marker(line: number): string {
  return `printf '\\n@@doc-line ${line}\\n'`;
}

/** What one marked line of a document printed. */
export interface Answer {
  line: number;
  /** the document's line as written */
  text: string;
  /** its non-empty output lines */
  output: string[];
}

/** Splits a script's output at the markers: what each marked line of the document printed. */
export function answersByLine(stdout: string, document: string[]): Answer[] {
  const answers: Answer[] = [];
  for (const chunk of stdout.split('\n@@doc-line ').slice(1)) {
    const [head, ...rest] = chunk.split('\n');
    const line = Number(head);
    answers.push({ line, text: document[line - 1], output: rest.filter((l) => l.trim() !== '') });
  }
  return answers;
}

/**
 * A folder of the user's own beside the project, as a clone is: npm finds the project there and the
 * files the commands write (standings.csv, league.json) land in it, not in the repository. `copies`
 * are copied rather than linked: a script there finds its project root in this folder (Node
 * resolves a linked script to its real place), so what it writes under the root stays here too.
 */
export function userFolder(prefix: string, copies: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of ['package.json', 'node_modules', 'dist', 'scripts', 'src', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json']) {
    if (copies.includes(name)) cpSync(join(root, name), join(dir, name), { recursive: true });
    else symlinkSync(join(root, name), join(dir, name));
  }
  return dir;
}

/** Runs a script in bash in a process group of its own (`started` is told its id), answering its exit code and output. */
export function bash(script: string, cwd: string, env: Record<string, string>, started: (pid: number) => void = () => undefined): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn('bash', ['-c', script], { cwd, detached: true, env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', NODE_ENV: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    started(child.pid!);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
