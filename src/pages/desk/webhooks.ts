import {
  DeskCreateWebhookDocument,
  DeskDeleteWebhookDocument,
  DeskWebhookDeliveriesDocument,
  type DeskWebhookDeliveriesQuery,
  DeskWebhooksDocument,
  type DeskWebhooksQuery,
  DeskCrewNamesDocument,
  type WebhookEvent,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { locale, t } from '../lib/i18n';
import { deleteButton } from './delete-button';
import { field, input, onSubmit } from './forms';
import { handleTokenRefusal, token } from './session';
import './desk-more.css';
import './desk-rest.css';

type Webhook = DeskWebhooksQuery['webhooks'][number];
type Delivery = DeskWebhookDeliveriesQuery['webhookDeliveriesConnection']['edges'][number]['node'];

const EVENTS: WebhookEvent[] = ['GAME_STARTED', 'GOAL', 'PENALTY', 'GAME_FINAL', 'GAME_CERTIFIED', 'STANDINGS_CHANGED', 'SUSPENSION_CHANGED'];

/** A webhook just made: its secret is shown on the next drawing of the view only (the server never shows it again). */
let justCreated: { webhookId: string; secret: string } | undefined;

/**
 * A competition's webhooks (`#/competitions/<id>/webhooks`): a new one (its URL, its events as
 * checkboxes) with the signing secret shown once and a copy button; the webhooks that receive this
 * competition's events (its own and those for every competition), each with its last deliveries,
 * and a Delete after a confirmation. The server's refusals (a private address, not http(s)) are
 * shown beside the URL.
 */
export async function webhooksView(main: HTMLElement, competitionId: string, bar: HTMLElement, focusId?: string): Promise<void> {
  const [{ competition }, { webhooks }] = await Promise.all([request(DeskCrewNamesDocument, { id: competitionId }, token()), request(DeskWebhooksDocument, {}, token())]);
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  // Shown on the view drawn right after the webhook was made, and never again.
  const once = justCreated && webhooks.find((w) => w.id === justCreated!.webhookId) ? justCreated : undefined;
  justCreated = undefined;
  const refresh = (focus?: string) =>
    webhooksView(main, competitionId, bar, focus).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  const mine = webhooks.filter((w) => w.competitionId === competitionId || w.competitionId == null);
  const deliveries = await Promise.all(mine.map(async (w) => (await request(DeskWebhookDeliveriesDocument, { webhookId: w.id }, token())).webhookDeliveriesConnection.edges.map((e) => e.node)));
  main.replaceChildren(
    bar,
    h('h1', { id: 'webhooks-title', tabindex: -1 }, t('deskRest.webhooks.title', { competition: competition.name })),
    h('p', { class: 'muted' }, t('deskRest.webhooks.intro')),
    ...(once
      ? [
          secretOnce(
            once.secret,
            webhooks.find((w) => w.id === once.webhookId)!,
          ),
        ]
      : []),
    newWebhookForm(competitionId, refresh),
    h('h2', { id: 'webhook-list-title', tabindex: -1 }, t('deskRest.webhooks.listTitle', { count: mine.length })),
    mine.length
      ? h('ul', { class: 'cards webhook-list', id: 'webhooks', 'aria-labelledby': 'webhook-list-title' }, ...mine.map((w, i) => webhookItem(w, deliveries[i] ?? [], competition.timeZone, refresh)))
      : h('p', { class: 'muted', id: 'webhooks' }, t('deskRest.webhooks.none')),
  );
  document.getElementById(focusId ?? 'webhooks-title')?.focus();
}

function newWebhookForm(competitionId: string, refresh: (focus?: string) => Promise<void>): HTMLElement {
  const url = input('webhook-url', { type: 'url', required: true, maxlength: 2048, autocomplete: 'off', placeholder: 'https://example.org/faceoff' });
  const boxes = EVENTS.map((event) => h('input', { type: 'checkbox', id: `webhook-event-${event}`, name: 'webhook-events', value: event, checked: event === 'GOAL' || event === 'GAME_FINAL' }));
  const events = h(
    'fieldset',
    { class: 'seeds', id: 'webhook-events', 'aria-describedby': 'webhook-events-error' },
    h('legend', {}, t('deskRest.webhooks.events')),
    ...boxes.map((box) => h('label', { class: 'check' }, box, ' ', t(`deskRest.webhooks.event.${box.value}`))),
    h('p', { id: 'webhook-events-error', class: 'field-error', hidden: true }),
  );
  const form = h(
    'form',
    { class: 'desk-form', id: 'new-webhook', 'aria-labelledby': 'new-webhook-title' },
    h('h2', { id: 'new-webhook-title' }, t('deskRest.webhooks.newTitle')),
    field(t('deskRest.webhooks.url'), url, t('deskRest.webhooks.urlHint')),
    events,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskRest.webhooks.create'))),
  );
  onSubmit(
    form,
    async () => {
      const chosen = boxes.filter((b) => b.checked).map((b) => b.value as WebhookEvent);
      if (!chosen.length) throw new Error(t('deskRest.webhooks.noEvent'));
      const created = await request(DeskCreateWebhookDocument, { input: { url: url.value.trim(), events: chosen, competitionId } }, token());
      justCreated = { webhookId: created.createWebhook.webhook.id, secret: created.createWebhook.secret };
      await refresh('webhook-secret');
    },
    { url: url.id, events: 'webhook-events' },
  );
  return form;
}

function secretOnce(secret: string, webhook: Webhook): HTMLElement {
  const value = h('input', { id: 'webhook-secret-value', type: 'text', readonly: true, value: secret, spellcheck: 'false' });
  const copy = h('button', { type: 'button', class: 'primary', id: 'webhook-secret-copy' }, t('deskRest.webhooks.copy'));
  const copied = h('span', { class: 'muted', role: 'status', id: 'webhook-secret-copied' });
  copy.addEventListener('click', () => {
    value.select();
    const done = () => {
      copied.textContent = ` ${t('deskRest.webhooks.copied')}`;
    };
    if (navigator.clipboard) navigator.clipboard.writeText(secret).then(done, () => (copied.textContent = ` ${t('deskRest.webhooks.copyBySelection')}`));
    else copied.textContent = ` ${t('deskRest.webhooks.copyBySelection')}`;
  });
  return h(
    'div',
    { class: 'token-once', id: 'webhook-secret', tabindex: -1, role: 'status' },
    h('h2', {}, t('deskRest.webhooks.secretTitle', { url: webhook.url })),
    h('p', {}, t('deskRest.webhooks.secretWhy')),
    h('label', { for: 'webhook-secret-value' }, t('deskRest.webhooks.secret')),
    value,
    h('p', {}, copy, copied),
  );
}

function webhookItem(webhook: Webhook, deliveries: readonly Delivery[], zone: string, refresh: (focus?: string) => Promise<void>): HTMLElement {
  const when = (iso: string) => new Date(iso).toLocaleString(locale(), { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  return h(
    'li',
    { 'data-webhook': webhook.id },
    h('h3', { class: 'webhook-url' }, webhook.url),
    h(
      'p',
      { class: 'muted' },
      [webhook.competitionId ? t('deskRest.webhooks.thisCompetition') : t('deskRest.webhooks.everyCompetition'), t('deskRest.webhooks.since', { date: when(webhook.createdAt) })].join(' · '),
    ),
    h('p', {}, t('deskRest.webhooks.receives', { events: webhook.events.map((e) => t(`deskRest.webhooks.event.${e}`)).join(', ') })),
    deliveries.length
      ? h(
          'div',
          { class: 'scroll' },
          h(
            'table',
            {},
            h('caption', {}, t('deskRest.webhooks.deliveries')),
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', { scope: 'col', class: 'text' }, t('deskRest.webhooks.when')),
                h('th', { scope: 'col', class: 'text' }, t('deskRest.webhooks.message')),
                h('th', { scope: 'col', class: 'text' }, t('deskRest.webhooks.status')),
                h('th', { scope: 'col' }, t('deskRest.webhooks.attempts')),
              ),
            ),
            h(
              'tbody',
              {},
              ...deliveries.map((d) =>
                h(
                  'tr',
                  { 'data-delivery': d.id },
                  h('td', { class: 'text' }, when(d.createdAt)),
                  h('td', { class: 'text' }, d.type),
                  h(
                    'td',
                    { class: 'text' },
                    t(`deskRest.webhooks.deliveryStatus.${d.status}`),
                    d.lastStatusCode ? ` (HTTP ${d.lastStatusCode})` : '',
                    d.lastError && d.status !== 'DELIVERED' ? ` · ${d.lastError}` : '',
                  ),
                  h('td', {}, d.attempts),
                ),
              ),
            ),
          ),
        )
      : h('p', { class: 'muted' }, t('deskRest.webhooks.noDelivery')),
    h(
      'p',
      {},
      deleteButton({
        id: `delete-webhook-${webhook.id}`,
        label: t('deskRest.delete.named', { name: webhook.url }),
        confirmText: t('deskRest.webhooks.deleteConfirm', { url: webhook.url }),
        remove: () => request(DeskDeleteWebhookDocument, { id: webhook.id }, token()),
        after: () => refresh('webhook-list-title'),
      }),
    ),
  );
}
