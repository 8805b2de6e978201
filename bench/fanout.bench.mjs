// Fan-out benchmark: one game, N `scoreboardUpdated` subscribers on one server process, E events at a
// fixed rate once every subscriber has its first snapshot. For each system: deliveries per second
// (messages received by all clients / time from the first publish to the last receipt) and the
// server process's CPU time per delivery. Systems, measured interleaved (each repetition runs them
// all, in a rotated order), on the same subscribers kept open across repetitions:
//   raw       a bare `ws` server broadcasting one pre-serialized message of the scoreboard's size (the ceiling)
//   bare      graphql-ws useServer + graphql-js over Faceoff's schema, services and context (per-subscriber execution)
//   faceoff   Faceoff as startServer starts it
//   unshared  Faceoff with FACEOFF_SHARED_EXECUTION=0 (its own endpoint, one execution per subscriber)
// Events for bare/faceoff/unshared are recordShot mutations over HTTP (real stored events); raw
// broadcasts on a timer at the same rate.
//
//   BENCH_FANOUT_SIZES=1000,5000,10000 BENCH_FANOUT_EVENTS=6 BENCH_FANOUT_RATE=5 BENCH_FANOUT_RUNS=3
//   BENCH_FANOUT_SYSTEMS=raw,bare,faceoff,unshared
import { ADMIN_TOKEN, envList, envNumber, machine, machineBusy, machineLine, median, pinSelfToLoadCore, round, sig, sleep, startLoadProcess, startServerProcess, writeResults } from './lib/common.mjs';
import { GAME_QUERY, gql, postShots, seedStartedGame, SUBSCRIPTION } from './lib/game.mjs';

