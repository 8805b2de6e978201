import { Cursors } from '../../src/graphql/paging';
import { loadConfig } from '../../src/config';

/*
 * Paging cursors are ours or refused (docs/security.md, "Input bounds"): a position and a tag over
 * it, HMAC-SHA256 keyed with FACEOFF_CURSOR_SECRET (a public key without it: a checksum).
 */
const ID = '0f8b6c2e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';
const AT = Date.UTC(2027, 1, 1, 19, 30);
const SECRET = 'a-secret-of-this-deployment';

/** A cursor's bytes changed by `edit`, spelled again in base64url. */
const edited = (cursor: string, edit: (bytes: Buffer) => Buffer) => edit(Buffer.from(cursor, 'base64url')).toString('base64url');

describe('paging cursors', () => {
  it.each([
    ['with FACEOFF_CURSOR_SECRET', SECRET],
    ['without it (checksummed)', undefined],
  ])('a cursor reads back as the position it names, %s, on any instance given the same setting', (_how, secret) => {
    const cursor = new Cursors(secret).encode({ at: AT, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(new Cursors(secret).decode(cursor)).toEqual({ at: AT, id: ID });
    expect(new Cursors(secret).decode(null)).toBeNull();
  });

  const cursor = new Cursors(SECRET).encode({ at: AT, id: ID });
  const unsigned = new Cursors().encode({ at: AT, id: ID });
  it.each([
    ['the cursors of before (unsigned JSON of a position)', Buffer.from(JSON.stringify([AT, ID])).toString('base64url')],
    ['a forged position in the old format', Buffer.from(JSON.stringify([0, 'anything'])).toString('base64url')],
    ['not base64url', 'not a cursor!'],
    ['empty', ''],
    ['one character changed', cursor.slice(0, 20) + (cursor[20] === 'A' ? 'B' : 'A') + cursor.slice(21)],
    ['truncated', cursor.slice(0, -1)],
    ['a character added', `${cursor}A`],
    ['the instant changed, the tag kept', edited(cursor, (b) => (b.writeBigInt64BE(0n, 1), b))],
    ['the id changed, the tag kept', edited(cursor, (b) => (b.write('1', 9, 'ascii'), b))],
    ['another version', edited(cursor, (b) => (b.writeUInt8(2, 0), b))],
    ['signed with another secret', new Cursors('another-deployment-secret').encode({ at: AT, id: ID })],
    ['checksummed, where a secret is set', unsigned],
    ['far too long', 'A'.repeat(5_000)],
  ])('refuses %s as BAD_USER_INPUT naming after', (_what, after) => {
    expect(() => new Cursors(SECRET).decode(after)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'after' })] }) }),
    );
  });

  it('without a secret a garbled or hand-edited cursor is refused all the same', () => {
    const checksummed = new Cursors();
    expect(() => checksummed.decode(edited(unsigned, (b) => (b.writeBigInt64BE(0n, 1), b)))).toThrow();
    expect(() => checksummed.decode(cursor)).toThrow();
    expect(() => checksummed.decode(Buffer.from(JSON.stringify([AT, ID])).toString('base64url'))).toThrow();
  });

  it.each([
    ['an id that is not a UUID', { at: AT, id: 'x' }],
    ['an instant before 1970', { at: -1, id: ID }],
    ['an instant after 2100', { at: Date.UTC(2101, 0, 1), id: ID }],
    ['a fractional instant', { at: 1.5, id: ID }],
  ])('never makes a cursor of %s', (_what, position) => {
    expect(() => new Cursors().encode(position)).toThrow();
  });
});

describe('FACEOFF_CURSOR_SECRET', () => {
  it.each([
    [undefined, undefined],
    ['  ', undefined],
    [SECRET, SECRET],
  ])('%j → %j', (raw, secret) => {
    expect(loadConfig({ FACEOFF_CURSOR_SECRET: raw }).cursorSecret).toBe(secret);
  });

  it('a secret shorter than 16 characters stops the server, naming the setting', () => {
    expect(() => loadConfig({ FACEOFF_CURSOR_SECRET: 'short' })).toThrow(/FACEOFF_CURSOR_SECRET/);
  });
});
