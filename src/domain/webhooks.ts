import { isIP } from 'node:net';
import { text, type Text, translate } from './messages';

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
export function urlRefusal(raw: string, allowPrivate: boolean): Text | null {
  if (raw.length > WEBHOOK_BOUNDS.URL) return text('errors.BAD_USER_INPUT.atMostCharacters', { max: WEBHOOK_BOUNDS.URL });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return text('webhooks.notAUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return text('webhooks.scheme', { scheme: url.protocol });
  if (url.username || url.password) return text('webhooks.credentials');
  if (!url.hostname) return text('webhooks.noHost');
  const literal = hostAddress(url.hostname);
  if (literal && !allowPrivate) {
    const problem = addressRefusal(literal);
    if (problem) return text('webhooks.pointsAt', { address: problem });
  }
  return null;
}

/** urlRefusal in English. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  const refusal = urlRefusal(raw, allowPrivate);
  return refusal && translate('en', refusal);
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
  /** what the address is, as its key in the catalogue's webhooks.addresses */
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
    const n = v4(tail[1]);
    address = `${address.slice(0, -tail[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
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
  block4('169.254.169.254/32', 'metadata'),
  block4('0.0.0.0/8', 'thisNetwork'),
  block4('127.0.0.0/8', 'loopback'),
  block4('10.0.0.0/8', 'rfc1918'),
  block4('172.16.0.0/12', 'rfc1918'),
  block4('192.168.0.0/16', 'rfc1918'),
  block4('100.64.0.0/10', 'carrierNat'),
  block4('169.254.0.0/16', 'linkLocal'),
  block4('192.0.0.0/24', 'ietf'),
  block4('198.18.0.0/15', 'benchmarking'),
  block4('224.0.0.0/4', 'multicast'),
  block4('240.0.0.0/4', 'reserved'),
];

/** The IPv6 addresses a receiver may not have; IPv4 inside IPv6 is judged as the IPv4 address. */
const REFUSED_V6: Block[] = [
  block6('fd00:ec2::254/128', 'metadata'),
  block6('::/128', 'unspecified'),
  block6('::1/128', 'loopback'),
  block6('fc00::/7', 'uniqueLocal'),
  block6('fe80::/10', 'linkLocal'),
  block6('fec0::/10', 'siteLocal'),
  block6('ff00::/8', 'multicast'),
  block6('100::/64', 'discardOnly'),
  // NAT64's local-use prefix (RFC 8215) carries an IPv4 address where its operator chose (/48 to /96,
  // RFC 6052): no one reading can be judged, and it is a local network's by definition.
  block6('64:ff9b:1::/48', 'nat64Local'),
];

/**
 * The IPv6 ranges that carry an IPv4 address, and where it is: each is judged by the IPv4 address
 * it reaches (the IPv4 rules), since a relay, a translator or the host's own stack delivers it there.
 */
/** `how`: the mechanism's name, the same in every language. */
const EMBEDDING: Array<{ block: Block; how: string; v4(n: bigint): bigint[] }> = [
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated; :: and ::1 aside)
  { block: block6('::ffff:0:0/96', 'mapped'), how: 'mapped', v4: (n) => [n & 0xffffffffn] },
  { block: block6('::/96', 'compatible'), how: 'compatible', v4: (n) => [n & 0xffffffffn] },
  // SIIT, ::ffff:0:a.b.c.d (RFC 6052's IPv4-translated)
  { block: block6('::ffff:0:0:0/96', 'siit'), how: 'SIIT', v4: (n) => [n & 0xffffffffn] },
  // NAT64's well-known prefix (RFC 6052): the last 32 bits
  { block: block6('64:ff9b::/96', 'nat64'), how: 'NAT64', v4: (n) => [n & 0xffffffffn] },
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48 reaches AA.BB.CC.DD
  { block: block6('2002::/16', '6to4'), how: '6to4', v4: (n) => [(n >> 80n) & 0xffffffffn] },
  // Teredo (RFC 4380): 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC, the server, and the client's address with every bit flipped
  { block: block6('2001::/32', 'teredo'), how: 'Teredo', v4: (n) => [(n & 0xffffffffn) ^ 0xffffffffn, (n >> 64n) & 0xffffffffn] },
];

const inBlock = (n: bigint, width: number, { base, bits }: Block): boolean => {
  const shift = BigInt(width - bits);
  return n >> shift === base >> shift;
};

/**
 * R52: why a receiver's address is refused, or null when it is a public unicast address. Loopback,
 * private (RFC 1918, fc00::/7), link-local, carrier-grade NAT, unspecified, multicast, reserved and
 * cloud metadata addresses are refused; an IPv6 address of a range that carries an IPv4 address
 * (mapped ::ffff:0:0/96, compatible ::/96, SIIT ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4
 * 2002::/16, Teredo 2001::/32) is judged by the IPv4 address it reaches, by the IPv4 rules; NAT64's
 * local-use 64:ff9b:1::/48, whose IPv4 address sits where its operator chose, is refused. Anything that is not an IP address is refused too.
 */
export function addressRefusal(address: string): Text | null {
  const family = isIP(address);
  const what = (block: Block | undefined) => (block ? text(`webhooks.addresses.${block.what}`) : null);
  if (family === 4) {
    const n = v4(address);
    return what(REFUSED_V4.find((b) => inBlock(n, 32, b)));
  }
  if (family !== 6) return text('webhooks.addresses.notAnAddress');
  const n = v6(address);
  const own = REFUSED_V6.find((b) => inBlock(n, 128, b));
  if (own) return what(own);
  const embedding = EMBEDDING.find((e) => inBlock(n, 128, e.block));
  if (!embedding) return null;
  for (const inner of embedding.v4(n)) {
    const refused = addressRefusal(ipv4Of(inner));
    if (!refused) continue;
    // Mapped and compatible addresses are the IPv4 address written in IPv6: named as it.
    if (embedding.how === 'mapped' || embedding.how === 'compatible') return refused;
    return text('webhooks.addresses.embedded', { address: ipv4Of(inner), how: { untranslated: embedding.how }, what: refused });
  }
  return null;
}

/** addressRefusal in English. */
export function addressProblem(address: string): string | null {
  const refusal = addressRefusal(address);
  return refusal && translate('en', refusal);
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
