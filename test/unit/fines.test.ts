import { defaultFine, lateRosterSheetFine, LEAGUE_FINES, leagueDefaultFine, noShowRebate, pinniesBill, protestFeeRefundCents, rosterSheetFine } from '../../src/domain/fines';

describe('league §16 default games', () => {
  it.each([
    // "defaults a game without PROPER and ADEQUATE notice (min. 24 – 72 hrs), … will face a fine of $50.00 which is payable … before their next game"
    { what: 'a no-show', input: { priorDefaults: 0, noticeHours: null }, cents: 5000, noShow: true, assumed: false, seasonSuspensionPossible: false },
    { what: '12 hours of notice', input: { priorDefaults: 0, noticeHours: 12 }, cents: 5000, noShow: false, assumed: false, seasonSuspensionPossible: false },
    { what: '48 hours of notice: inside "24 – 72 hrs", fined and said so', input: { priorDefaults: 0, noticeHours: 48 }, cents: 5000, noShow: false, assumed: true, seasonSuspensionPossible: false },
    { what: '72 hours of notice', input: { priorDefaults: 0, noticeHours: 72 }, cents: null, noShow: false, assumed: false, seasonSuspensionPossible: false },
    // "If a team defaults two (2) games in a season, then that team will be fined $100.00 and may be suspended for the balance of the season"
    { what: 'a second default', input: { priorDefaults: 1, noticeHours: null }, cents: 10000, noShow: true, assumed: false, seasonSuspensionPossible: true },
    { what: 'a second default, with notice', input: { priorDefaults: 1, noticeHours: 96 }, cents: 10000, noShow: false, assumed: false, seasonSuspensionPossible: true },
    { what: 'a third default', input: { priorDefaults: 2, noticeHours: 2 }, cents: 10000, noShow: false, assumed: false, seasonSuspensionPossible: true },
  ])('$what → $cents', ({ input, cents, noShow, assumed, seasonSuspensionPossible }) => {
    const { fine, seasonSuspensionPossible: possible } = defaultFine(input);
    expect(possible).toBe(seasonSuspensionPossible);
    if (cents === null) {
      expect(fine).toBeNull();
    } else {
      expect(fine).toMatchObject({ amountCents: cents, payee: 'TEAM', dueBeforeNextGame: true, noShow });
      expect(fine!.assumption !== undefined).toBe(assumed);
    }
  });

  it.each([-1, 1.5])('refuses %p prior defaults', (priorDefaults) => {
    expect(() => defaultFine({ priorDefaults, noticeHours: null })).toThrow(RangeError);
  });
});

describe('league §16 "fine(s) money collected from games defaulted as a result of \'no show\', will be rebated back to the opposing team that showed up"', () => {
  it.each([
    { what: "a paid no-show's fine", fine: { amountCents: 5000, noShow: true, paid: true }, rebate: { teamId: 'opponent', amountCents: 5000 } },
    { what: "an unpaid no-show's fine: nothing collected yet", fine: { amountCents: 5000, noShow: true, paid: false }, rebate: null },
    { what: 'a paid fine for a default with short notice: not a no-show', fine: { amountCents: 5000, noShow: false, paid: true }, rebate: null },
  ])('$what → $rebate', ({ fine, rebate }) => {
    expect(noShowRebate(fine, 'opponent')).toEqual(rebate);
  });
});

describe('league §12 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game"', () => {
  it.each([
    { minutesBefore: 20, cents: null, assumed: false },
    { minutesBefore: 15, cents: null, assumed: false },
    { minutesBefore: 12, cents: 2500, assumed: true },
    { minutesBefore: 5, cents: 2500, assumed: false },
    { minutesBefore: null, cents: 2500, assumed: false },
  ])('$minutesBefore minutes before → $cents', ({ minutesBefore, cents, assumed }) => {
    const fine = lateRosterSheetFine(minutesBefore);
    if (cents === null) {
      expect(fine).toBeNull();
    } else {
      expect(fine).toMatchObject({ amountCents: cents, payee: 'TEAM', dueBeforeNextGame: false });
      expect(fine!.assumption !== undefined).toBe(assumed);
    }
  });
});

