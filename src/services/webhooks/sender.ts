import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { addressRefusal, hostAddress, urlRefusal } from '../../domain/webhooks';
import { text, type Text, translate } from '../../domain/messages';

/** A receiver's answer past this many bytes is cut off, and the attempt fails. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

/** Why a receiver cannot be sent to (a refused URL or address, a name that does not resolve): in English, and as catalogue data. */
export class ReceiverRefused extends Error {
  constructor(readonly why: Text) {
    super(translate('en', why));
  }
}

/** Resolves a host name to every address it has (the system resolver by default; a test may pass its own). */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address a receiver's host was resolved to and checked (R52). */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a receiver's host once and checks every address it has (R52): one refused address
 * refuses the host, so a name that answers both a public and a private address cannot slip through.
 * An IP literal is checked as it is. With `allowPrivate` only the scheme and form are checked.
 */
export async function checkedAddress(rawUrl: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<CheckedAddress> {
  const problem = urlRefusal(rawUrl, allowPrivate);
  if (problem) throw new ReceiverRefused(text('webhooks.urlRefused', { problem }));
  const { hostname } = new URL(rawUrl);
  const literal = hostAddress(hostname);
  if (literal) return { address: literal, family: literal.includes(':') ? 6 : 4 };
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new ReceiverRefused(text('webhooks.noResolveBecause', { host: hostname, why: (error as NodeJS.ErrnoException).code ?? (error as Error).message }));
  }
  if (addresses.length === 0) throw new ReceiverRefused(text('webhooks.noResolve', { host: hostname }));
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const refused = addressRefusal(address);
      if (refused) throw new ReceiverRefused(text('webhooks.resolvesTo', { host: hostname, address, what: refused }));
    }
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** What one attempt came to: the receiver's status, or why there was none (or why it did not count: an answer too long). */
export type AttemptOutcome = { statusCode: number; error?: undefined } | { statusCode?: number; error: string };

/**
 * POSTs one message to a receiver: resolved and checked now (R52, so a name that moved to a private
 * address since the webhook was created is refused), and connected to exactly the checked address —
 * the request's `lookup` answers it, so no second resolution can swap it (DNS rebinding) — and the
 * address the socket actually connected to (its remoteAddress) is checked again before a byte is
 * sent, so whatever stands between the lookup and the connection, the receiver reached is judged.
 * Redirects are not followed (a 3xx is a failed attempt); an answer over MAX_RESPONSE_BYTES is cut
 * off there and fails the attempt; the whole attempt ends after `timeoutMs` or when `signal` aborts
 * (shutdown). `connectVia` replaces the pinned lookup (tests: a network that delivers elsewhere).
 */
export async function postMessage(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number; signal: AbortSignal; resolve?: Resolve; connectVia?: LookupFunction },
): Promise<AttemptOutcome> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  const why = () => (options.signal.aborted ? 'the server is stopping' : `no answer within ${options.timeoutMs} ms`);
  let target: CheckedAddress;
  try {
    // The name's resolution counts in the attempt's time, and a stop cuts it short too.
    target = await untilAborted(checkedAddress(rawUrl, options.allowPrivate, options.resolve), signal);
  } catch (error) {
    if (signal.aborted) return { error: why() };
    return { error: error instanceof ReceiverRefused ? `refused: ${error.message}` : String(error) };
  }
  const url = new URL(rawUrl);
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: CheckedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const lookup = options.connectVia ?? pinned;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Faceoff-Webhooks/1' },
        lookup,
        signal,
        // A fresh connection each time: a pooled one could outlive the address check.
        agent: false,
      },
      (response: IncomingMessage) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) {
            response.destroy();
            finish({ statusCode: response.statusCode ?? 0, error: `answered ${response.statusCode ?? 0} with more than ${MAX_RESPONSE_BYTES} bytes: cut off` });
          }
        });
        response.on('end', () => finish({ statusCode: response.statusCode ?? 0 }));
        response.on('error', () => finish({ statusCode: response.statusCode ?? 0 }));
        response.on('close', () => finish({ statusCode: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ error: signal.aborted ? why() : error instanceof ReceiverRefused ? `refused: ${error.message}` : (error.code ?? error.message) });
    });
    // The address connected to, judged again before the request is written ('socket' comes before
    // the request's first write, so this listener runs before the body could be sent).
    request.on('socket', (socket: Socket) => {
      const judge = () => {
        const connected = socket.remoteAddress;
        const refused = connected === undefined ? text('webhooks.addresses.notAnAddress') : options.allowPrivate ? null : addressRefusal(connected);
        if (refused) request.destroy(new ReceiverRefused(text('webhooks.connectedTo', { address: connected ?? '?', what: refused })));
      };
      if (socket.connecting) socket.once('connect', judge);
      else judge();
    });
    request.end(body);
  });
}

/** `work`, or a rejection as soon as `signal` aborts (what `work` does then is left to finish on its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const reason = (): Error => (signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
