import { type AccountEntry, accountStanding, bondReturn, bondStandings, checkAccountEntry, checkBillPayment, withdrawalRetention } from '../../src/domain/league-money';
import { RuleViolation } from '../../src/errors';

const START = '2026-10-01T00:00:00.000Z';
const BEFORE = '2026-09-15T12:00:00.000Z';
const DURING = '2026-11-15T12:00:00.000Z';

let serial = 0;
const entry = (kind: AccountEntry['kind'], amountCents: number, more: Partial<AccountEntry> = {}): AccountEntry => ({
  id: `e${(serial += 1)}`,
  kind,
  amountCents,
  playerId: null,
  at: '2026-09-01T12:00:00.000Z',
  paidAt: null,
  ...more,
});

describe('docs/rulebooks/004_52536eff465526ad.txt:1 "If a team drops out prior to the beginning of the season, the league reserves the right to retain 1/2 of the monies paid by the team, or $500.00, whichever is greater. If a team drops out at the beginning, or at any time during the season, … the league reserves the right to retain ALL fees paid to date." (R70)', () => {
  it.each([
    { what: 'before the season, $2,000 paid: half ($1,000) is greater than $500', paid: 200_000, at: BEFORE, start: START, retained: 100_000, refundable: 100_000 },
    { what: 'before the season, $800 paid: $500 is greater than half', paid: 80_000, at: BEFORE, start: START, retained: 50_000, refundable: 30_000 },
    { what: 'before the season, exactly $1,000 paid: half and $500 are equal', paid: 100_000, at: BEFORE, start: START, retained: 50_000, refundable: 50_000 },
    { what: 'before the season, $300 paid: never more than was paid', paid: 30_000, at: BEFORE, start: START, retained: 30_000, refundable: 0 },
    { what: 'before the season, an odd cent: half is rounded up to the cent', paid: 200_001, at: BEFORE, start: START, retained: 100_001, refundable: 100_000 },
    { what: 'before the season, nothing paid', paid: 0, at: BEFORE, start: START, retained: 0, refundable: 0 },
    { what: '"at the beginning": the season\'s first instant', paid: 200_000, at: START, start: START, retained: 200_000, refundable: 0 },
    { what: '"at any time during the season"', paid: 200_000, at: DURING, start: START, retained: 200_000, refundable: 0 },
    { what: 'no season start known yet (no date, no game): before the season', paid: 200_000, at: DURING, start: null, retained: 100_000, refundable: 100_000 },
  ])('$what → keeps $retained, gives back $refundable', ({ paid, at, start, retained, refundable }) => {
    expect(withdrawalRetention({ paidCents: paid, withdrawnAt: at, seasonStartsAt: start })).toMatchObject({ retainedCents: retained, refundableCents: refundable });
  });

  it.each([-1, 1.5])('refuses %p cents paid', (paidCents) => {
    expect(() => withdrawalRetention({ paidCents, withdrawnAt: BEFORE, seasonStartsAt: START })).toThrow(RangeError);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:1 "Once the season is underway, there are ABSOLUTELY NO REFUNDS." (R70)', () => {
  const paid = [entry('FEE', 120_000)];
  const withdrew = (at: string) => [...paid, entry('WITHDRAWAL', 0, { at })];
  it.each([
    { what: 'before the season, withdrawn: the half not kept', entries: withdrew(BEFORE), amount: 60_000, at: BEFORE, refused: null },
    { what: 'before the season, withdrawn: more than the half not kept', entries: withdrew(BEFORE), amount: 60_001, at: BEFORE, refused: 'refundOverRetention' },
    { what: 'before the season, withdrawn, what is left after a first refund', entries: [...withdrew(BEFORE), entry('REFUND', 50_000, { at: BEFORE })], amount: 10_000, at: BEFORE, refused: null },
    {
      what: 'before the season, withdrawn, more than is left after a first refund',
      entries: [...withdrew(BEFORE), entry('REFUND', 50_000, { at: BEFORE })],
      amount: 10_001,
      at: BEFORE,
      refused: 'refundOverRetention',
    },
    { what: 'before the season, still playing: up to what was paid (an overpayment)', entries: paid, amount: 120_000, at: BEFORE, refused: null },
    { what: 'before the season, still playing: more than was paid', entries: paid, amount: 120_001, at: BEFORE, refused: 'refundOverPaid' },
    { what: 'the season under way, withdrawn before it', entries: withdrew(BEFORE), amount: 100, at: DURING, refused: 'noRefundsUnderway' },
    { what: 'the season under way, still playing', entries: paid, amount: 100, at: START, refused: 'noRefundsUnderway' },
    { what: 'withdrawn during the season', entries: withdrew(DURING), amount: 100, at: DURING, refused: 'noRefundsUnderway' },
  ])('a refund: $what → $refused', ({ entries, amount, at, refused }) => {
    const attempt = () => checkAccountEntry({ kind: 'REFUND', amountCents: amount, at, entries, seasonStartsAt: START });
    if (refused === null) {
      expect(attempt).not.toThrow();
    } else {
      expect(attempt).toThrow(RuleViolation);
      try {
        attempt();
      } catch (error) {
        expect((error as RuleViolation).text?.key).toBe(`errors.RULE_VIOLATION.${refused}`);
        expect((error as RuleViolation).extensions.rule).toBe('R70');
      }
    }
  });

  it('a team withdraws once', () => {
    expect(() => checkAccountEntry({ kind: 'WITHDRAWAL', amountCents: 0, at: BEFORE, entries: [entry('WITHDRAWAL', 0, { at: BEFORE })], seasonStartsAt: START })).toThrow(/already withdrew/);
  });

  it.each([
    { what: 'still playing, before the season', entries: paid, asOf: BEFORE, retained: 120_000, refundable: 0 },
    { what: 'withdrawn before the season, read before it', entries: withdrew(BEFORE), asOf: BEFORE, retained: 60_000, refundable: 60_000 },
    { what: 'withdrawn before the season, read once it is under way: nothing given back any more', entries: withdrew(BEFORE), asOf: DURING, retained: 60_000, refundable: 0 },
    { what: 'withdrawn during the season', entries: withdrew(DURING), asOf: DURING, retained: 120_000, refundable: 0 },
  ])('the account: $what → keeps $retained, may give back $refundable', ({ entries, asOf, retained, refundable }) => {
    expect(accountStanding({ entries, finesOwed: [], seasonStartsAt: START, asOf })).toMatchObject({ feesPaidCents: 120_000, retainedCents: retained, refundableCents: refundable });
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:3 "any monies owed by that player or team will be deducted from the bond before its returned. At the end of the season, if no problems or difficulties have been encountered with that player or team, then the full amount of the bond will be returned" (R71)', () => {
  const teamBond = entry('BOND', 50_000, { at: '2026-09-01T00:00:00.000Z' });
  const playerBond = entry('BOND', 10_000, { playerId: 'p1', at: '2026-09-02T00:00:00.000Z' });
  it.each([
    { what: 'no problems: the full bond comes back', bonds: [teamBond], bills: [], fines: [], expected: [{ owed: 0, deducted: 0, back: 50_000 }] },
    {
      what: "the team's unpaid bill (pinnies, 004:66) and its fine (004:56) are deducted",
      bonds: [teamBond],
      bills: [entry('BILL', 4_000)],
      fines: [{ id: 'f1', playerId: null, amountCents: 5_000 }],
      expected: [{ owed: 9_000, deducted: 9_000, back: 41_000 }],
    },
    { what: 'a paid bill is not owed', bonds: [teamBond], bills: [entry('BILL', 4_000, { paidAt: BEFORE })], fines: [], expected: [{ owed: 0, deducted: 0, back: 50_000 }] },
    { what: 'more owed than the bond: all of it is kept, the rest still owed', bonds: [teamBond], bills: [entry('BILL', 70_000)], fines: [], expected: [{ owed: 70_000, deducted: 50_000, back: 0 }] },
    {
      what: "a player's bond answers for his own debts only, the team's for the team's",
      bonds: [teamBond, playerBond],
      bills: [entry('BILL', 2_500, { playerId: 'p1' })],
      fines: [
        { id: 'f2', playerId: 'p2', amountCents: 8_000 },
        { id: 'f3', playerId: null, amountCents: 1_000 },
      ],
      expected: [
        { owed: 1_000, deducted: 1_000, back: 49_000 },
        { owed: 2_500, deducted: 2_500, back: 7_500 },
      ],
    },
    {
      what: 'two bonds of the team: drawn in the order they were held',
      bonds: [entry('BOND', 3_000, { at: '2026-09-05T00:00:00.000Z' }), entry('BOND', 2_000, { at: '2026-09-01T00:00:00.000Z' })],
      bills: [entry('BILL', 4_000)],
      fines: [],
      expected: [
        { owed: 4_000, deducted: 2_000, back: 0 },
        { owed: 4_000, deducted: 2_000, back: 1_000 },
      ],
    },
  ])('$what', ({ bonds, bills, fines, expected }) => {
    expect(bondStandings(bonds, bills, fines).map((b) => ({ owed: b.owedCents, deducted: b.deductedCents, back: b.returnCents }))).toEqual(expected);
  });

  it.each([
    { what: 'an unpaid bill', entry: entry('BILL', 100), refused: null },
    { what: 'a paid bill', entry: entry('BILL', 100, { paidAt: BEFORE }), refused: 'billAlreadyPaid' },
    { what: 'a bond', entry: entry('BOND', 100), refused: 'notABill' },
  ])('paying $what → $refused', ({ entry: e, refused }) => {
    if (refused === null) expect(() => checkBillPayment(e)).not.toThrow();
    else expect(() => checkBillPayment(e)).toThrow(expect.objectContaining({ text: expect.objectContaining({ key: `errors.RULE_VIOLATION.${refused}` }) }));
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:3 "any monies owed by that player or team will be deducted from the bond before its returned": giving a bond back (R72)', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof RuleViolation) return error.message;
    }
    throw new Error('not refused');
  };
  const teamBond = entry('BOND', 50_000);
  const playerBond = entry('BOND', 10_000, { playerId: 'p1' });
  const teamBill = entry('BILL', 4_000);
  const paidBill = entry('BILL', 3_000, { paidAt: BEFORE });
  const playersBill = entry('BILL', 2_500, { playerId: 'p1' });
  const fines = [
    { id: 'f1', playerId: null, amountCents: 5_000 },
    { id: 'f2', playerId: 'p1', amountCents: 1_000 },
    { id: 'f3', playerId: 'p2', amountCents: 8_000 },
  ];
  const entries = [teamBond, playerBond, teamBill, paidBill, playersBill];

  it.each([
    { what: "the team's bond settles the team's unpaid bill and fine, and the rest goes back", bond: teamBond, bills: [teamBill.id], fines: ['f1'], deducted: 9_000, back: 41_000 },
    { what: "a player's bond settles his own bill and fine only", bond: playerBond, bills: [playersBill.id], fines: ['f2'], deducted: 3_500, back: 6_500 },
  ])('$what', ({ bond, bills, fines: settledFines, deducted, back }) => {
    expect(bondReturn({ bond, entries, fines })).toEqual({ settledBillIds: bills, settledFineIds: settledFines, deductedCents: deducted, returnCents: back });
  });

  it('nothing owed: "the full amount of the bond will be returned"', () => {
    expect(bondReturn({ bond: teamBond, entries: [teamBond], fines: [] })).toEqual({ settledBillIds: [], settledFineIds: [], deductedCents: 0, returnCents: 50_000 });
  });

  it('more owed than the bond holds: refused, a debt is never paid in part', () => {
    expect(refusal(() => bondReturn({ bond: playerBond, entries: [playerBond, entry('BILL', 12_000, { playerId: 'p1' })], fines: [] }))).toBe(
      'Its giver owes $120.00 and the bond holds $100.00: nothing would come back, and a debt is not paid in part. The league keeps the bond until the rest is paid.',
    );
  });

  it('once given back, a bond is not given back again, and covers nothing more in the standing', () => {
    const returned = entry('BOND_RETURN', 41_000, { bondId: teamBond.id, at: DURING });
    expect(refusal(() => bondReturn({ bond: teamBond, entries: [...entries, returned], fines }))).toBe(`This bond was already given back on ${DURING}`);
    expect(bondStandings([teamBond], [entry('BILL', 7_000)], [], [returned])).toEqual([
      { id: teamBond.id, playerId: null, heldCents: 50_000, owedCents: 0, deductedCents: 9_000, returnCents: 41_000, returnedAt: DURING },
    ]);
  });

  it('only a bond is given back, and never as an entry recorded by hand', () => {
    expect(refusal(() => bondReturn({ bond: teamBill, entries, fines }))).toBe('Only a bond is given back this way: this entry is a BILL');
    expect(refusal(() => checkAccountEntry({ kind: 'BOND_RETURN', amountCents: 100, at: DURING, entries, seasonStartsAt: START }))).toMatch(/^A bond is given back with returnBond/);
  });
});
