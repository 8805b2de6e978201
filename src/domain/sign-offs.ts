import { GameStatus } from './enums';
import { text, type Text, translate } from './messages';

/*
 * Sign-offs on a game sheet (R57): the referee and both coaches sign the sheet of a game that is
 * over, before its result is certified. Pure: the service stores what these functions answer.
 */

export const SignOffRole = { REFEREE: 'REFEREE', HOME_COACH: 'HOME_COACH', AWAY_COACH: 'AWAY_COACH' } as const;
export type SignOffRole = (typeof SignOffRole)[keyof typeof SignOffRole];

/** The order the sheet lists them in. */
export const SIGN_OFF_ROLES: readonly SignOffRole[] = [SignOffRole.REFEREE, SignOffRole.HOME_COACH, SignOffRole.AWAY_COACH];

/**
 * How a sign-off was given (R80): at the rink's tablet by the referee (TABLET), by a coach with his
 * own team's token (COACH_TOKEN) or with his PIN at the tablet (PIN), or typed at the desk by an
 * official from a paper sheet's signature (DESK).
 */
export const SignOffWay = { TABLET: 'TABLET', COACH_TOKEN: 'COACH_TOKEN', PIN: 'PIN', DESK: 'DESK' } as const;
export type SignOffWay = (typeof SignOffWay)[keyof typeof SignOffWay];

/** Who asks to sign, as the service read it from the caller's token and the game. */
export type Signer =
  | { kind: 'ADMIN' }
  /** a scorekeeper token of the game or its competition: the rink's tablet */
  | { kind: 'SCOREKEEPER' }
  /** a COACH token, with the side of the game its team plays (null: neither team of this game) */
  | { kind: 'COACH'; side: 'home' | 'away' | null };

/** Why a signer may not sign a role (R80), or the way the sign-off is given. */
export type SignOffDecision = { way: SignOffWay; needsPin: boolean } | { refused: 'NOT_HIS_ROLE' | 'PIN_NEEDED' };

const COACH_ROLE = { home: SignOffRole.HOME_COACH, away: SignOffRole.AWAY_COACH } as const;

/**
 * R80: who signs which role, and how. The referee signs at the tablet (or an official types his
 * paper signature at the desk). A coach signs with his own team's token, or at the tablet with his
 * team's PIN: a scorekeeper never signs for a coach without it. An official at the desk types a
 * paper sheet's signature, or checks a coach's PIN there.
 */
export function signOffDecision(signer: Signer, role: SignOffRole, pinGiven: boolean): SignOffDecision {
  const coachRole = role !== SignOffRole.REFEREE;
  switch (signer.kind) {
    case 'ADMIN':
      return coachRole && pinGiven ? { way: SignOffWay.PIN, needsPin: true } : { way: SignOffWay.DESK, needsPin: false };
    case 'SCOREKEEPER':
      if (!coachRole) return { way: SignOffWay.TABLET, needsPin: false };
      return pinGiven ? { way: SignOffWay.PIN, needsPin: true } : { refused: 'PIN_NEEDED' };
    case 'COACH':
      return signer.side && COACH_ROLE[signer.side] === role ? { way: SignOffWay.COACH_TOKEN, needsPin: false } : { refused: 'NOT_HIS_ROLE' };
  }
}

/** R80: a coach PIN is 4 to 8 digits. */
export const PIN_PATTERN = /^\d{4,8}$/;
/** R80: this many wrong PINs in a row lock it… */
export const PIN_MAX_TRIES = 5;
/** …for this long. */
export const PIN_LOCK_MS = 15 * 60_000;

/** A PIN's wrong tries after one more: the fifth in a row locks it for PIN_LOCK_MS and starts the count again. */
export function afterWrongPin(failures: number, now: Date): { failures: number; lockedUntil: Date | null } {
  const next = failures + 1;
  return next >= PIN_MAX_TRIES ? { failures: 0, lockedUntil: new Date(now.getTime() + PIN_LOCK_MS) } : { failures: next, lockedUntil: null };
}

/** Whether a PIN locked until `lockedUntil` is still locked at `now`. */
export const pinLocked = (lockedUntil: Date | null, now: Date): boolean => lockedUntil !== null && lockedUntil.getTime() > now.getTime();

export interface SignOff {
  role: SignOffRole;
  /** the name the signer gave */
  name: string;
  /** ISO instant it was recorded */
  signedAt: string;
  /** the game log's last seq when signed: a later event means the sheet changed since */
  seq: number;
  /** the name of the token that recorded it */
  recordedBy: string | null;
  /** how it was given (R80); absent on sign-offs recorded before it was kept */
  way?: SignOffWay;
}

/**
 * Why a game's sheet cannot be signed now, or null when it can (R57): after the game is over, before
 * certification — and, once certified, by a role whose signature an official's correction made
 * older than the sheet (R83: the sheet is signed again as corrected).
 */
export function signOffRefusal(game: { status: string; certifiedAt: Date | null; signOffs?: readonly SignOff[] | null; lastSeq?: number }, role?: SignOffRole): Text | null {
  if (game.status !== GameStatus.FINAL && game.status !== GameStatus.FORFEITED) return text('signOffs.notOver', { status: game.status });
  if (game.certifiedAt) {
    const earlier = role ? game.signOffs?.find((s) => s.role === role) : undefined;
    if (!earlier || game.lastSeq === undefined || !signedBeforeChange(earlier, game.lastSeq)) return text('signOffs.certified');
  }
  return null;
}

/** signOffRefusal in English. */
export function signOffProblem(game: { status: string; certifiedAt: Date | null; signOffs?: readonly SignOff[] | null; lastSeq?: number }, role?: SignOffRole): string | null {
  const refusal = signOffRefusal(game, role);
  return refusal && translate('en', refusal);
}

/** The sign-offs with `signOff` in its role's place (a role signed again replaces its earlier sign-off), in sheet order. */
export function withSignOff(existing: readonly SignOff[] | null, signOff: SignOff): SignOff[] {
  const others = (existing ?? []).filter((s) => s.role !== signOff.role);
  return [...others, signOff].sort((a, b) => SIGN_OFF_ROLES.indexOf(a.role) - SIGN_OFF_ROLES.indexOf(b.role));
}

/** Whether the game's log moved on after a sign-off (a correction since it was signed). */
export const signedBeforeChange = (signOff: SignOff, lastSeq: number): boolean => signOff.seq < lastSeq;

/** The languages a competition's printed sheets come in (R58). */
export const SHEET_LANGUAGES = ['en', 'fr'] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

export function isSheetLanguage(value: string): value is SheetLanguage {
  return (SHEET_LANGUAGES as readonly string[]).includes(value);
}
