import i18next, { type TOptions } from 'i18next';
import { en } from '../../../src/pages/locales/en';
import { fr } from '../../../src/pages/locales/fr';

export type Language = 'en' | 'fr';

/**
 * The pages' own words in one language, from the catalogues the pages are built with
 * (src/pages/locales), so a walk through the pages in English or French finds each control by what
 * it says on screen in that language: `say('desk.schedule.heading', { count: 6 })`.
 */
export function wordsIn(language: Language): (key: string, options?: TOptions) => string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return (key, options) => {
    if (!i18n.exists(key, options)) throw new Error(`no message ${key} in the ${language} catalogue`);
    return String(i18n.t(key, options));
  };
}
