import { TableDivisionDocument, TableFeedDocument, type TableRowsFragment } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { humanCode } from '../lib/format';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
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
const connection = new LiveConnection();
type Row = TableRowsFragment['rows'][number];
type Step = TableRowsFragment['tiebreakers'][number];

const heading = h('h1', { id: 'title' }, 'Standings');
const subtitle = h('p', { class: 'muted', id: 'subtitle' });
const body = h('tbody', { id: 'rows' });
const updated = h('p', { class: 'muted', id: 'updated', 'aria-live': 'polite' });
const columns: Array<[string, string, string?]> = [
  ['#', 'Rank'],
  ['Team', 'Team', 'team'],
  ['PTS', 'Points'],
  ['GP', 'Games played'],
  ['W', 'Wins'],
  ['L', 'Losses'],
  ['T', 'Ties'],
  ['OTL', 'Overtime and shootout losses'],
  ['GF', 'Goals for'],
  ['GA', 'Goals against'],
  ['DIFF', 'Goal difference'],
  ['PIM', 'Penalty minutes'],
  ['Tie-break', 'What placed the team above the next one with equal points', 'text'],
];
const table = h(
  'table',
  { id: 'standings', 'aria-describedby': 'ranked-by' },
  h('caption', {}, 'Standings'),
  h('thead', {}, h('tr', {}, ...columns.map(([label, title, cls]) => h('th', { scope: 'col', title, class: cls ?? null }, h('abbr', { title }, label))))),
  body,
);
body.append(h('tr', { id: 'loading' }, h('td', { colspan: columns.length, class: 'text muted' }, 'Loading…')));
const rankedBy = h('p', { class: 'muted', id: 'ranked-by' }, 'Ranked by points, then the tie-breakers listed under the table.');
const scroller = h('div', { class: 'table-scroll', id: 'standings-scroll', role: 'region', 'aria-label': 'Standings table (scrolls sideways)', tabindex: 0 }, table);
const criteria = h('ol', { id: 'criteria' });
const chain = h(
  'section',
  { id: 'tiebreakers', 'aria-labelledby': 'tiebreakers-title', hidden: true },
  h('h2', { id: 'tiebreakers-title' }, 'Teams level on points'),
  h('p', {}, 'Teams with the same points are separated by these tie-breakers, in this order; each row’s last column names the one that placed it above the next team:'),
  criteria,
  h('p', { class: 'muted' }, 'Teams still level after all of them share a rank until an official records a coin toss.'),
);

shell.main.replaceChildren(heading, subtitle, rankedBy, scroller, updated, chain);
document.body.append(connectionMark(connection));

let previous = new Map<string, string>();

function renderChain(steps: Step[]): void {
  const key = steps.map((s) => s.criterion).join(' ');
  if (criteria.dataset.chain === key) return;
  criteria.dataset.chain = key;
  criteria.replaceChildren(...steps.map((step) => h('li', { 'data-criterion': step.criterion }, step.label.charAt(0).toUpperCase() + step.label.slice(1))));
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
      const tiebreak = row.unresolvedWithNext ? 'Level: coin toss to come' : row.tiebreak ? humanCode(row.tiebreak) : '';
      return h(
        'tr',
        { 'data-team': row.team.id, class: changed ? 'updated' : null },
        h('td', {}, row.rank),
        h('th', { scope: 'row', class: 'team' }, row.team.name),
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
        h('td', { class: 'text tiebreak', title: row.tiebreak ?? '' }, tiebreak),
      );
    }),
  );
  previous = next;
  if (!rows.length) body.append(h('tr', { class: 'empty' }, h('td', { colspan: columns.length, class: 'text muted' }, 'No teams yet.')));
  setText(updated, `Updated ${new Date().toLocaleTimeString()}`);
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, 'No division given', 'The address is /divisions/<division id>/standings.');
  let fed = false;
  const buffer = new DelayBuffer<TableRowsFragment>(shell.options.delayMs, render);
  connection.subscribe(TableFeedDocument, { divisionId: shell.id }, {
    next: (data) => {
      fed = true;
      buffer.push(data.standingsUpdated);
    },
    error: (message) => showProblem(shell.main, 'The standings are unavailable', message),
  });
  try {
    const { division, standings } = await query(TableDivisionDocument, { divisionId: shell.id });
    if (!division) return showProblem(shell.main, 'No such division', `There is no division ${shell.id}.`);
    if (!fed) buffer.push(standings);
    document.title = `${division.name} standings · ${division.competition.name} · Faceoff`;
    setText(heading, `${division.competition.name} — ${division.name}`);
    subtitle.replaceChildren('Standings · ', h('a', { href: withOptions(`/divisions/${encodeURIComponent(shell.id)}/bracket`) }, 'Bracket'));
  } catch (error) {
    console.warn('division details unavailable', error);
  }
}

void main();
