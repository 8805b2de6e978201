import { ConsoleSignGameSheetDocument, ConsoleSignOffsDocument, type ConsoleSignOffsQuery, type SignOffRole } from '../generated/graphql';
import { Refusal, request } from '../lib/api';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import type { TokenStore } from '../lib/token';
import type { Game } from './state';

/*
 * "Sign the sheet" (R80), once the game is over: the tablet goes to the referee, then to each
 * coach. The referee signs with his name; a coach with his name and his team's PIN (set at the
 * desk), or from his own phone on the coach page. Each line says who signed, and whether a
 * correction came after; a line signs only with what it needs filled in.
 */

const ROLES: SignOffRole[] = ['REFEREE', 'HOME_COACH', 'AWAY_COACH'];
const PIN = /^\d{4,8}$/;
const NAME_MAX = 120;
type Signed = NonNullable<ConsoleSignOffsQuery['game']>;

export interface SignSheet {
  element: HTMLElement;
  /** Shown once the board says the game is over (FINAL or FORFEITED); read again from the server then. */
  show(status: string): void;
}

export function signSheet(game: Game, tokens: TokenStore): SignSheet {
  const rows = new Map<SignOffRole, { state: HTMLElement; name: HTMLInputElement; pin: HTMLInputElement | null; button: HTMLButtonElement; error: HTMLElement }>();
  const note = h('p', { class: 'muted', id: 'sign-note' }, t('console.sign.intro'));
  const fieldsets = ROLES.map((role) => {
    const id = role.toLowerCase().replace('_', '-');
    const team = role === 'HOME_COACH' ? game.home.name : role === 'AWAY_COACH' ? game.away.name : null;
    const legend = team ? t('console.sign.coachOf', { team }) : t('console.sign.referee');
    const state = h('p', { class: 'sign-state', id: `sign-${id}-state` });
    const name = h('input', { id: `sign-${id}-name`, type: 'text', maxlength: NAME_MAX, autocomplete: 'off', 'aria-describedby': `sign-${id}-error` });
    const pin = team
      ? h('input', { id: `sign-${id}-pin`, type: 'password', inputmode: 'numeric', maxlength: 8, autocomplete: 'off', 'aria-describedby': `sign-${id}-pin-hint sign-${id}-error` })
      : null;
    const button = h('button', { type: 'submit', class: 'big primary', disabled: true }, t('console.sign.submit'));
    const error = h('p', { class: 'field-error', id: `sign-${id}-error`, role: 'alert', hidden: true });
    rows.set(role, { state, name, pin, button, error });
    const form = h(
      'form',
      { class: 'sign-line', id: `sign-${id}`, 'aria-label': legend },
      h('h3', {}, legend),
      state,
      h('div', { class: 'field' }, h('label', { for: name.id }, t('console.sign.name')), name),
      pin ? h('div', { class: 'field' }, h('label', { for: pin.id }, t('console.sign.pin')), pin, h('p', { class: 'hint muted', id: `sign-${id}-pin-hint` }, t('console.sign.pinHint'))) : null,
      h('div', { class: 'actions' }, button),
      error,
    );
    const ready = () => {
      button.disabled = !name.value.trim() || (pin !== null && !PIN.test(pin.value));
    };
    form.addEventListener('input', ready);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (button.disabled) return;
      button.disabled = true;
      error.hidden = true;
      request(ConsoleSignGameSheetDocument, { gameId: game.id, input: { role, name: name.value.trim(), ...(pin ? { pin: pin.value } : {}) } }, tokens.get())
        .then(() => {
          name.value = '';
          if (pin) pin.value = '';
          return load();
        })
        .catch((failure: unknown) => {
          error.textContent = failure instanceof Refusal ? failure.message : t('console.sign.unreachable');
          error.hidden = false;
          ready();
        });
    });
    return form;
  });
  const element = h(
    'section',
    { class: 'sign-sheet', id: 'sign-sheet', 'aria-labelledby': 'sign-title', hidden: true },
    h('h2', { id: 'sign-title' }, t('console.sign.title')),
    note,
    h('div', { class: 'sign-lines' }, ...fieldsets),
  );

  const render = (signed: Signed) => {
    const closed = !!signed.certifiedAt;
    note.textContent = closed ? t('console.sign.certified') : t('console.sign.intro');
    for (const role of ROLES) {
      const row = rows.get(role)!;
      const done = signed.signOffs.find((s) => s.role === role);
      const stale = done && done.seq < signed.scoreboard.seq;
      row.state.textContent = done ? `${stale ? '⚠ ' : '✓ '}${t(stale ? 'console.sign.stale' : 'console.sign.signed', { name: done.name })}` : t('console.sign.notSigned');
      row.state.dataset.signed = done ? (stale ? 'stale' : 'yes') : 'no';
      // Once certified, only a line a correction made stale signs again (R83).
      const open = !closed || !!stale;
      row.name.disabled = !open;
      if (row.pin) row.pin.disabled = !open;
      row.button.disabled = !open || !row.name.value.trim() || (row.pin !== null && !PIN.test(row.pin.value));
    }
  };
  const load = async () => {
    const answer = await request(ConsoleSignOffsDocument, { gameId: game.id }, tokens.get());
    if (answer.game) render(answer.game);
  };
  let shown = false;
  return {
    element,
    show(status: string) {
      const over = status === 'FINAL' || status === 'FORFEITED';
      element.hidden = !over;
      if (over && !shown) load().catch(() => undefined);
      shown = over;
    },
  };
}
