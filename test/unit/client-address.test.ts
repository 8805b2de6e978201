import type { IncomingMessage } from 'node:http';
import { ConfigError, parseTrustProxySetting } from '../../src/config';
import { addressKey, clientAddress, parseTrustProxy, PerAddressCount, TRUST_NONE } from '../../src/server/client-address';

/**
 * Who a request's per-address limits count under (docs/security.md, "Behind a proxy"): the key of
 * an address (IPv6 by its /64), which proxies FACEOFF_TRUST_PROXY believes, and the client address
 * a request resolves to with and without them.
 */

/** The parts of a request the client address is read from: the socket (under both its names) and X-Forwarded-For. */
function request(remoteAddress: string | undefined, forwardedFor?: string): IncomingMessage {
  const socket = { remoteAddress };
  return { socket, connection: socket, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
}

describe('addressKey', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.9', '203.0.113.9'],
    ['another IPv4 address as itself', '203.0.113.10', '203.0.113.10'],
    ['an IPv4-mapped IPv6 address as its IPv4', '::ffff:1.2.3.4', '1.2.3.4'],
    ['an IPv4-mapped address in capitals as its IPv4', '::FFFF:1.2.3.4', '1.2.3.4'],
    ['the IPv4-mapped loopback as 127.0.0.1', '::ffff:127.0.0.1', '127.0.0.1'],
    ['an IPv6 address as its /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['another address of that /64 as the same key', '2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['an address of that /64 with every group given', '2001:db8:1:2:abcd:ef01:2345:6789', '2001:db8:1:2::/64'],
    ['an address of that /64 written out in full, with leading zeros', '2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['an address of that /64 in capitals', '2001:DB8:1:2::AB', '2001:db8:1:2::/64'],
    ['the next /64 as another key', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['a /64 whose zeros are compressed in the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['a compression that spans the prefix and the host part', '2001:db8:1::2:3', '2001:db8:1:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['the unspecified address', '::', '0:0:0:0::/64'],
    ['an address with an IPv4 tail that is not IPv4-mapped (NAT64)', '64:ff9b::1.2.3.4', '64:ff9b:0:0::/64'],
    ['a link-local address with a zone id, without the zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['a link-local address of another host on that link as the same key', 'fe80::abcd:1%eth1', 'fe80:0:0:0::/64'],
    ['a numeric zone id, without the zone', 'fe80::2%3', 'fe80:0:0:0::/64'],
    ['something that is not an address as given', 'unknown', 'unknown'],
  ])('keys %s', (_what, address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('gives addresses of one /64 one key and addresses of different /64s different keys', () => {
    const sameHost = ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002::'];
    expect(new Set(sameHost.map(addressKey)).size).toBe(1);
    const neighbours = ['2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:2:2::1', '2001:db9:1:2::1'];
    expect(new Set(neighbours.map(addressKey)).size).toBe(neighbours.length);
  });
});

describe('parseTrustProxy', () => {
  it.each([[undefined], [''], ['   '], ['0'], ['false'], ['off'], [' OFF '], ['False']])('trusts nothing for %p', (raw) => {
    const trust = parseTrustProxy(raw);
    expect(trust).toBe(TRUST_NONE);
    expect(trust('127.0.0.1', 0)).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['32', 32],
  ])('trusts the first %p hops, whatever their addresses', (raw, hops) => {
    const trust = parseTrustProxy(raw);
    for (let hop = 0; hop < hops; hop += 1) expect(trust('198.51.100.1', hop)).toBe(true);
    expect(trust('198.51.100.1', hops)).toBe(false);
    expect(trust('127.0.0.1', hops)).toBe(false);
  });

  it.each([
    ['a CIDR list', '10.0.0.0/8, 172.16.0.0/12', ['10.1.2.3', '172.16.0.1', '172.31.255.254'], ['11.0.0.1', '172.32.0.1', '127.0.0.1']],
    ['one address', '192.0.2.10', ['192.0.2.10'], ['192.0.2.11']],
    ['an IPv6 range', '2001:db8:ffff::/48', ['2001:db8:ffff::1', '2001:db8:ffff:1::2'], ['2001:db8:fffe::1', '10.0.0.1']],
    ['an IPv4 range, for IPv4-mapped addresses too', '10.0.0.0/8', ['::ffff:10.0.0.1'], ['::ffff:11.0.0.1']],
    ['loopback', 'loopback', ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'], ['10.0.0.1', '192.0.2.1', '2001:db8::1']],
    ['loopback in capitals', 'LOOPBACK', ['127.0.0.1'], ['10.0.0.1']],
    ['linklocal', 'linklocal', ['169.254.1.1', 'fe80::1'], ['127.0.0.1']],
    ['uniquelocal', 'uniquelocal', ['10.0.0.1', '172.16.0.1', '192.168.1.1', 'fd00::1'], ['127.0.0.1', '8.8.8.8']],
    ['names and ranges together', 'loopback, 10.0.0.0/8', ['127.0.0.1', '10.2.3.4'], ['192.168.1.1']],
  ])('trusts %s (%p) at any hop, and nothing else', (_what, raw, trusted, untrusted) => {
    const trust = parseTrustProxy(raw);
    for (const address of trusted) {
      expect([address, trust(address, 0)]).toEqual([address, true]);
      expect([address, trust(address, 5)]).toEqual([address, true]);
    }
    for (const address of untrusted) expect([address, trust(address, 0)]).toEqual([address, false]);
  });

  it.each([
    ['more than 32 hops', '33', /a number of hops is at most 32, got 33/],
    ['far more hops', '1000', /a number of hops is at most 32, got 1000/],
    ['a host name', 'proxy.example.com', /invalid IP address: proxy\.example\.com/],
    ['a negative number', '-1', /invalid IP address: -1/],
    ['a range past /32', '10.0.0.0/33', /invalid range on address: 10\.0\.0\.0\/33/],
    ['one bad entry among good ones', 'loopback, nonsense', /invalid IP address: nonsense/],
    ['a switch word that is not off', 'true', /invalid IP address: true/],
    ['more than 100 proxies', Array.from({ length: 101 }, (_, i) => `10.0.${i}.1`).join(','), /lists at most 100 proxies/],
  ])('throws with the reason for %s', (_what, raw, reason) => {
    expect(() => parseTrustProxy(raw)).toThrow(reason);
  });

  it('is reported as FACEOFF_TRUST_PROXY, with the reason and what to give instead, by the config', () => {
    expect(() => parseTrustProxySetting('proxy.example.com')).toThrow(ConfigError);
    expect(() => parseTrustProxySetting('proxy.example.com')).toThrow(
      'FACEOFF_TRUST_PROXY: invalid IP address: proxy.example.com; give a number of hops, or proxies\' addresses and CIDR ranges separated by commas (got "proxy.example.com")',
    );
    expect(() => parseTrustProxySetting('64')).toThrow(/^FACEOFF_TRUST_PROXY: a number of hops is at most 32, got 64;/);
    expect(parseTrustProxySetting(undefined)).toBe(TRUST_NONE);
  });
});

describe('clientAddress', () => {
  it.each([
    ['trusting nothing, the socket, whatever X-Forwarded-For says', 'off', '127.0.0.1', '203.0.113.9', '127.0.0.1'],
    ['trusting nothing, the socket, without X-Forwarded-For', 'off', '198.51.100.4', undefined, '198.51.100.4'],
    ['behind a trusted loopback proxy, the address it forwarded for', 'loopback', '127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['behind it, the address next to the proxy, not what the client put first', 'loopback', '127.0.0.1', '198.51.100.66, 203.0.113.9', '203.0.113.9'],
    ['behind it, a forwarded IPv6 address', 'loopback', '::1', '2001:db8:1:2::1', '2001:db8:1:2::1'],
    ['the trusted proxy itself when it forwards nothing', 'loopback', '127.0.0.1', undefined, '127.0.0.1'],
    ['an untrusted socket, whatever it forwards', 'loopback', '192.0.2.50', '203.0.113.9', '192.0.2.50'],
    ['an IPv4-mapped loopback socket as trusted', 'loopback', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['with one hop trusted, the last forwarded address', '1', '10.0.0.1', '198.51.100.66, 203.0.113.9', '203.0.113.9'],
    ['with two hops trusted, the one before the last', '2', '10.0.0.1', '198.51.100.66, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    ['with more hops trusted than given, the furthest address', '5', '10.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['through a chain of listed proxies, the first address outside them', '10.0.0.0/8, 172.16.0.0/12', '10.0.0.1', '198.51.100.66, 203.0.113.9, 172.16.0.3', '203.0.113.9'],
  ])('is %s', (_what, trust, socket, forwardedFor, client) => {
    expect(clientAddress(request(socket, forwardedFor), parseTrustProxy(trust))).toBe(client);
  });

  it("is 'unknown' when the socket has no address any more (and nothing is trusted)", () => {
    expect(clientAddress(request(undefined, '203.0.113.9'), TRUST_NONE)).toBe('unknown');
  });

  it('keys forwarded clients of one /64 together, and a client forging X-Forwarded-For without a trusted proxy under its socket', () => {
    const loopback = parseTrustProxy('loopback');
    const key = (socket: string, forwardedFor: string, trust = loopback) => addressKey(clientAddress(request(socket, forwardedFor), trust));
    expect(key('127.0.0.1', '2001:db8:1:2::1')).toBe(key('127.0.0.1', '2001:db8:1:2::ffff'));
    expect(key('127.0.0.1', '2001:db8:1:2::1')).not.toBe(key('127.0.0.1', '2001:db8:1:3::1'));
    expect(key('127.0.0.1', '203.0.113.1', TRUST_NONE)).toBe(key('127.0.0.1', '203.0.113.2', TRUST_NONE));
    expect(key('127.0.0.1', '203.0.113.1')).not.toBe(key('127.0.0.1', '203.0.113.2'));
  });
});

describe('PerAddressCount', () => {
  it('counts per key, forgets a key at zero, and keeps the total', () => {
    const count = new PerAddressCount();
    expect([count.add('a'), count.add('a'), count.add('b')]).toEqual([1, 2, 1]);
    expect([count.get('a'), count.get('b'), count.get('c'), count.total]).toEqual([2, 1, 0, 3]);
    count.remove('a');
    count.remove('b');
    expect([count.get('a'), count.get('b'), count.total]).toEqual([1, 0, 1]);
    // Removing what is not there changes nothing.
    count.remove('b');
    count.remove('c');
    expect([count.get('b'), count.get('c'), count.total]).toEqual([0, 0, 1]);
    count.remove('a');
    expect(count.total).toBe(0);
    expect((count as unknown as { counts: Map<string, number> }).counts.size).toBe(0);
  });
});
