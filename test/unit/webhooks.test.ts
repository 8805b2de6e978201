import { loadConfig } from '../../src/config';
import { addressProblem, hostAddress, retryDelayMs, urlProblem, WEBHOOK_BOUNDS } from '../../src/domain/webhooks';

/** R52: the addresses a webhook's receiver may not have, and why; R53: when a failed delivery is tried again. */
describe('addressProblem: the receiver addresses refused (R52)', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['10.0.0.1', 'a private address (RFC 1918)'],
    ['172.16.0.1', 'a private address (RFC 1918)'],
    ['172.31.255.255', 'a private address (RFC 1918)'],
    ['192.168.1.20', 'a private address (RFC 1918)'],
    ['100.64.0.1', 'a carrier-grade NAT address (RFC 6598)'],
    ['100.127.255.254', 'a carrier-grade NAT address (RFC 6598)'],
    ['169.254.1.1', 'a link-local address'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['0.0.0.0', 'an unspecified ("this network") address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::', 'an unspecified address'],
    ['::1', 'a loopback address'],
    ['fc00::1', 'a private (unique local) address'],
    ['fd12:3456::1', 'a private (unique local) address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['febf::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['fec0::1', 'a site-local address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:10.1.2.3', 'a private address (RFC 1918)'],
    ['::ffff:169.254.169.254', 'a cloud metadata address'],
    ['::127.0.0.1', 'a loopback address'],
    // Every range that carries an IPv4 address is judged by the IPv4 address it reaches.
    ['::ffff:0:7f00:1', 'an IPv6 address reaching 127.0.0.1 (SIIT), a loopback address'],
    ['::ffff:0:10.0.0.1', 'an IPv6 address reaching 10.0.0.1 (SIIT), a private address (RFC 1918)'],
    ['2002:7f00:1::', 'an IPv6 address reaching 127.0.0.1 (6to4), a loopback address'],
    ['2002:a9fe:a9fe::1', 'an IPv6 address reaching 169.254.169.254 (6to4), a cloud metadata address'],
    ['2002:c0a8:101:1::1', 'an IPv6 address reaching 192.168.1.1 (6to4), a private address (RFC 1918)'],
    ['64:ff9b::a00:1', 'an IPv6 address reaching 10.0.0.1 (NAT64), a private address (RFC 1918)'],
    ['64:ff9b::127.0.0.1', 'an IPv6 address reaching 127.0.0.1 (NAT64), a loopback address'],
    ['64:ff9b:1::808:808', 'a local-use NAT64 address (RFC 8215)'],
    ['64:ff9b:1:7f00:0:100::', 'a local-use NAT64 address (RFC 8215)'],
    // Teredo: 2001:0:<server>:<flags>:<port>:<client, every bit flipped>; 80ff:fffe is 127.0.0.1
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'an IPv6 address reaching 127.0.0.1 (Teredo), a loopback address'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'an IPv6 address reaching 10.0.0.1 (Teredo), a private address (RFC 1918)'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'an IPv6 address reaching 10.0.0.1 (Teredo), a private address (RFC 1918)'],
    ['::0.0.0.2', 'an unspecified ("this network") address'],
    ['not-an-ip', 'something that is not an IP address'],
  ])('%s is refused: %s', (address, why) => {
    expect(addressProblem(address)).toBe(why);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '2606:4700::1111',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'fbff::1',
    '2a00::1',
    '::ffff:0:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::8.8.8.8',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('%s, a public address, is not refused', (address) => {
    expect(addressProblem(address)).toBeNull();
  });
});

describe('urlProblem: the receiver URLs refused before any name is resolved (R52)', () => {
  it.each([
    ['ftp://example.com/hook', false, 'must be an http:// or https:// URL, not ftp://'],
    ['file:///etc/passwd', false, 'must be an http:// or https:// URL, not file://'],
    ['javascript:alert(1)', false, 'must be an http:// or https:// URL, not javascript://'],
    ['not a url', false, 'is not a URL'],
    ['https://user:pass@example.com/hook', false, 'must not carry a user name or password (the signature authenticates the sender)'],
    ['https://user@example.com/hook', false, 'must not carry a user name or password (the signature authenticates the sender)'],
    [`https://example.com/${'a'.repeat(WEBHOOK_BOUNDS.URL)}`, false, `must be at most ${WEBHOOK_BOUNDS.URL} characters`],
    ['http://127.0.0.1/hook', false, 'points at a loopback address'],
    ['http://[::1]/', false, 'points at a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', false, 'points at a cloud metadata address'],
    ['http://10.0.0.1/', false, 'points at a private address (RFC 1918)'],
    ['http://[::ffff:127.0.0.1]:8080/', false, 'points at a loopback address'],
    ['http://2130706433/', false, 'points at a loopback address'],
    ['http://0x7f.1/', false, 'points at a loopback address'],
    ['http://[2002:7f00:1::]/', false, 'points at an IPv6 address reaching 127.0.0.1 (6to4), a loopback address'],
    ['http://[::ffff:0:7f00:1]/', false, 'points at an IPv6 address reaching 127.0.0.1 (SIIT), a loopback address'],
  ])('%s (private allowed: %s) is refused: %s', (url, allowPrivate, why) => {
    expect(urlProblem(url, allowPrivate)).toBe(why);
  });

  it.each([
    ['https://example.com/hook', false],
    ['http://example.com:8080/hook?x=1', false],
    ['http://127.0.0.1:9000/hook', true],
    ['http://[::1]:9000/', true],
  ])('%s (private allowed: %s) passes', (url, allowPrivate) => {
    expect(urlProblem(url, allowPrivate)).toBeNull();
  });

  it('reads the address a URL host names literally, brackets off', () => {
    expect(hostAddress('[::1]')).toBe('::1');
    expect(hostAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(hostAddress('localhost')).toBeNull();
  });
});

describe('retryDelayMs: exponential backoff (R53)', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than the cap (six hours by default)', () => {
    expect(retryDelayMs(30, 30_000)).toBe(6 * 3_600_000);
    expect(retryDelayMs(3, 10, 25)).toBe(25);
  });
});

describe('the webhook settings (README, "Settings")', () => {
  it('refuses private receivers, retries from 30 s ten times, by default', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, retryBaseMs: 30_000, maxAttempts: 10, timeoutMs: 10_000, pollMs: 5_000 });
  });

  it('reads each one it is given', () => {
    const config = loadConfig({
      FACEOFF_WEBHOOK_ALLOW_PRIVATE: '1',
      FACEOFF_WEBHOOK_RETRY_BASE_MS: '5',
      FACEOFF_WEBHOOK_MAX_ATTEMPTS: '4',
      FACEOFF_WEBHOOK_TIMEOUT_MS: '2000',
      FACEOFF_WEBHOOK_POLL_MS: '100',
    });
    expect(config.webhooks).toEqual({ allowPrivate: true, retryBaseMs: 5, maxAttempts: 4, timeoutMs: 2_000, pollMs: 100 });
  });

  it('refuses a retry base of 0: the retries would never back off', () => {
    expect(() => loadConfig({ FACEOFF_WEBHOOK_RETRY_BASE_MS: '0' })).toThrow(/FACEOFF_WEBHOOK_RETRY_BASE_MS: must be a whole number from 1/);
  });
});
