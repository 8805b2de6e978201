import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import { handleTokenRefusal } from './session';

/**
 * A Delete button for a row nothing depends on: it asks first, then runs `remove`; the server's
 * refusal (what still depends on the row, R64) is shown beside it and announced.
 */
export function deleteButton(options: { id: string; label: string; confirmText: string; remove: () => Promise<unknown>; after: () => void | Promise<void> }): HTMLElement {
  const button = h('button', { type: 'button', class: 'link danger', id: options.id, 'aria-label': options.label, 'aria-describedby': `${options.id}-error` }, t('deskRest.delete.button'));
  const error = h('span', { class: 'field-error', id: `${options.id}-error`, role: 'alert', hidden: true });
  button.addEventListener('click', () => {
    if (!confirm(options.confirmText)) return;
    button.disabled = true;
    error.hidden = true;
    options
      .remove()
      .then(() => options.after())
      .catch((failure: unknown) => {
        button.disabled = false;
        if (handleTokenRefusal(failure)) return;
        error.textContent = ` ${failure instanceof Error ? failure.message : String(failure)}`;
        error.hidden = false;
      });
  });
  return h('span', { class: 'delete-control' }, button, error);
}
