import { byId, h, setText } from './dom';
import { t } from './i18n';
import type { LiveConnection } from './live';
import { applyOptions, type PageOptions, readOptions } from './options';
import './base.css';

/**
 * What the server's HTML shell tells a page (src/server/pages.ts): its name and the id in its path,
 * as data attributes on <body>.
 */
export interface Shell {
  page: string;
  /** the game's or division's id from the path; '' on the front page */
  id: string;
  options: PageOptions;
  main: HTMLElement;
}

/** Reads the shell and applies the embed options; pages call it first. */
export function startPage(defaultTheme?: 'dark' | 'light'): Shell {
  const options = readOptions();
  applyOptions(options, defaultTheme);
  return { page: document.body.dataset.page ?? '', id: document.body.dataset.id ?? '', options, main: byId('main') };
}

/**
 * The connection mark: quiet while live, "Reconnecting…" ("Reconnexion…") while the socket is down. Its state is
 * also on <html data-connection>, which styles (a dimmed clock) and tests read.
 */
export function connectionMark(connection: LiveConnection): HTMLElement {
  const mark = h('p', { class: 'connection', role: 'status', 'aria-live': 'polite' });
  connection.onState((state) => {
    document.documentElement.dataset.connection = state;
    setText(mark, state === 'live' ? '' : t(`words.connection.${state}`));
    mark.hidden = state === 'live';
  });
  return mark;
}

/** A message in place of the page's content: a game that does not exist, a server that refused. */
export function showProblem(main: HTMLElement, title: string, detail?: string): void {
  main.replaceChildren(h('section', { class: 'problem', role: 'alert' }, h('h1', {}, title), detail ? h('p', {}, detail) : null));
}
