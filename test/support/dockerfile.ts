import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix, relative, resolve } from 'node:path';

/*
 * A Dockerfile replayed without a container engine (README, "Production"): each stage is a folder
 * standing for its file system, each COPY copies exactly what Docker would copy into it (the build context filtered by the Dockerfile's .dockerignore, or
 * another stage's folder), each RUN runs there with the stage's ENV. The steps are read from the
 * Dockerfile itself, so the replay cannot drift from it. What no folder can stand for is said in
 * each step's note: the base image (this machine's Debian and Node stand in for
 * node:20-bookworm-slim), and apt-get, whose packages are checked to exist in Debian's lists
 * instead of being installed on this machine.
 */

export interface Instruction {
  keyword: string;
  /** `--from=build`, `--mount=…`: the flags before the arguments */
  flags: Record<string, string>;
  args: string;
  /** where it starts in the Dockerfile (1-based) */
  line: number;
}

export interface Stage {
  name: string | null;
  base: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile: continuation lines joined, comments and the syntax directive dropped. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let logical = lines[i];
    if (/^\s*(#|$)/.test(logical)) continue;
    while (/\\\s*$/.test(logical) && i + 1 < lines.length) {
      i += 1;
      if (/^\s*#/.test(lines[i])) continue;
      logical = `${logical.replace(/\\\s*$/, '')}${lines[i]}`;
    }
    const [, keyword = '', rest = ''] = /^\s*(\S+)\s*([\s\S]*)$/.exec(logical) ?? [];
    const flags: Record<string, string> = {};
    let args = rest.trim();
    for (let flag = /^--([\w-]+)(?:=(\S+))?\s+/.exec(args); flag; flag = /^--([\w-]+)(?:=(\S+))?\s+/.exec(args)) {
      flags[flag[1]] = flag[2] ?? 'true';
      args = args.slice(flag[0].length);
    }
    const instruction = { keyword: keyword.toUpperCase(), flags, args, line: start + 1 };
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = args.split(/\s+/);
      stages.push({ base, name: as?.toUpperCase() === 'AS' ? (name ?? null) : null, instructions: [] });
    } else {
      if (!stages.length) throw new Error(`line ${instruction.line}: ${instruction.keyword} before FROM`);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/**
 * Docker's .dockerignore: each pattern matched against the path from the context's root (Go's
 * filepath.Match, plus `**` for any number of folders); a matched folder takes everything under
 * it; a later `!pattern` takes a path back. True when `path` stays out of the build context.
 */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = posix.normalize((include ? line.slice(1) : line).replace(/^\/+/, ''));
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { include, pattern: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) if (prefixes.some((p) => rule.pattern.test(p))) ignored = !rule.include;
    return ignored;
  };
}

export interface ReplayedStep {
  stage: string;
  line: number;
  instruction: string;
  /** what the replay did for it */
  ran: string;
}

export interface Replay {
  /** each stage's folder, standing for its file system's root */
  roots: Map<string, string>;
  /** the final stage's working directory, ENV, USER and CMD: what the image runs */
  image: { root: string; workdir: string; env: Record<string, string>; user: string | null; cmd: string[]; healthcheck: string[] | null; exposed: string[] };
  steps: ReplayedStep[];
}

/**
 * This machine's environment without what a test run adds (NODE_ENV=test, npm's own npm_* settings
 * of the `npm test` that started it): a RUN sees what a build's shell would.
 */
export function hostEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !/^(npm_|NODE_ENV$|INIT_CWD$|JEST_)/i.test(e[0])));
}

/** Splits `ENV A=1 B=2` (a `\` continuation already joined) into its pairs. */
function envPairs(args: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) pairs[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  return pairs;
}

const exec = (args: string): string[] => {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) throw new Error(`not an exec-form array: ${args}`);
  return parsed;
};

/**
 * Replays `dockerfile` with `context` as its build context into `into` (one folder per stage).
 * Throws, naming the Dockerfile's line, at the first step that fails, as `docker build` would stop.
 * `run` options: the uid/gid the runtime user maps to when this machine has no such user.
 */
