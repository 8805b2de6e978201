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
