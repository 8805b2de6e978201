import { h } from './dom';
import { t } from './i18n';

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
    h('h2', { id: 'token-title' }, t('common.token.title')),
    options.message ? h('p', { class: 'token-message', role: 'alert' }, options.message) : null,
    h('p', { class: 'muted' }, t('common.token.why', { who: options.who })),
    h('label', { for: 'token' }, t('common.token.label')),
    input,
    h('label', { class: 'check' }, remember, ` ${t('common.token.remember')}`),
    h('button', { type: 'submit', class: 'primary' }, t('common.token.use')),
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
  if (code === 'UNAUTHENTICATED') return t('common.token.unauthenticated', { detail, who });
  if (code === 'FORBIDDEN') return t('common.token.forbidden', { detail, who });
  return detail;
}
