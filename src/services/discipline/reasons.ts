import { badField } from '../../errors';
import { text } from '../../domain/messages';

/** The longest reason an official may give (a void, a ruling, an override, a correction, a suspension). */
export const REASON_MAX = 500;

/**
 * The one rule for an official's reason: trimmed, said, and at most REASON_MAX characters. `missing`
 * is the message when none is given (what the reason is for: "say why the event is voided").
 */
export function checkReason(reason: string | null | undefined, field = 'reason', missing = 'errors.BAD_USER_INPUT.mustSayWhy'): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw badField(field, text(missing));
  if (trimmed.length > REASON_MAX) throw badField(field, text('errors.BAD_USER_INPUT.atMostCharacters', { max: REASON_MAX }));
  return trimmed;
}

/** A reason that may be left out (null then), held to the same rule when given. */
export function optionalReason(reason: string | null | undefined, field = 'reason'): string | null {
  return reason?.trim() ? checkReason(reason, field) : null;
}

/** A stored reason or rule is at most REASON_MAX characters: a longer one is cut with an ellipsis. */
export function clip(said: string): string {
  return said.length > REASON_MAX ? `${said.slice(0, REASON_MAX - 1)}…` : said;
}