export function replayDockerfile(dockerfile: string, context: string, into: string, options: { env?: Record<string, string>; userIds?: { uid: number; gid: number } } = {}): Replay {
  const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const ignorePath = `${dockerfile}.dockerignore`;
  const ignored = existsSync(ignorePath) ? dockerignore(readFileSync(ignorePath, 'utf8')) : () => false;
  const roots = new Map<string, string>();
  const steps: ReplayedStep[] = [];
  let image: Replay['image'] | undefined;

  stages.forEach((stage, index) => {
    const label = stage.name ?? `stage ${index}`;
    const root = join(into, `${index}-${stage.name ?? 'final'}`);
    mkdirSync(root, { recursive: true });
    chmodSync(root, 0o755);
    roots.set(label, root);
    if (stage.name) roots.set(stage.name, root);
    let workdir = '/';
    const env: Record<string, string> = {};
    let user: string | null = null;
    let cmd: string[] = [];
    let healthcheck: string[] | null = null;
    const exposed: string[] = [];
    const inRoot = (path: string) => join(root, posix.isAbsolute(path) ? path : posix.join(workdir, path));
    const note = (instruction: Instruction, ran: string) => steps.push({ stage: label, line: instruction.line, instruction: `${instruction.keyword} ${instruction.args.replace(/\s+/g, ' ')}`, ran });
    steps.push({ stage: label, line: 0, instruction: `FROM ${stage.base}`, ran: `an empty folder; this machine's system and Node ${process.version} stand in for the base image` });

    for (const instruction of stage.instructions) {
      const fail = (why: string): never => {
        throw new Error(`${basename(dockerfile)}:${instruction.line} (${instruction.keyword}) failed: ${why}`);
      };
      switch (instruction.keyword) {
        case 'WORKDIR':
          workdir = posix.resolve(workdir, instruction.args);
          mkdirSync(inRoot(workdir), { recursive: true });
          note(instruction, `made ${workdir}`);
          break;
        case 'ENV':
          Object.assign(env, envPairs(instruction.args));
          note(instruction, `set ${Object.keys(envPairs(instruction.args)).join(', ')}`);
          break;
        case 'USER':
          user = instruction.args.trim();
          note(instruction, `the runtime runs as ${user} (as an unprivileged user of this machine when it has no ${user})`);
          break;
        case 'EXPOSE':
          exposed.push(...instruction.args.split(/\s+/));
          note(instruction, 'recorded');
          break;
        case 'CMD':
          cmd = exec(instruction.args);
          note(instruction, 'recorded; the check starts it');
          break;
        case 'HEALTHCHECK': {
          const command = /CMD\s+(\[[\s\S]*\])\s*$/.exec(instruction.args);
          healthcheck = command ? exec(command[1]) : null;
          note(instruction, 'recorded; the check runs its command against the started server');
          break;
        }
        case 'COPY': {
          const parts = instruction.args.split(/\s+/);
          const dest = parts.pop()!;
          const from = instruction.flags.from;
          const sourceRoot = from ? (roots.get(from) ?? fail(`no stage ${from}`)) : context;
          const target = inRoot(dest);
          const intoFolder = dest.endsWith('/') || parts.length > 1;
          for (const source of parts) {
            const relativeSource = from ? posix.resolve('/', source).slice(1) : posix.normalize(source);
            const path = join(sourceRoot, relativeSource);
            if (!existsSync(path) || (!from && ignored(relativeSource))) fail(`${source} is not in ${from ? `stage ${from}` : 'the build context'}`);
            const destination = statSync(path).isDirectory() || !intoFolder ? target : join(target, basename(path));
            mkdirSync(statSync(path).isDirectory() ? destination : resolve(destination, '..'), { recursive: true });
            cpSync(path, destination, {
              recursive: true,
              verbatimSymlinks: true,
              filter: (file) => from !== undefined || !ignored(relative(context, file).split('\\').join('/')),
            });
          }
          note(instruction, `copied ${parts.join(', ')} from ${from ? `stage ${from}` : 'the build context'} to ${posix.resolve(workdir, dest)}`);
          break;
        }
        case 'RUN': {
          const command = instruction.args;
          if (/^\s*apt-get\b/.test(command)) {
            const packages =
              /apt-get install\s+((?:\S+\s*)+?)(?:&&|$)/
                .exec(command)?.[1]!
                .split(/\s+/)
                .filter((p) => p && !p.startsWith('-')) ?? [];
            for (const name of packages) {
              const known = spawnSync('apt-cache', ['show', '--no-all-versions', name], { encoding: 'utf8' });
              if (known.status !== 0) fail(`Debian knows no package ${name}`);
            }
            note(instruction, `not installed here: checked that Debian's lists know ${packages.join(', ')}`);
            break;
          }
          // The stage's absolute paths point into its folder; a user this machine lacks maps to the runtime's ids.
          const ids = options.userIds;
          const mapped = command
            .replace(/(^|[\s=])\/(?=[\w.-])/g, `$1${root}/`)
            .replace(/\bchown\s+(\w+):(\w+)/g, (whole, owner: string) => (ids && spawnSync('id', [owner]).status !== 0 ? `chown ${ids.uid}:${ids.gid}` : whole));
          const result = spawnSync('sh', ['-ec', mapped], { cwd: inRoot(workdir), env: { ...hostEnv(), ...options.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
          if (result.status !== 0) fail(`exit ${result.status}\n${(result.stdout + result.stderr).slice(-4000)}`);
          note(instruction, `ran in ${workdir}`);
          break;
        }
        default:
          fail('not understood by the replay: teach test/support/dockerfile.ts what it does');
      }
    }
    image = { root, workdir, env, user, cmd, healthcheck, exposed };
  });
  return { roots, image: image!, steps };
}

/** Every path under `folder`, relative to it, as far as `depth` levels down. */
export function listing(folder: string, depth: number): string[] {
  const out: string[] = [];
  const walk = (at: string, level: number) => {
    for (const entry of readdirSync(join(folder, at), { withFileTypes: true })) {
      const path = at ? `${at}/${entry.name}` : entry.name;
      out.push(entry.isDirectory() ? `${path}/` : path);
      if (entry.isDirectory() && level < depth) walk(path, level + 1);
    }
  };
  walk('', 1);
  return out.sort();
}
