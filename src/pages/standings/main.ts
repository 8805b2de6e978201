import { TableDivisionDocument, TableFeedDocument, type TableRowsFragment } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { humanCode } from '../lib/format';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { connectionMark, showProblem, startPage } from '../lib/page';

/** A division's standings, live from `standingsUpdated`; each row says which tie-breaker placed it. */
const shell = startPage();
const connection = new LiveConnection();
type Row = TableRowsFragment['rows'][number];

const heading = h('h1', { id: 'title' }, 'Standings');
const subtitle = h('p', { class: 'muted', id: 'subtitle' });
const body = h('tbody', { id: 'rows' });
const updated = h('p', { class: 'muted', id: 'updated', 'aria-live': 'polite' });
const columns: Array<[string, string, string?]> = [
  ['#', 'Rank'],
  ['Team', 'Team', 'team'],
  ['GP', 'Games played'],
  ['W', 'Wins'],
  ['L', 'Losses'],
  ['T', 'Ties'],
  ['OTL', 'Overtime and shootout losses'],
  ['PTS', 'Points'],
  ['GF', 'Goals for'],
  ['GA', 'Goals against'],
  ['DIFF', 'Goal difference'],
  ['PIM', 'Penalty minutes'],
  ['Tie-break', 'What placed the team above the next one with equal points', 'text'],
];
const table = h(
  'table',
  { id: 'standings' },
  h('caption', {}, 'Ranked by points, then the rulebook’s tie-breakers'),
  h('thead', {}, h('tr', {}, ...columns.map(([label, title, cls]) => h('th', { scope: 'col', title, class: cls ?? null }, h('abbr', { title }, label))))),
  body,
);

shell.main.replaceChildren(heading, subtitle, table, updated);
document.body.append(connectionMark(connection));

let previous = new Map<string, string>();

function render(rows: Row[]): void {
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
        h('td', {}, row.gamesPlayed),
        h('td', {}, row.wins),
        h('td', {}, row.losses),
        h('td', {}, row.ties),
        h('td', {}, row.overtimeLosses),
        h('td', { class: 'points' }, h('strong', {}, row.points)),
        h('td', {}, row.goalsFor),
        h('td', {}, row.goalsAgainst),
        h('td', {}, diff),
        h('td', {}, row.penaltyMinutes),
        h('td', { class: 'text tiebreak', title: row.tiebreak ?? '' }, tiebreak),
      );
    }),
  );
  previous = next;
  if (!rows.length) body.append(h('tr', {}, h('td', { colspan: columns.length, class: 'text muted' }, 'No teams yet.')));
  setText(updated, `Updated ${new Date().toLocaleTimeString()}`);
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, 'No division given', 'The address is /divisions/<division id>/standings.');
  try {
    const { division } = await query(TableDivisionDocument, { divisionId: shell.id });
    if (!division) return showProblem(shell.main, 'No such division', `There is no division ${shell.id}.`);
    document.title = `${division.name} standings · ${division.competition.name} · Faceoff`;
    setText(heading, `${division.competition.name} — ${division.name}`);
    subtitle.replaceChildren('Standings · ', h('a', { href: withOptions(`/divisions/${encodeURIComponent(shell.id)}/bracket`) }, 'Bracket'));
  } catch (error) {
    console.warn('division details unavailable', error);
  }
  const buffer = new DelayBuffer<Row[]>(shell.options.delayMs, render);
  connection.subscribe(TableFeedDocument, { divisionId: shell.id }, {
    next: (data) => buffer.push(data.standingsUpdated.rows),
    error: (message) => showProblem(shell.main, 'The standings are unavailable', message),
  });
}

void main();
