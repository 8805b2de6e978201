import { Cursors, listOf, pageBackOf, pageOf, pageRequest } from '../../src/graphql/paging';
import { loadConfig } from '../../src/config';

/*
 * Paging cursors are ours or refused (docs/security.md, "Input bounds"): a position and a tag over
 * it, HMAC-SHA256 keyed with FACEOFF_CURSOR_SECRET (a public key without it: a checksum).
 */
const ID = '0f8b6c2e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';
const AT = Date.UTC(2027, 1, 1, 19, 30);
const SECRET = 'a-secret-of-this-deployment';
const LIST = listOf('Team.gamesConnection', '5d1c1a52-8a2e-4f7e-9a35-2f3c1f0c6b11');

/** A cursor's bytes changed by `edit`, spelled again in base64url. */
const edited = (cursor: string, edit: (bytes: Buffer) => Buffer) => edit(Buffer.from(cursor, 'base64url')).toString('base64url');

describe('paging cursors', () => {
  it.each([
    ['with FACEOFF_CURSOR_SECRET', SECRET],
    ['without it (checksummed)', undefined],
  ])('a cursor reads back as the position it names, %s, on any instance given the same setting', (_how, secret) => {
    const cursor = new Cursors(secret).encode({ at: AT, id: ID }, LIST);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(new Cursors(secret).decode(cursor, LIST)).toEqual({ at: AT, id: ID });
    expect(new Cursors(secret).decode(null, LIST)).toBeNull();
  });

  const cursor = new Cursors(SECRET).encode({ at: AT, id: ID }, LIST);
  const unsigned = new Cursors().encode({ at: AT, id: ID }, LIST);
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
    ['signed with another secret', new Cursors('another-deployment-secret').encode({ at: AT, id: ID }, LIST)],
    ['checksummed, where a secret is set', unsigned],
    ['far too long', 'A'.repeat(5_000)],
    ["another team's games", new Cursors(SECRET).encode({ at: AT, id: ID }, listOf('Team.gamesConnection', '9b2e4c1d-1111-4a2b-8c3d-000000000002'))],
    ["the division's games", new Cursors(SECRET).encode({ at: AT, id: ID }, listOf('Division.gamesConnection', '5d1c1a52-8a2e-4f7e-9a35-2f3c1f0c6b11'))],
    ['the audit trail', new Cursors(SECRET).encode({ at: AT, id: ID }, listOf('Query.auditTrail', '5d1c1a52-8a2e-4f7e-9a35-2f3c1f0c6b11', null))],
  ])('refuses %s as BAD_USER_INPUT naming after', (_what, after) => {
    expect(() => new Cursors(SECRET).decode(after, LIST)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'after' })] }) }),
    );
  });

  it('without a secret a garbled or hand-edited cursor, or one of another list, is refused all the same', () => {
    const checksummed = new Cursors();
    expect(() => checksummed.decode(unsigned, listOf('Team.gamesConnection', '9b2e4c1d-1111-4a2b-8c3d-000000000002'))).toThrow();
    expect(() =>
      checksummed.decode(
        edited(unsigned, (b) => (b.writeBigInt64BE(0n, 1), b)),
        LIST,
      ),
    ).toThrow();
    expect(() => checksummed.decode(cursor, LIST)).toThrow();
    expect(() => checksummed.decode(Buffer.from(JSON.stringify([AT, ID])).toString('base64url'), LIST)).toThrow();
  });

  it.each([
    ['an id that is not a UUID', { at: AT, id: 'x' }],
    ['an instant before 1970', { at: -1, id: ID }],
    ['an instant after 2100', { at: Date.UTC(2101, 0, 1), id: ID }],
    ['a fractional instant', { at: 1.5, id: ID }],
  ])('never makes a cursor of %s', (_what, position) => {
    expect(() => new Cursors().encode(position, LIST)).toThrow();
  });
});

describe('pages (Relay PageInfo)', () => {
  const cursors = new Cursors(SECRET);
  const rows = [1, 2, 3, 4].map((n) => ({ seq: n, id: ID }));
  const cursorOf = (r: { seq: number; id: string }) => ({ at: r.seq, id: r.id });
  const seqs = (page: ReturnType<typeof pageOf<{ seq: number; id: string }>>) => page.edges.map((e) => e.node.seq);

  it('a page read forward: the extra row says hasNextPage, the caller says hasPreviousPage; startCursor and endCursor are its first and last edges', () => {
    const page = pageOf(rows, 3, cursorOf, cursors, LIST, true);
    expect(seqs(page)).toEqual([1, 2, 3]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: page.edges[0].cursor, endCursor: page.edges[2].cursor });
    expect(cursors.decode(page.pageInfo.startCursor, LIST)).toEqual({ at: 1, id: ID });
    expect(pageOf(rows, 4, cursorOf, cursors, LIST).pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('a page read back (the latest first): answered in the list order; the extra row says hasPreviousPage, the caller says hasNextPage', () => {
    const latestFirst = [...rows].reverse();
    const page = pageBackOf(latestFirst, 3, cursorOf, cursors, LIST, false);
    expect(seqs(page)).toEqual([2, 3, 4]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(cursors.decode(page.pageInfo.endCursor, LIST)).toEqual({ at: 4, id: ID });
  });

  it('an empty page has no cursors', () => {
    expect(pageOf([], 3, cursorOf, cursors, LIST).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });

  it.each([
    [{ first: 2, last: 2 }, 'last'],
    [{ after: 'x', before: 'y' }, 'before'],
    [{ last: 0 }, 'last'],
    [{ last: 101 }, 'last'],
    [{ before: 'not a cursor' }, 'before'],
  ])('two-way paging refuses %j, naming %s', (args, field) => {
    expect(() => pageRequest(args, cursors, LIST)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field })] }) }));
  });

  it('two-way paging: first from the start when no count is given, last from the end', () => {
    expect(pageRequest({}, cursors, LIST)).toEqual({ size: 50, forward: true, after: null, before: null });
    const before = cursors.encode({ at: 7, id: ID }, LIST);
    expect(pageRequest({ last: 5, before }, cursors, LIST)).toEqual({ size: 5, forward: false, after: null, before: { at: 7, id: ID } });
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
