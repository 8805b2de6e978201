// The load generator, a process of its own: raw `ws` sockets speaking graphql-transport-ws by hand
// (connection_init, one subscribe with a unique id per socket, `next` messages counted — and matched
// by the scoreboard's seq when asked), and a keep-alive HTTP/1.1 request loop on plain TCP sockets.
import net from 'node:net';
import WebSocket from 'ws';
import { now, serveRpc, sleep } from './common.mjs';

const NEXT = Buffer.from('"type":"next"');
const ERROR = Buffer.from('"type":"error"');
const ACK = Buffer.from('"type":"connection_ack"');
const SEQ = Buffer.from('"seq":');
const SENT_AT = Buffer.from('"sentAt":');
const GAME_ID = Buffer.from('"gameId":"');

function gameIdIn(buf) {
  const at = buf.indexOf(GAME_ID);
  if (at < 0) return undefined;
  const from = at + GAME_ID.length;
  return buf.toString('latin1', from, buf.indexOf(34, from));
}

const sockets = [];
let tally = { received: 0, firstAt: 0, lastAt: 0, errors: 0, firstError: undefined, bySeq: null, bySentAt: null, byGameSeq: null };
let firsts = 0;

function numberAfter(buf, marker) {
  const at = buf.indexOf(marker);
  if (at < 0) return undefined;
  let i = at + marker.length;
  let end = i;
  while (end < buf.length && ((buf[end] >= 48 && buf[end] <= 57) || buf[end] === 46 || buf[end] === 45)) end += 1;
  return Number(buf.toString('latin1', i, end));
}

function onMessage(state, data) {
  const at = now();
  const head = data.length > 200 ? data.subarray(0, 200) : data;
  if (head.indexOf(NEXT) >= 0) {
    if (!state.first) {
      state.first = true;
      firsts += 1;
      return;
    }
    tally.received += 1;
    if (!tally.firstAt) tally.firstAt = at;
    tally.lastAt = at;
    if (tally.bySeq) {
      const seq = numberAfter(data, SEQ);
      const entry = tally.bySeq.get(seq);
      if (entry) {
        entry.n += 1;
        entry.last = at;
      } else tally.bySeq.set(seq, { n: 1, first: at, last: at });
    }
    if (tally.byGameSeq) {
      const key = `${gameIdIn(head)}:${numberAfter(data, SEQ)}`;
      const entry = tally.byGameSeq.get(key);
      if (entry) {
        entry.n += 1;
        entry.last = at;
      } else tally.byGameSeq.set(key, { n: 1, first: at, last: at });
    }
    if (tally.bySentAt) {
      const sentAt = numberAfter(data, SENT_AT);
      const entry = tally.bySentAt.get(sentAt);
      if (entry) {
        entry.n += 1;
        entry.last = at;
      } else tally.bySentAt.set(sentAt, { n: 1, first: at, last: at });
    }
  } else if (head.indexOf(ACK) >= 0) {
    state.onAck?.();
  } else if (head.indexOf(ERROR) >= 0) {
    tally.errors += 1;
    tally.firstError ??= data.toString().slice(0, 300);
  }
}

/** Opens `count` sockets, `concurrency` at a time; with a query, each subscribes once acknowledged. Resolves once every subscriber has its first `next`. */
async function connect({ url, count, query, variables, concurrency = 200, timeoutMs = 300_000 }) {
  const start = now();
  const base = sockets.length;
  const target = firsts + (query ? count : 0);
  let opened = 0;
  let failed = 0;
  let firstFailure;
  const openOne = (i) =>
    new Promise((resolve) => {
      const socket = new WebSocket(url, query ? 'graphql-transport-ws' : undefined, { perMessageDeflate: false, handshakeTimeout: 60_000 });
      const state = { first: false };
      state.onAck = () => socket.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query, variables } }));
      socket.on('message', (data) => onMessage(state, data));
      socket.on('error', (error) => {
        failed += 1;
        firstFailure ??= String(error.message);
        resolve();
      });
      socket.on('open', () => {
        opened += 1;
        if (query) socket.send('{"type":"connection_init","payload":{}}');
        resolve();
      });
      sockets.push(socket);
    });
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < count) await openOne(base + nextIndex++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  while (firsts < target && now() - start < timeoutMs && failed === 0) await sleep(20);
  const closedEarly = sockets.filter((s) => s.readyState !== WebSocket.OPEN).length;
  if (failed || firsts < target)
    throw new Error(`connect: ${opened}/${count} opened, ${firsts}/${target} first snapshots, ${failed} failed (${firstFailure}), ${closedEarly} closed; first error message: ${tally.firstError}`);
  return { seconds: (now() - start) / 1000, open: sockets.length };
}