describe('league §19 protest fee: "$25.00 fee … If the appeal is won, then the $25.00 fee will be refunded"', () => {
  it.each([
    { outcome: 'WON', refund: 2500 },
    { outcome: 'LOST', refund: 0 },
    { outcome: 'REFUSED', refund: 0 },
  ] as const)('$outcome → $refund refunded', ({ outcome, refund }) => {
    expect(LEAGUE_FINES.PROTEST_FEE).toBe(2500);
    expect(protestFeeRefundCents(outcome)).toBe(refund);
  });
});

describe('league §20 "Any lost, stolen, or damaged pinnies will be billed to the team rep … must be paid before the team plays again"', () => {
  it('bills the team what they cost, due before it plays again', () => {
    expect(pinniesBill(4250, 'three lost')).toMatchObject({ amountCents: 4250, payee: 'TEAM', dueBeforeNextGame: true, reason: 'Pinnies lost, stolen or damaged: three lost' });
  });

  it.each([0, -100, 12.5])('refuses %p cents', (cents) => {
    expect(() => pinniesBill(cents, 'x')).toThrow(RangeError);
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:56, a default an official records, fined at once (R43)', () => {
  it.each([
    { what: 'first default without notice (a no show)', priorDefaults: 0, withoutNotice: true, cents: 5000, kind: 'DEFAULT_WITHOUT_NOTICE', noShow: true, possible: false },
    { what: 'first default with notice', priorDefaults: 0, withoutNotice: false, cents: null, kind: null, noShow: false, possible: false },
    { what: 'second default without notice', priorDefaults: 1, withoutNotice: true, cents: 10000, kind: 'SECOND_DEFAULT', noShow: true, possible: true },
    {
      what: 'second default with notice: "If a team defaults two (2) games in a season … fined $100.00"',
      priorDefaults: 1,
      withoutNotice: false,
      cents: 10000,
      kind: 'SECOND_DEFAULT',
      noShow: false,
      possible: true,
    },
  ])('$what → $cents', ({ priorDefaults, withoutNotice, cents, kind, noShow, possible }) => {
    const { fine, seasonSuspensionPossible } = leagueDefaultFine({ preset: 'WINTER_LEAGUE_5ON5', priorDefaults, withoutNotice });
    expect(seasonSuspensionPossible).toBe(possible);
    if (cents === null) expect(fine).toBeNull();
    else expect(fine).toMatchObject({ amountCents: cents, kind, noShow, payee: 'TEAM', dueBeforeNextGame: true, rule: expect.stringContaining('004:56') });
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5'] as const)('%s: the tournaments name no default fine', (preset) => {
    expect(leagueDefaultFine({ preset, priorDefaults: 1, withoutNotice: true })).toEqual({ fine: null, seasonSuspensionPossible: false });
  });
});

describe('docs/rulebooks/004_52536eff465526ad.txt:41 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game", timed against the scheduled start (R43)', () => {
  const startsAt = '2027-01-10T19:00:00.000Z';
  it.each([
    { sheetAt: '2027-01-10T18:30:00.000Z', cents: null },
    { sheetAt: '2027-01-10T18:45:00.000Z', cents: null },
    { sheetAt: '2027-01-10T18:47:30.000Z', cents: 2500 },
    { sheetAt: '2027-01-10T18:58:00.000Z', cents: 2500 },
    { sheetAt: '2027-01-10T19:05:00.000Z', cents: 2500 },
    { sheetAt: null, cents: 2500 },
  ])('sheet at $sheetAt → $cents', ({ sheetAt, cents }) => {
    const fine = rosterSheetFine({ preset: 'WINTER_LEAGUE_3ON3', startsAt, sheetAt });
    if (cents === null) expect(fine).toBeNull();
    else expect(fine).toMatchObject({ amountCents: cents, payee: 'TEAM', dueBeforeNextGame: false, rule: expect.stringContaining('004:41') });
  });

  it('no fine in a tournament', () => {
    expect(rosterSheetFine({ preset: 'BHI_5ON5', startsAt, sheetAt: null })).toBeNull();
  });
});
