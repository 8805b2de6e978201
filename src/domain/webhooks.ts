import { isIP } from 'node:net';

/*
 * Webhooks' pure rules (docs/open-data.md, "Webhooks"): the events and their wire names, which
 * receiver URLs and addresses are refused (R52), and when a failed delivery is tried again (R53).
 * No I/O: resolving a host name and sending are the dispatcher's (src/services/webhooks).
 */

/** What a webhook may subscribe to. */
export const WebhookEvent = {
  GAME_STARTED: 'GAME_STARTED',
  GOAL: 'GOAL',
  PENALTY: 'PENALTY',
  GAME_FINAL: 'GAME_FINAL',
  GAME_CERTIFIED: 'GAME_CERTIFIED',
  STANDINGS_CHANGED: 'STANDINGS_CHANGED',
  SUSPENSION_CHANGED: 'SUSPENSION_CHANGED',
} as const;
export type WebhookEvent = (typeof WebhookEvent)[keyof typeof WebhookEvent];

/** The `type` a delivered message carries for each event. */
export const WEBHOOK_MESSAGE_TYPES: Readonly<Record<WebhookEvent, string>> = {
  GAME_STARTED: 'game.started',
  GOAL: 'game.goal',
  PENALTY: 'game.penalty',
  GAME_FINAL: 'game.final',
  GAME_CERTIFIED: 'game.certified',
  STANDINGS_CHANGED: 'standings.changed',
  SUSPENSION_CHANGED: 'suspension.changed',
};

/** Where a delivery stands. */
export const DeliveryStatus = { PENDING: 'PENDING', DELIVERED: 'DELIVERED', FAILED: 'FAILED' } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** The bounds of one webhook and of how many there are. */
export const WEBHOOK_BOUNDS = {
  /** A receiver URL: what browsers and proxies pass without trouble. */
  URL: 2_048,
  /** Events one webhook lists: each event at most once. */
  EVENTS: Object.keys(WebhookEvent).length,
  /** Webhooks of one competition: a handful of receivers (a broadcaster, a league site, a chat bot). */
  PER_COMPETITION: 10,
  /** Webhooks in all: every event is written once per matching webhook in the change's transaction. */
  TOTAL: 100,
  /** Deliveries one `webhookDeliveries` answer lists. */
  DELIVERIES_PAGE: 200,
} as const;

/** The secret's prefix in the Standard Webhooks format: `whsec_` then the base64 of the key. */
export const SECRET_PREFIX = 'whsec_';

/**
 * R52: why a receiver URL is refused before any name is resolved, or null when it may be used:
 * http or https only, no user name or password in it, at most WEBHOOK_BOUNDS.URL characters, and,
 * unless private addresses are allowed, no IP literal that addressProblem refuses.
 */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > WEBHOOK_BOUNDS.URL) return `must be at most ${WEBHOOK_BOUNDS.URL} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http:// or https:// URL, not ${url.protocol}//`;
  if (url.username || url.password) return 'must not carry a user name or password (the signature authenticates the sender)';
  if (!url.hostname) return 'needs a host';
  const literal = hostAddress(url.hostname);
  if (literal && !allowPrivate) {
    const problem = addressProblem(literal);
    if (problem) return `points at ${problem}`;
  }
  return null;
}

/** The IP address a URL's host names literally ("[::1]" → "::1"), or null for a host name. */
export function hostAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/** A block of addresses: its first address as a number, its prefix length and what it is. */
interface Block {
  base: bigint;
  bits: number;
  what: string;
}

function v4(text: string): bigint {
  return text.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6(text: string): bigint {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const n = v4(tail[1]!);
    address = `${address.slice(0, -tail[1]!.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head, rest] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const block4 = (cidr: string, what: string): Block => {
  const [base, bits] = cidr.split('/') as [string, string];
  return { base: v4(base), bits: Number(bits), what };
};
const block6 = (cidr: string, what: string): Block => {
  const [base, bits] = cidr.split('/') as [string, string];
  return { base: v6(base), bits: Number(bits), what };
};

/** The IPv4 addresses a receiver may not have (most specific first, so the reason names it). */
const REFUSED_V4: Block[] = [
  block4('169.254.169.254/32', 'a cloud metadata address'),
  block4('0.0.0.0/8', 'an unspecified ("this network") address'),
  block4('127.0.0.0/8', 'a loopback address'),
  block4('10.0.0.0/8', 'a private address (RFC 1918)'),
  block4('172.16.0.0/12', 'a private address (RFC 1918)'),
  block4('192.168.0.0/16', 'a private address (RFC 1918)'),
  block4('100.64.0.0/10', 'a carrier-grade NAT address (RFC 6598)'),
  block4('169.254.0.0/16', 'a link-local address'),
  block4('192.0.0.0/24', 'an IETF protocol assignment address'),
  block4('198.18.0.0/15', 'a benchmarking address'),
  block4('224.0.0.0/4', 'a multicast address'),
  block4('240.0.0.0/4', 'a reserved address'),
];

/** The IPv6 addresses a receiver may not have; IPv4 inside IPv6 is judged as the IPv4 address. */
const REFUSED_V6: Block[] = [
  block6('fd00:ec2::254/128', 'a cloud metadata address'),
  block6('::/128', 'an unspecified address'),
  block6('::1/128', 'a loopback address'),
  block6('fc00::/7', 'a private (unique local) address'),
  block6('fe80::/10', 'a link-local address'),
  block6('fec0::/10', 'a site-local address'),
  block6('ff00::/8', 'a multicast address'),
  block6('64:ff9b::/96', 'a NAT64 address'),
  block6('100::/64', 'a discard-only address'),
];

const inBlock = (n: bigint, width: number, { base, bits }: Block): boolean => {
  const shift = BigInt(width - bits);
  return n >> shift === base >> shift;
};

/**
 * R52: why a receiver's address is refused, or null when it is a public unicast address. Loopback,
 * private (RFC 1918, fc00::/7), link-local, carrier-grade NAT, unspecified, multicast, reserved and
 * cloud metadata addresses are refused; an IPv4-mapped or -compatible IPv6 address (::ffff:127.0.0.1)
 * is judged as the IPv4 address inside, and NAT64 (64:ff9b::/96), which reaches IPv4 through a
 * gateway, is refused. Anything that is not an IP address is refused too.
 */
export function addressProblem(address: string): string | null {
  const family = isIP(address);
  if (family === 4) {
    const n = v4(address);
    return REFUSED_V4.find((b) => inBlock(n, 32, b))?.what ?? null;
  }
  if (family !== 6) return 'something that is not an IP address';
  const n = v6(address);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated) carry an IPv4 address.
  if (n >> 32n === 0xffffn || (n >> 32n === 0n && n > 1n)) return addressProblem(ipv4Of(n & 0xffffffffn));
  return REFUSED_V6.find((b) => inBlock(n, 128, b))?.what ?? null;
}

function ipv4Of(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 0xffn)).join('.');
}

/**
 * R53: how long after its `attempts`-th failed attempt a delivery is tried again: the base, doubled
 * after each attempt (base, 2×base, 4×base, …), never more than `maxMs`.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs = 6 * 3_600_000): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(baseMs * 2 ** exponent, Math.max(maxMs, baseMs));
}