const SIZES = envList('BENCH_FANOUT_SIZES', ['1000', '5000', '10000']).map(Number);
const EVENTS = envNumber('BENCH_FANOUT_EVENTS', 6);
/** At least this many deliveries a run: at 500 subscribers six events are a tenth of a CPU-second, within the noise of a ping round. */
const MIN_DELIVERIES = envNumber('BENCH_FANOUT_MIN_DELIVERIES', 20_000);
const eventsFor = (size) => Math.max(EVENTS, Math.ceil(MIN_DELIVERIES / size));
const RATE = envNumber('BENCH_FANOUT_RATE', 5);
const RUNS = envNumber('BENCH_FANOUT_RUNS', 3);
const WARMUP_EVENTS = envNumber('BENCH_FANOUT_WARMUP_EVENTS', 1);
/** Where each measured burst's server CPU profile goes (none by default: the profiler's own cost would be measured). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const SYSTEMS = envList('BENCH_FANOUT_SYSTEMS', ['raw', 'bare', 'faceoff', 'unshared']);
const LABEL = {
  raw: '(a) raw ws broadcast',
  bare: '(b) graphql-ws useServer + graphql-js',
  faceoff: '(c) Faceoff',
  unshared: "(c') Faceoff, FACEOFF_SHARED_EXECUTION=0",
};
const pinned = pinSelfToLoadCore();
const busyBefore = await machineBusy();
const machineAtStart = { ...machine(), busyBefore };
const serverEnv = { PORT: '0', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error', REDIS_URL: '' };

async function startSystem(name, size, template) {
  const script = { raw: 'raw-ws.mjs', bare: 'bare-graphql-ws.mjs', faceoff: 'faceoff.mjs', unshared: 'faceoff.mjs' }[name];
  const server = startServerProcess(script, name === 'unshared' ? { ...serverEnv, FACEOFF_SHARED_EXECUTION: '0' } : serverEnv, name);
  const info = await server.ready;
  const system = { name, server, info, load: startLoadProcess(`load-${name}`) };
  await system.load.ready;
  if (name === 'raw') {
    system.messageBytes = await server.call('setMessage', { text: template });
  } else {
    system.game = await seedStartedGame(info.url);
  }
  const connected = await system.load.call('connect', {
    url: info.wsUrl,
    count: size,
    query: SUBSCRIPTION,
    variables: { gameId: system.game?.gameId ?? 'raw' },
  });
  system.connectSeconds = connected.seconds;
  system.offset = 0;
  return system;
}

/** One burst of `events` on a system: deliveries, rate, server CPU per delivery. */
async function burst(system, size, events, profileAs) {
  const { server, load } = system;
  // Each event's messages told apart: Faceoff's by the scoreboard's seq, the raw server's by the time stamped in each broadcast.
  await load.call('expect', system.name === 'raw' ? { bySentAt: true } : { bySeq: true });
  if (PROFILE_DIR && profileAs) await server.call('profileStart');
  const cpu0 = await server.call('cpu');
  const loadCpu0 = await load.call('cpu');
  let firstPublish;
  let mutationMs = [];
  if (system.name === 'raw') {
    ({
      sent: [firstPublish],
    } = await server.call('broadcastStamped', { count: events, perSecond: RATE }));
  } else {
    const out = await postShots(system.info.url, system.game, events, RATE, system.offset);
    system.offset += events;
    firstPublish = out.firstSentAt;
    mutationMs = out.posted.map((p) => p.answeredAt - p.sentAt);
  }
  const got = await load.call('waitFor', { total: size * events });
  const cpu1 = await server.call('cpu');
  if (PROFILE_DIR && profileAs) await server.call('profileStop', { file: `${PROFILE_DIR}/fanout-${system.name}-${size}-${profileAs}.cpuprofile` });
  const loadCpu1 = await load.call('cpu');
  const seconds = (got.lastAt - firstPublish) / 1000;
  // One event: from its first subscriber's receipt to its last (the fan-out's own spread, whatever the event's path before it).
  const spreads = (got.bySeq ?? got.bySentAt ?? []).filter((e) => e.n === size).map((e) => e.last - e.first);
  return {
    expected: size * events,
    received: got.received,
    open: got.open,
    errors: got.errors,
    firstError: got.firstError,
    seconds: round(seconds, 3),
    deliveriesPerSecond: got.received / seconds,
    serverCpuSeconds: (cpu1.totalUs - cpu0.totalUs) / 1e6,
    serverCpuUsPerDelivery: (cpu1.totalUs - cpu0.totalUs) / got.received,
    loadCpuShare: (loadCpu1.totalUs - loadCpu0.totalUs) / 1000 / (loadCpu1.at - loadCpu0.at),
    mutationMedianMs: mutationMs.length ? median(mutationMs) : null,
    eventSpreadMedianMs: spreads.length ? median(spreads) : null,
    eventSpreadMaxMs: spreads.length ? Math.max(...spreads) : null,
    eventsReachingAll: spreads.length,
  };
}

const result = {
  benchmark: 'fanout',
  date: new Date().toISOString(),
  machine: machineAtStart,
  pinned,
  settings: {
    sizes: SIZES,
    events: Object.fromEntries(SIZES.map((size) => [size, eventsFor(size)])),
    ratePerSecond: RATE,
    runs: RUNS,
    warmupEvents: WARMUP_EVENTS,
    systems: SYSTEMS,
    database: 'sqlite::memory: (each server its own)',
    pubsub: 'in-process',
  },
  sizes: [],
};

