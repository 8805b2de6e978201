import { badField } from '../../errors';

/** An official's reason, trimmed: said, and at most 500 characters. */
export function checkReason(reason: string, field = 'reason'): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw badField(field, 'must say why');
  if (trimmed.length > 500) throw badField(field, 'must be at most 500 characters');
  return trimmed;
}

/** A stored reason or rule is at most 500 characters: a longer one is cut with an ellipsis. */
export function clip(text: string): string {
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
