import { badField } from '../../errors';
import { text } from '../../domain/messages';

/** An official's reason, trimmed: said, and at most 500 characters. */
export function checkReason(reason: string, field = 'reason'): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw badField(field, text('errors.BAD_USER_INPUT.mustSayWhy'));
  if (trimmed.length > 500) throw badField(field, text('errors.BAD_USER_INPUT.atMostCharacters', { max: 500 }));
  return trimmed;
}

/** A stored reason or rule is at most 500 characters: a longer one is cut with an ellipsis. */
export function clip(said: string): string {
  return said.length > 500 ? `${said.slice(0, 499)}…` : said;
}