for (const size of SIZES) {
  console.log(`fanout: ${size} subscribers`);
  const systems = [];
  try {
    // The raw server's message: Faceoff's own `next` for this document, from a seeded game's scoreboard.
    let template;
    for (const name of SYSTEMS) {
      if (name === 'raw' && !template) {
        const probe = startServerProcess('faceoff.mjs', serverEnv, 'probe');
        const info = await probe.ready;
        const game = await seedStartedGame(info.url);
        const { game: g } = await gql(info.url, GAME_QUERY, { id: game.gameId });
        template = JSON.stringify({ id: `s${size - 1}`, type: 'next', payload: { data: { scoreboardUpdated: g.scoreboard } } });
        await probe.stop();
      }
      systems.push(await startSystem(name, size, template));
      console.log(`  ${name}: ${size} subscribed in ${round(systems.at(-1).connectSeconds, 1)} s`);
    }
    for (const system of systems) if (WARMUP_EVENTS) await burst(system, size, WARMUP_EVENTS);
    const runs = Object.fromEntries(SYSTEMS.map((n) => [n, []]));
    for (let run = 0; run < RUNS; run += 1) {
      const order = systems.map((_, i) => systems[(i + run) % systems.length]);
      for (const system of order) {
        await sleep(300);
        const r = await burst(system, size, eventsFor(size), `run${run + 1}`);
        runs[system.name].push(r);
        console.log(
          `  run ${run + 1} ${system.name}: ${r.received}/${r.expected} in ${r.seconds} s, ${Math.round(r.deliveriesPerSecond)}/s, ${r.serverCpuUsPerDelivery.toFixed(2)} µs CPU/delivery, load ${Math.round(r.loadCpuShare * 100)}% busy`,
        );
      }
    }
    const medians = Object.fromEntries(
      Object.entries(runs).map(([name, rs]) => [
        name,
        {
          deliveriesPerSecond: sig(median(rs.map((r) => r.deliveriesPerSecond))),
          serverCpuUsPerDelivery: sig(median(rs.map((r) => r.serverCpuUsPerDelivery))),
          deliveriesPerServerCpuSecond: sig(median(rs.map((r) => 1e6 / r.serverCpuUsPerDelivery))),
          seconds: sig(median(rs.map((r) => r.seconds))),
          receivedShare: sig(median(rs.map((r) => r.received / r.expected))),
          loadCpuShare: sig(median(rs.map((r) => r.loadCpuShare))),
          mutationMedianMs: rs[0].mutationMedianMs === null ? null : sig(median(rs.map((r) => r.mutationMedianMs))),
          eventSpreadMedianMs: sig(median(rs.map((r) => r.eventSpreadMedianMs))),
          eventSpreadMaxMs: sig(Math.max(...rs.map((r) => r.eventSpreadMaxMs ?? NaN))),
        },
      ]),
    );
    const connectSeconds = Object.fromEntries(systems.map((s) => [s.name, round(s.connectSeconds, 2)]));
    result.sizes.push({ subscribers: size, messageBytes: systems.find((s) => s.messageBytes)?.messageBytes ?? null, connectSeconds, medians, runs });
  } finally {
    for (const s of systems) {
      await s.load.stop().catch(() => undefined);
      await s.server.stop().catch(() => undefined);
    }
  }
}

// Comparisons: (c) over (b), (c) as a share of (a), by measured rate and by server capacity (deliveries per CPU-second).
for (const s of result.sizes) {
  const m = s.medians;
  const ratio = (x, y) => (x && y ? sig(x / y) : null);
  s.compare = {
    faceoffOverBareRate: ratio(m.faceoff?.deliveriesPerSecond, m.bare?.deliveriesPerSecond),
    faceoffOverBareCapacity: ratio(m.faceoff?.deliveriesPerServerCpuSecond, m.bare?.deliveriesPerServerCpuSecond),
    faceoffShareOfRawRate: ratio(m.faceoff?.deliveriesPerSecond, m.raw?.deliveriesPerSecond),
    faceoffShareOfRawCapacity: ratio(m.faceoff?.deliveriesPerServerCpuSecond, m.raw?.deliveriesPerServerCpuSecond),
    faceoffOverUnsharedCapacity: ratio(m.faceoff?.deliveriesPerServerCpuSecond, m.unshared?.deliveriesPerServerCpuSecond),
    // How fast Faceoff spreads one event over every subscriber, as a share of the raw server's speed (raw spread ÷ Faceoff's).
    faceoffShareOfRawSpread: ratio(m.raw?.eventSpreadMedianMs, m.faceoff?.eventSpreadMedianMs),
  };
}
const largest = result.sizes.find((s) => s.subscribers === 10000) ?? result.sizes.at(-1);
const atLeast = (x) => x !== null && x !== undefined && x >= 0.8;
result.target = {
  statement: "(c) >= 80% of (a) at every size: deliveries per server CPU-second, and one event's spread from its first receipt to its last",
  bySize: result.sizes.map((s) => ({
    subscribers: s.subscribers,
    capacity: s.compare.faceoffShareOfRawCapacity,
    spread: s.compare.faceoffShareOfRawSpread,
    met: atLeast(s.compare.faceoffShareOfRawCapacity) && atLeast(s.compare.faceoffShareOfRawSpread),
  })),
};
result.target.met = result.target.bySize.every((t) => t.met);

