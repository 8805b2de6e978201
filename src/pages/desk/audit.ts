import { DeskAuditTrailDocument, type DeskAuditTrailQuery } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { codeText } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { handleTokenRefusal, token } from './session';
import './desk-more.css';

type Edge = DeskAuditTrailQuery['auditTrail']['edges'][number];

const PAGE = 20;

/** The link to a competition's audit trail, for its header. */
export function auditLink(competitionId: string): HTMLElement {
  return h('a', { href: `#/competitions/${encodeURIComponent(competitionId)}/audit`, id: 'audit-link' }, t('deskMore.audit.link'));
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A value as the audit keeps it (JSON text): an instant on the competition's clock, a level played
 * in words, another string as itself, none as "(none)", anything else as its JSON.
 */
export function valueText(json: string | null | undefined, field: string, timeZone: string): string {
  if (json === null || json === undefined) return t('deskMore.audit.empty');
  try {
    const value: unknown = JSON.parse(json);
    if (value === null) return t('deskMore.audit.empty');
    if (typeof value !== 'string') return JSON.stringify(value);
    if (INSTANT.test(value)) return new Date(value).toLocaleString(locale(), { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    if (field === 'experienceLevel') return t(`deskMore.audit.experience.${value}`, { defaultValue: value });
    // A corrected penalty's severity and infraction (R83) in the page's words.
    if (/^events\[\d+\]\.(severity|infraction)$/.test(field)) return codeText(field.endsWith('severity') ? 'severity' : 'infraction', value);
    return value;
  } catch {
    return json;
  }
}

/**
 * A field's name in the page's language where the desk knows it; as the API names it otherwise.
 * A corrected game event's field (`events[12].scorer`, R83) reads "Event 12: Scorer".
 */
export function fieldText(name: string): string {
  const event = /^events\[(\d+)\]\.(\w+)$/.exec(name);
  if (event) return t('deskMore.audit.eventField', { seq: event[1], field: fieldText(event[2]!) });
  return /^\w+$/.test(name) ? t(`deskMore.audit.fields.${name}`, { defaultValue: name }) : name;
}

function entryItem(edge: Edge, timeZone: string, competitionId: string): HTMLElement {
  const entry = edge.node;
  const when = new Date(entry.at).toLocaleString(locale(), { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const what = t(`deskMore.audit.action.${entry.action}`, { entity: t(`deskMore.audit.entity.${entry.entityType}`) });
  return h(
    'li',
    { 'data-audit': entry.id, 'data-entity': entry.entityId, tabindex: -1 },
    h('h2', {}, what),
    h('p', { class: 'muted' }, h('time', { datetime: entry.at }, when), ` · ${entry.actor.name} (${t(`deskMore.audit.role.${entry.actor.role}`)})`),
    entry.changes.length
      ? h(
          'dl',
          { 'aria-label': t('deskMore.audit.changes') },
          ...entry.changes.flatMap((change) => [
            h('dt', {}, fieldText(change.field)),
            h('dd', { 'data-field': change.field }, `${valueText(change.before, change.field, timeZone)} → ${valueText(change.after, change.field, timeZone)}`),
          ]),
        )
      : null,
    entry.reason ? h('p', {}, t('deskMore.audit.reason', { reason: entry.reason })) : null,
    // Which game: its sheet, where the history says the rest.
    entry.entityType === 'GAME'
      ? h('p', {}, h('a', { href: `#/competitions/${encodeURIComponent(competitionId)}/games/${encodeURIComponent(entry.entityId)}`, 'data-game': entry.entityId }, t('deskMore.audit.gameSheet')))
      : null,
  );
}

/**
 * A competition's audit trail (`#/competitions/<id>/audit`): every correction, newest first —
 * when (on the competition's clock), who, what, and each field before → after — a page at a
 * time, "More" reading the next after the last page's end cursor.
 */
export async function auditView(main: HTMLElement, competitionId: string, bar: HTMLElement): Promise<void> {
  const data = await request(DeskAuditTrailDocument, { competitionId, first: PAGE }, token());
  if (!data.competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const { timeZone } = data.competition;
  const list = h('ol', { class: 'audit-list', id: 'audit' }, ...data.auditTrail.edges.map((edge) => entryItem(edge, timeZone, competitionId)));
  const more = h('button', { type: 'button', class: 'primary', id: 'audit-more' }, t('deskMore.audit.more'));
  const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
  let cursor = data.auditTrail.pageInfo.endCursor;
  more.hidden = !data.auditTrail.pageInfo.hasNextPage;
  more.addEventListener('click', () => {
    if (!cursor) return;
    more.disabled = true;
    error.hidden = true;
    request(DeskAuditTrailDocument, { competitionId, first: PAGE, after: cursor }, token())
      .then(({ auditTrail }) => {
        const items = auditTrail.edges.map((edge) => entryItem(edge, timeZone, competitionId));
        list.append(...items);
        cursor = auditTrail.pageInfo.endCursor;
        more.hidden = !auditTrail.pageInfo.hasNextPage;
        items[0]?.focus();
      })
      .catch((failure: unknown) => {
        if (handleTokenRefusal(failure)) return;
        error.textContent = failure instanceof Error ? failure.message : String(failure);
        error.hidden = false;
      })
      .finally(() => {
        more.disabled = false;
      });
  });
  main.replaceChildren(
    bar,
    h('h1', { id: 'audit-title', tabindex: -1 }, t('deskMore.audit.title', { competition: data.competition.name })),
    h('p', { class: 'muted' }, t('deskMore.audit.intro', { zone: timeZone })),
    data.auditTrail.edges.length ? list : h('p', { class: 'muted', id: 'audit' }, t('deskMore.audit.none')),
    h('div', { class: 'actions' }, more),
    error,
  );
  document.getElementById('audit-title')?.focus();
}
