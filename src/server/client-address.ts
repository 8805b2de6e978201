import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyaddr from 'proxy-addr';

/**
 * Who a request comes from, for the per-address limits (docs/security.md, "Behind a proxy").
 *
 * By default the socket's own address counts, and `X-Forwarded-For` counts for nothing: a client
 * that forges it gains no second quota. Behind a proxy (`FACEOFF_TRUST_PROXY`), the client is the
 * address the trusted hops say they were sent from, with Express's `trust proxy` semantics (its
 * proxy-addr library): a number of hops, or the addresses and CIDR ranges of the proxies (with
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Every IPv6 address of one /64 is one
 * client, since a host is given a whole /64 and picks addresses in it at will.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/** No proxy is trusted: the socket's address is the client's. */
export const TRUST_NONE: TrustProxy = () => false;

/**
 * `FACEOFF_TRUST_PROXY`: unset, `0`, `false` or `off` trust nothing; a whole number trusts that many
 * hops; anything else is a comma-separated list of addresses, CIDR ranges and proxy-addr's names.
 * Throws with the reason for a value proxy-addr cannot read.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase();
  if (!value || value === '0' || value === 'false' || value === 'off') return TRUST_NONE;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`a number of hops is at most 32, got ${hops}`);
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 100) throw new Error('lists at most 100 proxies');
  return proxyaddr.compile(entries);
}

/** The client's address: the socket's, or the one the trusted proxies forwarded it for. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  if (trust === TRUST_NONE) return req.socket.remoteAddress ?? 'unknown';
  // proxy-addr reads req.connection, the socket's older name.
  return proxyaddr(req, trust);
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * as its IPv4), an IPv6 address as its /64 ("2001:db8:1:2::/64"), anything else as given.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(plain)) return address;
  const groups = expandIPv6(plain);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a valid one: isIPv6 said so). */
function expandIPv6(address: string): number[] {
  let text = address;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Counts open things (connections, streams) per client key, forgetting a key when its count falls
 * to zero, so the map holds no more keys than there are open things.
 */
export class PerAddressCount {
  private readonly counts = new Map<string, number>();
  private sum = 0;

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Adds one under `key` and answers the new count. */
  add(key: string): number {
    const count = this.get(key) + 1;
    this.counts.set(key, count);
    this.sum += 1;
    return count;
  }

  /** Takes one away under `key` (nothing when it holds none). */
  remove(key: string): void {
    const count = this.get(key);
    if (count === 0) return;
    this.sum -= 1;
    if (count > 1) this.counts.set(key, count - 1);
    else this.counts.delete(key);
  }

  /** Everything counted, over every key. */
  get total(): number {
    return this.sum;
  }
}
