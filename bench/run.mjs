// Runs the benchmarks one after another, each in a process of its own:
//   npm run bench                  all of them
//   npm run bench -- fanout        one (or several: npm run bench -- fanout queries)
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { BENCH_DIR } from './lib/common.mjs';

const ALL = ['standings', 'event', 'fanout', 'latency', 'connections', 'queries', 'paging', 'saturday'];
const asked = process.argv.slice(2).filter((a) => a.trim());
const unknown = asked.filter((a) => !ALL.includes(a));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? ALL.filter((b) => asked.includes(b)) : ALL;
const outcomes = [];
for (const name of chosen) {
  const start = performance.now();
  console.log(`\n=== ${name} ===`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [`${BENCH_DIR}${name}.bench.mjs`], { stdio: 'inherit' });
    child.on('exit', (c, signal) => resolve(c ?? signal));
  });
  outcomes.push({ name, code, seconds: Math.round((performance.now() - start) / 1000) });
}
console.log(`\n${outcomes.map((o) => `${o.name}: ${o.code === 0 ? 'done' : `FAILED (${o.code})`} in ${o.seconds} s`).join('\n')}`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
