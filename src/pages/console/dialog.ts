import { h } from '../lib/dom';
import { t } from '../lib/i18n';

/**
 * The console's modal dialogs (<dialog> with showModal: focus is trapped inside and Escape
 * cancels), built from labelled fields, so a scorekeeper picks players from lists instead of typing.
 */
export interface Field {
  name: string;
  element: HTMLElement;
  value(): string;
}

export interface Option {
  value: string;
  label: string;
}

/** Options under a heading of their own in a list (<optgroup>). */
export interface OptionGroup {
  group: string;
  options: Option[];
}

const optionElement = (o: Option) => h('option', { value: o.value }, o.label);

/** A labelled list; with `placeholder`, nothing is picked until the scorekeeper picks (a required field). */
export function selectField(name: string, label: string, options: Array<Option | OptionGroup>, required = false, placeholder?: string): Field {
  const select = h(
    'select',
    { id: name, name, required },
    placeholder ? h('option', { value: '', disabled: true, selected: true }, placeholder) : null,
    ...options.map((o) => ('group' in o ? h('optgroup', { label: o.group }, ...o.options.map(optionElement)) : optionElement(o))),
  );
  return { name, element: h('div', { class: 'field' }, h('label', { for: name }, label), select), value: () => select.value };
}

/** A player in a list, with the jersey number a scorekeeper picks him by. */
export interface PlayerOption extends Option {
  number?: number;
}

/**
 * A player picked by jersey number: the number typed fills the list beside it, which stays for
 * whoever prefers it (and for a screen reader); picking from the list shows the number. A number
 * no one in the list wears says so and leaves nothing picked. `extra` are the choices that are not
 * a player (None, the bench).
 */
export function playerField(name: string, label: string, players: PlayerOption[], options: { required?: boolean; placeholder?: string; extra?: Option[] } = {}): Field {
  const field = selectField(name, label, [...(options.extra ?? []), ...players], options.required ?? false, options.placeholder);
  const select = field.element.querySelector('select')!;
  const numberId = `${name}-number`;
  const hint = h('p', { class: 'field-hint', id: `${name}-number-hint`, 'aria-live': 'polite' });
  const number = h('input', { id: numberId, name: numberId, type: 'text', inputmode: 'numeric', autocomplete: 'off', maxlength: 3, class: 'jersey', 'aria-describedby': hint.id });
  number.addEventListener('input', () => {
    const typed = number.value.replace(/\D/g, '');
    if (typed !== number.value) number.value = typed;
    hint.textContent = '';
    if (!typed) return;
    const player = players.find((p) => p.number === Number(typed));
    select.value = player ? player.value : '';
    if (!player) hint.textContent = t('console.dialog.noSuchNumber', { number: typed });
  });
  select.addEventListener('change', () => {
    const player = players.find((p) => p.value === select.value);
    number.value = player?.number != null ? String(player.number) : '';
    hint.textContent = '';
  });
  // A fieldset named by its legend, the field's name: each number box is "Jersey #" within "Scorer",
  // "First assist"…, and the list is named by the legend too.
  const legendId = `${name}-label`;
  select.setAttribute('aria-labelledby', legendId);
  const element = h(
    'fieldset',
    { class: 'field player-field' },
    h('legend', { id: legendId }, label),
    h('div', { class: 'player-pick' }, h('div', { class: 'jersey-pick' }, h('label', { for: numberId }, t('console.dialog.jersey')), number), select),
    hint,
  );
  return { ...field, element };
}

export function textField(name: string, label: string, required = false, value = ''): Field {
  const input = h('input', { id: name, name, type: 'text', required, value, autocomplete: 'off' });
  return { name, element: h('div', { class: 'field' }, h('label', { for: name }, label), input), value: () => input.value };
}

/** A labelled tick box; its value is 'yes' or ''. */
export function checkField(name: string, label: string): Field {
  const input = h('input', { id: name, name, type: 'checkbox' });
  return { name, element: h('div', { class: 'field check' }, input, h('label', { for: name }, label)), value: () => (input.checked ? 'yes' : '') };
}

/**
 * A dialog with fields and one button per action; `done` gets the fields' values and the action
 * chosen. `validate` may answer a message that keeps the dialog open.
 */
export function choose(options: {
  title: string;
  text?: string;
  fields: Field[];
  actions: Option[];
  validate?(values: Record<string, string>): string | undefined;
  done(values: Record<string, string>, action: string): void;
}): void {
  const problem = h('p', { class: 'dialog-problem', role: 'alert' });
  const cancel = h('button', { type: 'button', class: 'big', value: 'cancel' }, t('console.dialog.cancel'));
  const form = h(
    'form',
    { method: 'dialog' },
    h('h2', { id: 'dialog-title' }, options.title),
    options.text ? h('p', {}, options.text) : null,
    ...options.fields.map((f) => f.element),
    problem,
    h('div', { class: 'dialog-actions' }, ...options.actions.map((a, i) => h('button', { type: 'submit', class: `big${i === 0 ? ' primary' : ''}`, value: a.value }, a.label)), cancel),
  );
  const dialog = h('dialog', { class: 'console-dialog', 'aria-labelledby': 'dialog-title' }, form);
  // Focus goes back to the control that opened the dialog, however it closes (Escape included).
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  cancel.addEventListener('click', close);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
  });
  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = Object.fromEntries(options.fields.map((f) => [f.name, f.value()]));
    const invalid = options.validate?.(values);
    if (invalid) {
      problem.textContent = invalid;
      return;
    }
    const submitter = event.submitter as HTMLButtonElement | null;
    close();
    options.done(values, submitter?.value ?? options.actions[0]!.value);
  });
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * Tab past a dialog's last control comes round to its first, Shift+Tab before the first to the
 * last: the page behind is inert, and the browser would otherwise take focus to its own toolbar.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const stops = [...dialog.querySelectorAll<HTMLElement>('button, select, input, textarea, a[href], [tabindex]:not([tabindex="-1"])')].filter(
    (e) => !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || !dialog.contains(at) : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** A yes-or-cancel dialog for what is hard to take back (ending a period or the game). */
export function confirm(options: { title: string; text: string; action: string; done(): void }): void {
  choose({ title: options.title, text: options.text, fields: [], actions: [{ label: options.action, value: 'yes' }], done: () => options.done() });
}
