import { h } from './dom';

/**
 * The bearer token of a page that writes or reads private records (the console, the coach page).
 * It is typed once into a password field, or handed over in the address's fragment
 * (`#token=…`, which never reaches a server's logs; it is taken out of the address at once), and
 * kept for the tab (sessionStorage), or on the device when asked (localStorage).
 */
export class TokenStore {
  constructor(private readonly key: string) {}

  /** The token in the address's fragment, if any, moved into storage and out of the address. */
  adoptFromFragment(): void {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    const token = fragment.get('token')?.trim();
    if (!token) return;
    this.save(token, false);
    fragment.delete('token');
    const rest = fragment.toString();
    history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  }

  get(): string {
    return sessionStorage.getItem(this.key) ?? localStorage.getItem(this.key) ?? '';
  }

  save(token: string, remember: boolean): void {
    this.clear();
    (remember ? localStorage : sessionStorage).setItem(this.key, token);
  }

  clear(): void {
    sessionStorage.removeItem(this.key);
    localStorage.removeItem(this.key);
  }
}

/**
 * A form asking for the token: a labelled password field, "keep it on this device", and a message
 * saying why it is asked (missing, or refused).
 */
export function tokenForm(options: { store: TokenStore; who: string; message?: string; onSaved(): void }): HTMLElement {
  const input = h('input', { id: 'token', name: 'token', type: 'password', required: true, autocomplete: 'current-password', spellcheck: 'false' });
  const remember = h('input', { id: 'token-remember', name: 'remember', type: 'checkbox' });
  const form = h(
    'form',
    { class: 'token-form', 'aria-labelledby': 'token-title' },
    h('h2', { id: 'token-title' }, 'Access token'),
    options.message ? h('p', { class: 'token-message', role: 'alert' }, options.message) : null,
    h('p', { class: 'muted' }, `This page needs ${options.who}. It is sent with every request from this page, and kept in this tab only unless you tick the box.`),
    h('label', { for: 'token' }, 'Token'),
    input,
    h('label', { class: 'check' }, remember, ' Keep it on this device'),
    h('button', { type: 'submit', class: 'primary' }, 'Use this token'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const token = input.value.trim();
    if (!token) return;
    options.store.save(token, remember.checked);
    options.onSaved();
  });
  queueMicrotask(() => input.focus());
  return form;
}

/** What a page says when the server refused its token. */
export function refusalText(code: string, who: string, detail: string): string {
  if (code === 'UNAUTHENTICATED') return `The server did not accept this token (${detail}). Enter ${who}.`;
  if (code === 'FORBIDDEN') return `This token may not do this (${detail}). Enter ${who}.`;
  return detail;
}
