import { ResultsBracketFeedDocument, ResultsCompetitionDocument, type ResultsCompetitionQuery, ResultsStandingsFeedDocument } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection, query } from '../lib/live';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { type Game, GameWatch, gamesByDay, linkTo } from './games';
import './results.css';

/**
 * A competition's schedule and results (/competitions/:id/games): every game, upcoming, live and
 * final, grouped by day on the competition's own calendar. `?division=<id>` and `?team=<id>` narrow
 * it, and the address keeps them, so a link shares the view. It stays current without a reload: each
 * division's standings and bracket feeds say a result changed (the page then reads the games
 * again), and the scoreboards of the games under way and the next to start carry their scores.
 */
const shell = startPage();
translateShell();
setTitle(t('results.title'));
const connection = new LiveConnection();

type Competition = NonNullable<ResultsCompetitionQuery['competition']>;
type Division = Competition['divisions'][number];

/** Divisions whose feeds the page follows at most (each has two: standings and bracket). */
const MAX_FOLLOWED_DIVISIONS = 20;

const heading = h('h1', { id: 'title' }, t('results.title'));
const zone = h('p', { class: 'muted', id: 'time-zone' });
const divisionSelect = h('select', { id: 'division-filter', name: 'division' });
const teamSelect = h('select', { id: 'team-filter', name: 'team' });
const filters = h(
  'form',
  { class: 'filters', id: 'filters', role: 'search', 'aria-label': t('results.filters'), action: '' },
  h('span', { class: 'filter' }, h('label', { for: 'division-filter' }, t('results.division')), divisionSelect),
  h('span', { class: 'filter' }, h('label', { for: 'team-filter' }, t('results.team')), teamSelect),
);
const count = h('p', { class: 'muted', id: 'count', role: 'status', 'aria-live': 'polite' });
const days = h('div', { id: 'days' }, h('p', { class: 'muted' }, t('words.loading')));
shell.main.replaceChildren(heading, zone, filters, count, days);
document.body.append(connectionMark(connection));

let competition: Competition | undefined;
const games = new Map<string, Game>();
const gameDivision = new Map<string, string>();

/** The filters as the address says them; an id the competition does not hold counts as none. */
function readFilters(): { division: string; team: string } {
  const params = new URLSearchParams(location.search);
  const divisions = competition?.divisions ?? [];
  let division = params.get('division') ?? '';
  if (!divisions.some((d) => d.id === division)) division = '';
  let team = params.get('team') ?? '';
  const teams = divisions.filter((d) => !division || d.id === division).flatMap((d) => d.teams);
  if (!teams.some((x) => x.id === team)) team = '';
  return { division, team };
}

/** Puts the filters in the address (replacing this entry), the page's other parameters kept. */
function writeFilters(division: string, team: string): void {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of [
    ['division', division],
    ['team', team],
  ] as const) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

function option(value: string, text: string, selected: boolean): HTMLOptionElement {
  return h('option', { value, selected }, text);
}

let drawn = '';

function render(): void {
  if (!competition) return;
  const { division, team } = readFilters();
  const divisions = competition.divisions;
  divisionSelect.replaceChildren(option('', t('results.allDivisions'), !division), ...divisions.map((d) => option(d.id, d.name, d.id === division)));
  // One division (or none) narrows the teams offered; a competition of several names each team's division.
  const offered = divisions.filter((d) => !division || d.id === division);
  const several = divisions.length > 1 && !division;
  teamSelect.replaceChildren(
    option('', t('results.allTeams'), !team),
    ...offered.flatMap((d: Division) => d.teams.map((x) => option(x.id, several ? t('results.teamInDivision', { team: x.name, division: d.name }) : x.name, x.id === team))),
  );
  divisionSelect.disabled = divisions.length < 2;
  teamSelect.disabled = offered.every((d) => d.teams.length === 0);
  const shown = [...games.values()].filter((g) => (!division || gameDivision.get(g.id) === division) && (!team || g.home.id === team || g.away.id === team));
  setText(count, t('results.count', { count: shown.length }));
  // Drawn again only when something shown changed: a feed's news that changes nothing leaves the list
  // (and a reader's place in it) alone.
  const drawing = JSON.stringify([team, shown]);
  if (drawing === drawn) return;
  drawn = drawing;
  days.replaceChildren(...(shown.length ? gamesByDay(shown, competition.timeZone, { level: 'h2', team: team || undefined }) : [h('p', { class: 'muted', id: 'no-games' }, t('results.noGames'))]));
}

const watch = new GameWatch(connection, (gameId, update) => {
  const game = games.get(gameId);
  if (!game) return;
  games.set(gameId, { ...game, ...update });
  render();
});

async function load(): Promise<boolean> {
  const { competition: read } = await query(ResultsCompetitionDocument, { id: shell.id });
  if (!read) {
    showProblem(shell.main, t('results.noSuchCompetition'), t('results.noSuchCompetitionWhy', { id: shell.id }));
    return false;
  }
  competition = read;
  games.clear();
  gameDivision.clear();
  for (const d of read.divisions) {
    for (const game of d.games) {
      games.set(game.id, game);
      gameDivision.set(game.id, d.id);
    }
  }
  setTitle(t('results.tabTitle', { competition: read.name }));
  setText(heading, t('results.heading', { competition: read.name }));
  setText(zone, t('results.timeZone', { zone: read.timeZone }));
  render();
  watch.watch([...games.values()]);
  return true;
}

/** Reads the games again once a burst of feed messages has passed (a final moves standings and bracket at once). */
let again: ReturnType<typeof setTimeout> | undefined;
function reloadSoon(): void {
  if (again !== undefined) clearTimeout(again);
  again = setTimeout(() => {
    again = undefined;
    load().catch((error) => console.warn('games not read again', error));
  }, 200);
}

/**
 * Each feed answers at once with its current state, then at every change: every message reads the
 * games again, the first too, since a result may have come between the page's read and the feed's start.
 */
function feed(divisionId: string): { next(): void; error(message: string): void } {
  return { next: reloadSoon, error: (message) => console.warn(`division ${divisionId}: ${message}`) };
}

function follow(divisions: readonly Division[]): void {
  for (const d of divisions.slice(0, MAX_FOLLOWED_DIVISIONS)) {
    connection.subscribe(ResultsStandingsFeedDocument, { divisionId: d.id }, feed(d.id));
    connection.subscribe(ResultsBracketFeedDocument, { divisionId: d.id }, feed(d.id));
  }
}

function onFilter(): void {
  const division = divisionSelect.value;
  // A team outside the division chosen is dropped with it.
  const team = competition?.divisions.find((d) => d.id === division)?.teams.some((x) => x.id === teamSelect.value) || !division ? teamSelect.value : '';
  writeFilters(division, team);
  render();
}
divisionSelect.addEventListener('change', onFilter);
teamSelect.addEventListener('change', onFilter);
filters.addEventListener('submit', (event) => event.preventDefault());

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, t('results.noCompetition'), t('results.noCompetitionHow'));
  try {
    if (!(await load())) return;
  } catch (error) {
    return showProblem(shell.main, t('results.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
  follow(competition!.divisions);
  // A link back to the competition's front page, with the page's own options.
  heading.after(h('p', {}, h('a', { href: linkTo('/', { competition: shell.id }) }, t('results.competitionPage'))));
}

void main();
