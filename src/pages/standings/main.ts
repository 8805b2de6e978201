import { TableDivisionDocument, TableFeedDocument, type TableRowsFragment } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { humanCode, timeText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { linkTo } from '../results/games';
import { connectionMark, showProblem, startPage } from '../lib/page';
import './standings.css';

/**
 * A division's standings, live from `standingsUpdated`; each row says which tie-breaker placed it,
 * and the tie-breaker chain itself is listed in words under the table. On a narrow screen the table
 * scrolls sideways inside its own box with the rank and team columns held in place; the page itself
 * never scrolls sideways. The first table comes over HTTP with the division's name, the
 * subscription starting at the same time; until either answers the table says "Loading…".
 */
const shell = startPage();
translateShell();
setTitle(t('standings.title'));
const connection = new LiveConnection();
/** In a club site's frame, the team and results pages (which refuse frames) open in a tab of their own. */
const outward = shell.options.embedded ? { target: '_blank', rel: 'noopener' } : {};
type Step = TableRowsFragment['tiebreakers'][number];

const heading = h('h1', { id: 'title' }, t('standings.title'));
const subtitle = h('p', { class: 'muted', id: 'subtitle' });
const body = h('tbody', { id: 'rows' });
const updated = h('p', { class: 'muted', id: 'updated', 'aria-live': 'polite' });
/** The columns' catalogue keys (standings.column.<key>: its abbreviation and its title), with the class of the text ones. */
const columns: Array<[string, string?]> = [['rank'], ['team', 'team'], ['points'], ['played'], ['wins'], ['losses'], ['ties'], ['otl'], ['gf'], ['ga'], ['diff'], ['pim'], ['tiebreak', 'text']];
const table = h(
  'table',
  { id: 'standings', 'aria-describedby': 'ranked-by' },
  h('caption', {}, t('standings.caption')),
  h(
    'thead',
    {},
    h(
      'tr',
      {},
      ...columns.map(([key, cls]) => {
        const title = t(`standings.column.${key}.title`);
        return h('th', { scope: 'col', title, class: cls ?? null }, h('abbr', { title }, t(`standings.column.${key}.abbr`)));
      }),
    ),
  ),
  body,
);
body.append(h('tr', { id: 'loading' }, h('td', { colspan: columns.length, class: 'text muted' }, t('words.loading'))));
const rankedBy = h('p', { class: 'muted', id: 'ranked-by' }, t('standings.rankedBy'));
const scroller = h('div', { class: 'table-scroll', id: 'standings-scroll', role: 'region', 'aria-label': t('standings.scroll'), tabindex: 0 }, table);
const criteria = h('ol', { id: 'criteria' });
const chain = h(
  'section',
  { id: 'tiebreakers', 'aria-labelledby': 'tiebreakers-title', hidden: true },
  h('h2', { id: 'tiebreakers-title' }, t('standings.levelTitle')),
  h('p', {}, t('standings.levelIntro')),
  criteria,
  h('p', { class: 'muted' }, t('standings.levelAfter')),
);

shell.main.replaceChildren(heading, subtitle, rankedBy, scroller, updated, chain);
document.body.append(connectionMark(connection));

let previous = new Map<string, string>();

function renderChain(steps: Step[]): void {
  const key = steps.map((s) => s.criterion).join(' ');
  if (criteria.dataset.chain === key) return;
  criteria.dataset.chain = key;
  // In the page's language by the criterion's code; one the catalogue does not know yet, as the server says it.
  const said = (step: Step) => t(`standings.chain.${step.criterion}`, { defaultValue: step.label.charAt(0).toUpperCase() + step.label.slice(1) });
  criteria.replaceChildren(...steps.map((step) => h('li', { 'data-criterion': step.criterion }, said(step))));
  chain.hidden = steps.length === 0;
}

function render({ rows, tiebreakers }: TableRowsFragment): void {
  renderChain(tiebreakers);
  const next = new Map<string, string>();
  body.replaceChildren(
    ...rows.map((row) => {
      const key = JSON.stringify(row);
      next.set(row.team.id, key);
      const changed = previous.size > 0 && previous.get(row.team.id) !== key;
      const diff = row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference);
      const tiebreak = row.unresolvedWithNext
        ? t('standings.coinTossToCome')
        : row.tiebreakCriterion
          ? t(`standings.tiebreak.${row.tiebreakCriterion}`, { defaultValue: humanCode(row.tiebreakCriterion) })
          : '';
      return h(
        'tr',
        { 'data-team': row.team.id, class: changed ? 'updated' : null },
        h('td', {}, row.rank),
        h('th', { scope: 'row', class: 'team' }, h('a', { href: withOptions(`/teams/${encodeURIComponent(row.team.id)}`), ...outward }, row.team.name)),
        h('td', { class: 'points' }, h('strong', {}, row.points)),
        h('td', {}, row.gamesPlayed),
        h('td', {}, row.wins),
        h('td', {}, row.losses),
        h('td', {}, row.ties),
        h('td', {}, row.overtimeLosses),
        h('td', {}, row.goalsFor),
        h('td', {}, row.goalsAgainst),
        h('td', {}, diff),
        h('td', {}, row.penaltyMinutes),
        h('td', { class: 'text tiebreak', title: row.tiebreakCriterion ? t(`standings.chain.${row.tiebreakCriterion}`, { defaultValue: row.tiebreakCriterion }) : '' }, tiebreak),
      );
    }),
  );
  previous = next;
  if (!rows.length) body.append(h('tr', { class: 'empty' }, h('td', { colspan: columns.length, class: 'text muted' }, t('standings.noTeams'))));
  setText(updated, t('standings.updated', { time: timeText(new Date(), { second: '2-digit' }) }));
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, t('standings.noDivision'), t('standings.noDivisionHow'));
  let fed = false;
  const buffer = new DelayBuffer<TableRowsFragment>(shell.options.delayMs, render);
  connection.subscribe(
    TableFeedDocument,
    { divisionId: shell.id },
    {
      next: (data) => {
        fed = true;
        buffer.push(data.standingsUpdated);
      },
      error: (message) => showProblem(shell.main, t('standings.unavailable'), message),
    },
  );
  try {
    const { division, standings } = await query(TableDivisionDocument, { divisionId: shell.id });
    if (!division) return showProblem(shell.main, t('standings.noSuchDivision'), t('standings.noSuchDivisionWhy', { id: shell.id }));
    if (!fed) buffer.push(standings);
    setTitle(t('standings.tabTitle', { division: division.name, competition: division.competition.name }));
    setText(heading, `${division.competition.name} — ${division.name}`);
    subtitle.replaceChildren(
      `${t('standings.title')} · `,
      h('a', { href: withOptions(`/divisions/${encodeURIComponent(shell.id)}/bracket`) }, t('standings.bracket')),
      ' · ',
      h('a', { href: linkTo(`/competitions/${encodeURIComponent(division.competition.id)}/games`, { division: shell.id }), ...outward }, t('standings.results')),
    );
  } catch (error) {
    console.warn('division details unavailable', error);
  }
}

void main();
