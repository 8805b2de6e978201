import type { DeskCompetitionQuery } from '../generated/graphql';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import { token } from './session';

type Competition = NonNullable<DeskCompetitionQuery['competition']>;

/**
 * A competition's records for the office, without GraphQL (docs/open-data.md): the public files
 * (schedule, players, stats and each division's standings as CSV, calendars to subscribe to, the
 * public document) as plain links, and the whole competition with its private data (birth dates,
 * waivers, discipline, tokens' names on certifications) downloaded with the desk's token, which a
 * plain link cannot send.
 */
export function openDataSection(competition: Competition): HTMLElement {
  const c = encodeURIComponent(competition.id);
  const link = (href: string, label: string, download?: string) => h('li', {}, h('a', { href, ...(download ? { download } : {}) }, label));
  const status = h('p', { class: 'hint muted', id: 'export-status', role: 'status' });
  const button = h('button', { type: 'button', class: 'secondary', id: 'export-private' }, t('deskOpenData.exportPrivate'));
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = t('deskOpenData.exporting');
    fetch(`/competitions/${c}/export.json`, { headers: { authorization: `Bearer ${token()}`, accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(t('deskOpenData.exportFailed', { status: response.status }));
        const file = URL.createObjectURL(await response.blob());
        const save = h('a', { href: file, download: `${slug(competition.name)}.json` });
        document.body.append(save);
        save.click();
        save.remove();
        setTimeout(() => URL.revokeObjectURL(file), 60_000);
        status.textContent = t('deskOpenData.exported', { file: `${slug(competition.name)}.json` });
      })
      .catch((error: unknown) => {
        status.textContent = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  return h(
    'section',
    { class: 'desk-form open-data', id: 'open-data', 'aria-labelledby': 'open-data-title' },
    h('h2', { id: 'open-data-title' }, t('deskOpenData.title')),
    h('p', { class: 'hint muted' }, t('deskOpenData.hint')),
    h(
      'ul',
      {},
      link(`/competitions/${c}/schedule.csv`, t('deskOpenData.schedule'), 'schedule.csv'),
      link(`/competitions/${c}/players.csv`, t('deskOpenData.players'), 'players.csv'),
      link(`/competitions/${c}/stats.csv`, t('deskOpenData.stats'), 'stats.csv'),
      ...competition.divisions.flatMap((d) => [
        link(`/divisions/${encodeURIComponent(d.id)}/standings.csv`, t('deskOpenData.standings', { division: d.name }), 'standings.csv'),
        link(`/divisions/${encodeURIComponent(d.id)}/calendar.ics`, t('deskOpenData.calendar', { division: d.name })),
      ]),
      link(`/competitions/${c}/export.json?public=1`, t('deskOpenData.exportPublic'), `${slug(competition.name)}-public.json`),
    ),
    h('div', { class: 'actions' }, button),
    status,
  );
}

/** A file name from a competition's name: "Cole Harbour Classic 2027" → "cole-harbour-classic-2027". */
function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'competition'
  );
}