const pct = (x) => (x === null || x === undefined ? '–' : `${round(x * 100, 0)}%`);
const lines = [
  `# Fan-out benchmark, ${result.date}`,
  '',
  machineLine(result.machine, pinned),
  '',
  `One game; N \`scoreboardUpdated\` subscribers (raw \`ws\` sockets speaking graphql-transport-ws, one load process per system); ${SIZES.map((size) => `${eventsFor(size)} events at ${size}`).join(', ')} (at least ${MIN_DELIVERIES} deliveries a run), at ${RATE}/s, after every subscriber has its first snapshot; ${RUNS} interleaved repetitions (systems alternate within each, rotated order), medians; ${WARMUP_EVENTS} warm-up events per system first, not counted. Each server: its own process and in-memory SQLite, in-process pub/sub.`,
  '',
  '| subscribers | system | deliveries/s | server CPU µs / delivery | deliveries per server CPU-second | one event: first → last receipt (median, max) | first publish → last receipt | received | load process busy |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const s of result.sizes) {
  for (const name of SYSTEMS) {
    const m = s.medians[name];
    lines.push(
      `| ${s.subscribers} | ${LABEL[name]} | ${m.deliveriesPerSecond} | ${m.serverCpuUsPerDelivery} | ${m.deliveriesPerServerCpuSecond} | ${m.eventSpreadMedianMs} ms, ${m.eventSpreadMaxMs} ms | ${m.seconds} s | ${pct(m.receivedShare)} | ${pct(m.loadCpuShare)} |`,
    );
  }
}
lines.push(
  '',
  "| subscribers | (c) ÷ (b), rate | (c) ÷ (b), per CPU-second | (c) as % of (a), rate | (c) as % of (a), per CPU-second | (c) as % of (a), one event's spread | (c) ÷ (c'), per CPU-second |",
  '|---|---|---|---|---|---|---|',
);
for (const s of result.sizes) {
  const c = s.compare;
  lines.push(
    `| ${s.subscribers} | ${c.faceoffOverBareRate ?? '–'}× | ${c.faceoffOverBareCapacity ?? '–'}× | ${pct(c.faceoffShareOfRawRate)} | ${pct(c.faceoffShareOfRawCapacity)} | ${pct(c.faceoffShareOfRawSpread)} | ${c.faceoffOverUnsharedCapacity ?? '–'}× |`,
  );
}
lines.push(
  '',
  `Target: ${result.target.statement} — ${result.target.met ? 'met' : 'not met'}: ${result.target.bySize
    .map((t) => `${t.subscribers}: ${t.met ? 'met' : 'not met'} (${pct(t.capacity)} per CPU-second, ${pct(t.spread)} of the spread)`)
    .join('; ')}.`,
  '',
  'Deliveries/s at a fixed event rate is capped by the offered rate (N × rate) when a system keeps up; deliveries per server CPU-second (the inverse of CPU per delivery) is what it could sustain on one core. (b) and (c) CPU includes taking the mutation over HTTP and storing the event; (a) only broadcasts.',
  `Raw message: ${largest?.messageBytes ?? '–'} bytes, Faceoff's \`next\` for this document. Connect time (all subscribers with a first snapshot): ${result.sizes
    .map(
      (s) =>
        `${s.subscribers}: ${Object.entries(s.connectSeconds)
          .map(([k, v]) => `${k} ${v} s`)
          .join(', ')}`,
    )
    .join('; ')}.`,
);
writeResults('fanout', result, lines.join('\n'));