/** Starts a fresh count; `bySeq`: per scoreboard seq, how many and when the last arrived; `byGameSeq` likewise per game and seq; `bySentAt` likewise for a sender's timestamp. */
function expect({ bySeq = false, bySentAt = false, byGameSeq = false } = {}) {
  tally = { received: 0, firstAt: 0, lastAt: 0, errors: 0, firstError: undefined, bySeq: bySeq ? new Map() : null, bySentAt: bySentAt ? new Map() : null, byGameSeq: byGameSeq ? new Map() : null };
  return true;
}

/** Waits until `total` messages have come (or `timeoutMs` passed, or nothing came for `idleMs`). */
async function waitFor({ total, timeoutMs = 120_000, idleMs = 15_000 }) {
  const start = now();
  let seen = -1;
  let seenAt = now();
  while (tally.received < total && now() - start < timeoutMs) {
    if (tally.received !== seen) {
      seen = tally.received;
      seenAt = now();
    } else if (now() - seenAt > idleMs) break;
    await sleep(5);
  }
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  return {
    received: tally.received,
    firstAt: tally.firstAt,
    lastAt: tally.lastAt,
    errors: tally.errors,
    firstError: tally.firstError,
    open,
    bySeq: tally.bySeq ? [...tally.bySeq.entries()].map(([seq, e]) => ({ seq, ...e })) : undefined,
    bySentAt: tally.bySentAt ? [...tally.bySentAt.entries()].map(([sentAt, e]) => ({ sentAt, ...e })) : undefined,
    byGameSeq: tally.byGameSeq ? [...tally.byGameSeq.entries()].map(([key, e]) => ({ key, ...e })) : undefined,
  };
}

async function closeAll() {
  const closing = sockets.splice(0).map(
    (s) =>
      new Promise((resolve) => {
        if (s.readyState === WebSocket.CLOSED) return resolve();
        s.once('close', resolve);
        s.terminate();
      }),
  );
  await Promise.all(closing);
  firsts = 0;
  return true;
}

/**
 * Keep-alive HTTP/1.1 POSTs on `connections` TCP sockets, each sending its next request when the
 * answer to the last has fully arrived; counts the answers completed within the measured window.
 */
async function httpLoad({ host = '127.0.0.1', port, path = '/graphql', body, connections = 32, warmupMs = 1000, durationMs = 5000, expectIncludes }) {
  const payload = Buffer.from(body);
  const request = Buffer.concat([
    Buffer.from(`POST ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${payload.length}\r\nConnection: keep-alive\r\n\r\n`),
    payload,
  ]);
  const start = now();
  const measureFrom = start + warmupMs;
  const measureTo = measureFrom + durationMs;
  let completed = 0;
  let bad = 0;
  let firstBad;
  let checked = false;
  const latencies = [];
  const cpuBefore = process.cpuUsage();
  const one = () =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, host);
      socket.setNoDelay(true);
      let buf = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (now() >= measureTo) {
          socket.end();
          return resolve();
        }
        sentAt = now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        for (;;) {
          const headEnd = buf.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buf.toString('latin1', 0, headEnd);
          const status = Number(head.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          let bodyEnd;
          if (length) bodyEnd = headEnd + 4 + Number(length[1]);
          else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
            const end = buf.indexOf('\r\n0\r\n\r\n', headEnd);
            if (end < 0) return;
            bodyEnd = end + 7;
          } else bodyEnd = headEnd + 4;
          if (buf.length < bodyEnd) return;
          const answer = buf.subarray(headEnd + 4, bodyEnd);
          buf = buf.subarray(bodyEnd);
          const at = now();
          if (status !== 200 || (!checked && expectIncludes && !answer.includes(expectIncludes))) {
            bad += 1;
            firstBad ??= `${status} ${answer.toString().slice(0, 300)}`;
          }
          checked = true;
          if (at >= measureFrom && at < measureTo) {
            completed += 1;
            latencies.push(at - sentAt);
          }
          send();
        }
      });
    });
  await Promise.all(Array.from({ length: connections }, one));
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    completed,
    perSecond: completed / (durationMs / 1000),
    bad,
    firstBad,
    p50Ms: latencies[Math.floor(latencies.length * 0.5)],
    p99Ms: latencies[Math.floor(latencies.length * 0.99)],
    loadCpuShare: (cpu.user + cpu.system) / 1000 / (now() - start),
  };
}

serveRpc({
  connect,
  expect,
  waitFor,
  close: closeAll,
  openCount: () => sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
  httpLoad,
  cpu: () => {
    const u = process.cpuUsage();
    return { totalUs: u.user + u.system, at: now() };
  },
  exit: closeAll,
});
