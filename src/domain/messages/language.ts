/*
 * The language of the API's messages for people: English or French, chosen by the request's
 * `Accept-Language` header (RFC 9110 §12.5.4). Codes never change with the language.
 */

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The most of a header that is read: a browser sends well under 200 characters. */
export const MAX_ACCEPT_LANGUAGE_CHARS = 1024;
/** The most language ranges read from one header. */
export const MAX_LANGUAGE_RANGES = 32;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** One language range of the header: a tag (lower case) or `*`, its quality 0..1, its place in the header. */
export interface LanguageRange {
  range: string;
  q: number;
  index: number;
}

const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The ranges of an Accept-Language header, best first (by quality, then by place). Malformed
 * ranges and ranges with a malformed quality are left out; so is everything past the first
 * MAX_ACCEPT_LANGUAGE_CHARS characters or the first MAX_LANGUAGE_RANGES ranges.
 */
export function parseAcceptLanguage(header: string | readonly string[] | undefined | null): LanguageRange[] {
  if (header === undefined || header === null) return [];
  const text = (typeof header === 'string' ? header : header.join(',')).slice(0, MAX_ACCEPT_LANGUAGE_CHARS);
  const ranges: LanguageRange[] = [];
  for (const part of text.split(',', MAX_LANGUAGE_RANGES)) {
    const [rawRange = '', ...params] = part.split(';');
    const range = rawRange.trim().toLowerCase();
    if (!RANGE.test(range)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const p = param.trim().toLowerCase();
      if (p === '') continue;
      const m = QUALITY.exec(p);
      if (!m) {
        valid = false;
        break;
      }
      q = Number(m[1]);
    }
    if (valid) ranges.push({ range, q, index: ranges.length });
  }
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * The language to answer in: of English and French, the one the header ranks highest. A range
 * matches a language by its primary subtag (`fr-CA` and `fr` are French), and the best range naming
 * a language gives it its quality; `*` stands for any language the header does not name, so
 * `fr;q=0, *` is English. Equal qualities go by place in the header; nothing acceptable, no header
 * or a garbled one: English.
 */
export function negotiateLanguage(header: string | readonly string[] | undefined | null): Language {
  const ranges = parseAcceptLanguage(header);
  if (ranges.length === 0) return DEFAULT_LANGUAGE;
  const wildcard = ranges.find((r) => r.range === '*');
  let best: (LanguageRange & { language: Language }) | undefined;
  for (const language of LANGUAGES) {
    // Sorted best first: the first range naming the language is its best.
    const match = ranges.find((r) => r.range.split('-')[0] === language) ?? wildcard;
    if (!match || match.q <= 0) continue;
    if (!best || match.q > best.q || (match.q === best.q && match.index < best.index)) best = { ...match, language };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
