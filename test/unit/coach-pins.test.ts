import { hashPin, pinMatches } from '../../src/auth/coach-pin';
import { afterWrongPin, PIN_LOCK_MS, PIN_PATTERN, pinLocked, type Signer, signOffDecision } from '../../src/domain/sign-offs';

/*
 * R80 (docs/rulings.md, "R80: who signs the game sheet, and how"): the referee signs at the tablet,
 * a coach with his own team's token or at the tablet with his PIN, an official types a paper
 * sheet's signature at the desk; a PIN is 4 to 8 digits, kept as a salted hash, and five wrong
 * tries in a row lock it for fifteen minutes.
 */

describe('who signs which line of the sheet, and how (R80)', () => {
  const admin: Signer = { kind: 'ADMIN' };
  const tablet: Signer = { kind: 'SCOREKEEPER' };
  const homeCoach: Signer = { kind: 'COACH', side: 'home' };
  const strangerCoach: Signer = { kind: 'COACH', side: null };
  it.each([
    { signer: tablet, role: 'REFEREE', pin: false, decision: { way: 'TABLET', needsPin: false } },
    { signer: tablet, role: 'HOME_COACH', pin: true, decision: { way: 'PIN', needsPin: true } },
    { signer: tablet, role: 'AWAY_COACH', pin: false, decision: { refused: 'PIN_NEEDED' } },
    { signer: homeCoach, role: 'HOME_COACH', pin: false, decision: { way: 'COACH_TOKEN', needsPin: false } },
    { signer: homeCoach, role: 'AWAY_COACH', pin: true, decision: { refused: 'NOT_HIS_ROLE' } },
    { signer: homeCoach, role: 'REFEREE', pin: false, decision: { refused: 'NOT_HIS_ROLE' } },
    { signer: strangerCoach, role: 'HOME_COACH', pin: false, decision: { refused: 'NOT_HIS_ROLE' } },
    { signer: admin, role: 'AWAY_COACH', pin: false, decision: { way: 'DESK', needsPin: false } },
    { signer: admin, role: 'AWAY_COACH', pin: true, decision: { way: 'PIN', needsPin: true } },
    { signer: admin, role: 'REFEREE', pin: true, decision: { way: 'DESK', needsPin: false } },
  ] as const)('$signer.kind signing $role (PIN given: $pin)', ({ signer, role, pin, decision }) => {
    expect(signOffDecision(signer, role, pin)).toEqual(decision);
  });
});

describe('a coach PIN (R80)', () => {
  it.each(['1234', '00000000', '2468'])('%s is a PIN', (pin) => expect(PIN_PATTERN.test(pin)).toBe(true));
  it.each(['123', '123456789', '12a4', ' 1234', '１２３４', ''])('%j is not', (pin) => expect(PIN_PATTERN.test(pin)).toBe(false));

  it('five wrong tries in a row lock it for fifteen minutes, and the count starts again', () => {
    const now = new Date('2026-12-05T18:00:00Z');
    let state = { failures: 0, lockedUntil: null as Date | null };
    for (let i = 1; i <= 4; i += 1) {
      state = afterWrongPin(state.failures, now);
      expect(state).toEqual({ failures: i, lockedUntil: null });
    }
    state = afterWrongPin(state.failures, now);
    expect(state).toEqual({ failures: 0, lockedUntil: new Date(now.getTime() + PIN_LOCK_MS) });
    expect(pinLocked(state.lockedUntil, new Date(now.getTime() + PIN_LOCK_MS - 1))).toBe(true);
    expect(pinLocked(state.lockedUntil, new Date(now.getTime() + PIN_LOCK_MS))).toBe(false);
  });

  it('is kept as a salted scrypt hash: never the PIN, two hashes of one PIN differ, and only the PIN matches', async () => {
    const [first, second] = [await hashPin('2468'), await hashPin('2468')];
    expect(first).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain('2468');
    expect(first).not.toBe(second);
    expect(await pinMatches('2468', first)).toBe(true);
    expect(await pinMatches('2469', first)).toBe(false);
    expect(await pinMatches('2468', 'plain$2468')).toBe(false);
  });
});
