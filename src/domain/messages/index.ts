import i18next, { type i18n } from 'i18next';
import { en } from './en';
import { fr } from './fr';
import type { Language } from './language';
import type { Param, Text, WithText } from './text';
import { TEXT } from './text';

export * from './language';
export * from './text';

/*
 * The API's messages for people in English and French (docs/design.md, "Errors"): one i18next
 * instance of its own (the pages have theirs) over the catalogues src/domain/messages/en.ts and fr.ts, keyed by
 * error code and by reason code. English is the text the API has always answered; codes and other
 * machine fields never change with the language.
 */

const messages: i18n = i18next.createInstance();
void messages.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, fr: { translation: fr } },
  // Messages go into JSON, never into HTML: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Keys hold dots (errors.RULE_VIOLATION.clockRunning); values hold colons and never nest.
  nsSeparator: false,
});

function formatMoney(language: Language, cents: number): string {
  const amount = (cents / 100).toFixed(2);
  return language === 'fr' ? `${amount.replace('.', ',')}\u00a0$` : `$${amount}`;
}

/** Met while rendering a message for another language than English: some of it is English only. */
class Untranslated extends Error {}

function renderParam(language: Language, value: Param): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('untranslated' in value) {
    if (language !== 'en') throw new Untranslated();
    return value.untranslated;
  }
  if ('key' in value) return render(language, value);
  if ('money' in value) return formatMoney(language, value.money);
  const separator = typeof value.separator === 'string' ? value.separator : translate(language, value.separator);
  return value.list.map((v) => renderParam(language, v)).join(separator);
}

function render(language: Language, message: Text): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = renderParam(language, value);
  return String(messages.t(message.key, { ...params, lng: language }));
}

/**
 * A message in a language; a key neither catalogue knows comes back as the key itself. A message
 * holding English text that is not in the catalogue (a reason not moved there yet) is answered all
 * in English rather than half in each.
 */
export function translate(language: Language, message: Text): string {
  try {
    return render(language, message);
  } catch (error) {
    if (error instanceof Untranslated) return render('en', message);
    throw error;
  }
}

/** Whether the catalogue of a language holds a key (plural forms count: key_one, key_other). */
export function hasMessage(language: Language, key: string): boolean {
  return messages.exists(key, { lng: language, fallbackLng: false, count: 1 }) || messages.exists(key, { lng: language, fallbackLng: false });
}

/** What a reason or a problem says, as a message value: its catalogue data, else its English text (untranslated). */
export function reasonText(item: { message: string } & WithText): Param {
  return item[TEXT] ?? { untranslated: item.message };
}

/**
 * The text for people of something that carries its message as data (a reason, a problem), in the
 * language asked; its English `message` when it carries none or English is asked.
 */
export function localized(language: Language, item: { message: string } & WithText): string {
  const own = item[TEXT];
  return own && language !== 'en' ? translate(language, own) : item.message;
}
