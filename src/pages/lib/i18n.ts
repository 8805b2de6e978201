import i18next, { type TOptions } from 'i18next';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { h } from './dom';

/**
 * The pages' language: English or French. `?lang=fr` (for embeds) wins, then the viewer's own
 * choice on this device (the switch), then the browser's languages, then English. Messages come
 * from i18next with the catalogues in src/pages/locales; numbers, dates and money are formatted
 * by Intl in the same language. Codes (GAME_FINAL, UNDER_AGE) never change with the language.
 */
export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];
const STORAGE_KEY = 'faceoff.lang';

function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'fr';
}

/** The language this page shows, from the address, the device, then the browser. */
export function chooseLanguage(search = globalThis.location?.search ?? '', stored = safeStorage()?.getItem(STORAGE_KEY), preferred = browserLanguages()): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The browser's languages, most wanted first; none outside a browser (Node reads the page modules in tests: English). */
function browserLanguages(): readonly string[] {
  const browser = globalThis.navigator;
  if (!browser) return [];
  return browser.languages ?? [browser.language];
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined; // storage blocked (a sandboxed iframe)
  }
}

const language = chooseLanguage();
void i18next.init({
  lng: language,
  fallbackLng: 'en',
  resources: { en: { translation: en }, fr: { translation: fr } },
  // Pages set text with textContent, never innerHTML: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = language;

/** A message in the page's language. */
export function t(key: string, options?: TOptions): string {
  return String(i18next.t(key, options));
}

export function currentLanguage(): Language {
  return language;
}

/** The locale Intl formats with: the language, with the browser's region when it speaks it (fr-CA, en-GB). */
export function locale(): string {
  const match = browserLanguages().find((tag) => tag.toLowerCase().startsWith(`${language}-`));
  return match ?? (language === 'fr' ? 'fr-CA' : 'en-CA');
}

/** Money in the page's language: 25,00 $ in French, $25.00 in English. */
export function moneyText(cents: number, currency = 'CAD'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/**
 * The language switch: a link to the same page in the other language. Following it keeps the
 * choice on this device; `?lang=` in the address is replaced, the rest (and the fragment) kept.
 */
export function languageSwitch(): HTMLElement {
  const other: Language = language === 'fr' ? 'en' : 'fr';
  const url = new URL(location.href);
  url.searchParams.set('lang', other);
  const link = h('a', { href: url.toString(), lang: other, hreflang: other, class: 'language-switch', id: 'language-switch' }, other === 'fr' ? 'Français' : 'English');
  link.addEventListener('click', () => safeStorage()?.setItem(STORAGE_KEY, other));
  return link;
}

/**
 * Puts the switch in the site header and translates the header the server wrote in English. A
 * screen in an arena or a stream's overlay (`{ switch: false }`) shows no switch: it keeps the
 * language its address asks for (`?lang=fr`).
 */
export function translateShell(options: { switch?: boolean } = {}): void {
  const tagline = document.querySelector('header.site .muted');
  if (tagline) tagline.textContent = t('common.tagline');
  const skip = document.querySelector('a.skip');
  if (skip) skip.textContent = t('common.skip');
  const loading = document.querySelector('main > p.muted:only-child');
  if (loading?.textContent === 'Loading…') loading.textContent = t('words.loading');
  const header = document.querySelector('header.site');
  if (options.switch !== false && header && !header.querySelector('.language-switch')) header.append(languageSwitch());
}

/** The tab's title in the page's language: "Standings · Faceoff". */
export function setTitle(text: string): void {
  document.title = text ? `${text} · Faceoff` : 'Faceoff';
}
