import { Refusal } from '../lib/api';
import { h } from '../lib/dom';

/**
 * Form parts for the desk: every field labelled, its own error line beside it (named by
 * aria-describedby), and the server's refusals put beside the fields they name.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A labelled field: `<label>`, the control, an optional hint and the (empty) error line. */
export function field(label: string, control: Control, hint?: string): HTMLElement {
  const id = control.id;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  control.setAttribute('aria-describedby', describedBy);
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    control,
    hint ? h('p', { id: `${id}-hint`, class: 'hint muted' }, hint) : null,
    h('p', { id: `${id}-error`, class: 'field-error', hidden: true }),
  );
}

export function input(id: string, attributes: Record<string, string | number | boolean | undefined> = {}): HTMLInputElement {
  return h('input', { id, name: id, type: 'text', ...attributes });
}

export function select(id: string, options: Array<[value: string, label: string]>, selected?: string): HTMLSelectElement {
  return h('select', { id, name: id }, ...options.map(([value, label]) => h('option', { value, selected: value === selected }, label)));
}

/** Clears the form's field errors and its summary. */
export function clearErrors(form: HTMLElement): void {
  for (const line of form.querySelectorAll<HTMLElement>('.field-error')) {
    line.hidden = true;
    line.textContent = '';
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
  const summary = form.querySelector<HTMLElement>('.form-error');
  if (summary) summary.hidden = true;
}

/**
 * Shows why the server (or the network) refused: each named field's message beside it
 * (`fieldIds` maps the API's field name, e.g. `name` for `input.name`, to the control's id), and the whole
 * message in the form's summary, which screen readers announce.
 */
export function showError(form: HTMLElement, error: unknown, fieldIds: Record<string, string> = {}): void {
  clearErrors(form);
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Refusal) {
    // A rule's refusal may name its fields alone (R59, R60: `fields: ['preset']`): each gets the whole message.
    const named = (error.fields as ReadonlyArray<{ field: string; message: string } | string>).map((f) => (typeof f === 'string' ? { field: f, message } : f));
    for (const { field: name, message: text } of named) {
      // The API names a field by its path in the arguments (`input.name`, `timeZone`): matched by its last part.
      const id = fieldIds[name] ?? fieldIds[name.split('.').pop() ?? ''];
      const line = id ? form.querySelector<HTMLElement>(`#${id}-error`) : null;
      if (!line) continue;
      line.textContent = text;
      line.hidden = false;
      form.querySelector(`#${id}`)?.setAttribute('aria-invalid', 'true');
    }
  }
  let summary = form.querySelector<HTMLElement>('.form-error');
  if (!summary) {
    summary = h('p', { class: 'form-error', role: 'alert' });
    form.prepend(summary);
  }
  summary.textContent = message;
  summary.hidden = false;
}

/**
 * Runs a form's submit handler with its submit button disabled while the request is out (a
 * double click sends one request), and its refusal shown on the form.
 */
export function onSubmit(form: HTMLFormElement, handler: () => Promise<void>, fieldIds: Record<string, string> = {}): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button?.disabled) return;
    if (button) button.disabled = true;
    clearErrors(form);
    handler()
      .catch((error: unknown) => showError(form, error, fieldIds))
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}
