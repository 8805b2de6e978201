import { localDate, localTime } from '../../domain/calendar';
import { resolveRuleset } from '../../domain/rulesets';
import { DeskCompetitionScheduleDocument } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { versusText } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { token } from './session';
import { clashes, type Row } from './clashes';

/** The link to a competition's whole schedule, for its header. */
export function scheduleLink(competitionId: string): HTMLElement {
  return h('a', { href: `#/competitions/${encodeURIComponent(competitionId)}/schedule`, id: 'schedule-link' }, t('deskMore.schedule.link'));
}

/**
 * A competition's whole schedule (`#/competitions/<id>/schedule`): every division's games by day on
 * the competition's clock, then by time and rink, each linked to its game; two games on one rink at
 * once are marked with the other one named (issue: rink double-bookings across divisions).
 */
export async function scheduleView(main: HTMLElement, competitionId: string, bar: HTMLElement): Promise<void> {
  const { competition } = await request(DeskCompetitionScheduleDocument, { competitionId }, token());
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const zone = competition.timeZone;
  const rows: Row[] = competition.divisions
    .flatMap((d) => d.games.map((g) => ({ ...g, division: d.name })))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || (a.venue ?? '').localeCompare(b.venue ?? ''));
  // The regulation time under the rulebook and the competition's overrides, as the server's check reserves it.
  const overrides = competition.rules;
  const ruleset = resolveRuleset(competition.preset, {
    ...(overrides?.regulationPeriods != null ? { regulationPeriods: overrides.regulationPeriods } : {}),
    ...(overrides?.periodMinutes != null ? { periodMinutes: overrides.periodMinutes } : {}),
  });
  const lengthMs = ruleset.regulationPeriods * ruleset.periodLengthMs;
  const clashing = clashes(rows, lengthMs);
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const day = localDate(row.startsAt, zone);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  const w = (key: string, values?: Record<string, unknown>) => t(`deskMore.schedule.${key}`, values);
  const tables = [...days].map(([day, games]) =>
    h(
      'section',
      { class: 'schedule-day' },
      h('h2', { id: `day-${day}` }, new Date(`${day}T12:00:00Z`).toLocaleDateString(locale(), { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })),
      h(
        'div',
        { class: 'scroll', role: 'region', 'aria-labelledby': `day-${day}`, tabindex: 0 },
        h(
          'table',
          {},
          h('thead', {}, h('tr', {}, ...[w('time'), w('rink'), w('division'), w('game'), w('status')].map((c) => h('th', { scope: 'col', class: 'text' }, c)))),
          h(
            'tbody',
            {},
            ...games.map((g) => {
              const other = clashing.get(g.id);
              return h(
                'tr',
                { 'data-game': g.id, 'data-clash': other ? 'true' : 'false' },
                h('td', { class: 'text' }, localTime(g.startsAt, zone)),
                h('td', { class: 'text' }, g.venue ?? '–'),
                h('td', { class: 'text' }, g.division),
                h(
                  'th',
                  { scope: 'row', class: 'text' },
                  h('a', { href: `#/competitions/${encodeURIComponent(competition.id)}/games/${encodeURIComponent(g.id)}` }, versusText(g.home.name, g.away.name)),
                  other
                    ? h(
                        'span',
                        { class: 'badge clash' },
                        ` ${w('clash', { others: other.map((o) => `${versusText(o.home.name, o.away.name)} (${o.division}, ${localTime(o.startsAt, zone)})`).join('; ') })}`,
                      )
                    : '',
                ),
                h('td', { class: 'text' }, t(`common.status.${g.status}`)),
              );
            }),
          ),
        ),
      ),
    ),
  );
  main.replaceChildren(
    bar,
    h('h1', { id: 'schedule-title', tabindex: -1 }, w('title', { competition: competition.name })),
    h('p', { class: 'muted' }, w('intro', { zone, count: rows.length, clashes: clashing.size })),
    ...(tables.length ? tables : [h('p', { class: 'muted' }, w('empty'))]),
  );
  document.getElementById('schedule-title')?.focus();
}
