import { ResultsStandingsFeedDocument, TeamDivisionDocument, TeamPageDocument, type TeamPageQuery } from '../generated/graphql';
import { h } from '../lib/dom';
import { locale, setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { type Game, GameWatch, gamesByDay, linkTo } from '../results/games';
import '../results/results.css';
import './team.css';

/**
 * A team's public page (/teams/:id): its roster (numbers, names, positions: nothing private, no
 * birth date), its schedule and results on its competition's calendar, its players' statistics,
 * and links to its standings, its bracket, its calendar feed and its coach page. It stays current
 * without a reload from its division's standings feed and the scoreboards of its games under way
 * and next to start.
 *
 * The coach page was at this address before it moved to /teams/:id/coach: a coach link handed out
 * then (`/teams/<id>#token=…`) is forwarded there, the fragment with its token kept.
 */
const forwarded = new URLSearchParams(location.hash.replace(/^#/, '')).has('token');
if (forwarded) location.replace(`${location.pathname.replace(/\/+$/, '')}/coach${location.search}${location.hash}`);

const shell = startPage();
translateShell();
setTitle(t('team.title'));
const connection = new LiveConnection();

type Data = TeamPageQuery;
type Team = NonNullable<Data['team']>;

const decimal = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? '–' : value.toLocaleString(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });

function section(id: string, title: string, ...content: Array<Node | null>): HTMLElement {
  return h('section', { id, 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), ...content);
}

/** A table in a box that scrolls sideways on its own on a narrow screen, so the page never does. */
function scrolling(id: string, label: string, table: HTMLTableElement): HTMLElement {
  return h('div', { class: 'table-scroll', id: `${id}-scroll`, role: 'region', 'aria-label': label, tabindex: 0 }, table);
}

function table(caption: string, columns: Array<[string, string?]>, rows: HTMLTableRowElement[]): HTMLTableElement {
  return h('table', {}, h('caption', {}, caption), h('thead', {}, h('tr', {}, ...columns.map(([text, cls]) => h('th', { scope: 'col', class: cls ?? null }, text)))), h('tbody', {}, ...rows));
}

function rosterSection(team: Team): HTMLElement {
  const current = team.roster.filter((entry) => !entry.releasedAt);
  if (!current.length) return section('roster', t('team.roster.title'), h('p', { class: 'muted' }, t('team.roster.none')));
  const rows = current.map((entry) =>
    h(
      'tr',
      { 'data-player': entry.player.id },
      h('td', { class: 'number' }, entry.number),
      h('th', { scope: 'row', class: 'text' }, entry.player.name),
      h('td', { class: 'text' }, t(`team.position.${entry.position}`)),
    ),
  );
  return section(
    'roster',
    t('team.roster.title'),
    scrolling(
      'roster',
      t('team.roster.scroll'),
      table(t('team.roster.caption', { count: current.length }), [[t('team.roster.number')], [t('team.roster.player'), 'text'], [t('team.roster.position'), 'text']], rows),
    ),
  );
}

function statsSection(team: Team, data: Data): HTMLElement {
  const skaters = data.playerStats.filter((line) => line.team.id === team.id);
  const goalies = data.goalieStats.filter((line) => line.team.id === team.id);
  const skaterRows = skaters.map((line) =>
    h(
      'tr',
      { 'data-player': line.player.id },
      h('th', { scope: 'row', class: 'text' }, line.player.name),
      h('td', {}, line.gamesPlayed),
      h('td', {}, line.goals),
      h('td', {}, line.assists),
      h('td', { class: 'points' }, h('strong', {}, line.points)),
      h('td', {}, line.penaltyMinutes),
    ),
  );
  const goalieRows = goalies.map((line) =>
    h(
      'tr',
      { 'data-player': line.player.id },
      h('th', { scope: 'row', class: 'text' }, line.player.name),
      h('td', {}, line.gamesPlayed),
      h('td', {}, line.goalsAgainst),
      h('td', {}, decimal(line.goalsAgainstAverage, 2)),
      h('td', {}, decimal(line.savePercentage, 3)),
      h('td', {}, line.shutouts),
    ),
  );
  const head = (key: string): [string] => [t(`team.stats.${key}`)];
  return section(
    'stats',
    t('team.stats.title'),
    skaterRows.length
      ? scrolling(
          'skaters',
          t('team.stats.skatersScroll'),
          table(t('team.stats.skaters'), [[t('team.stats.player'), 'text'], head('gp'), head('goals'), head('assists'), head('points'), head('pim')], skaterRows),
        )
      : h('p', { class: 'muted', id: 'no-stats' }, t('team.stats.none')),
    goalieRows.length
      ? scrolling(
          'goalies',
          t('team.stats.goaliesScroll'),
          table(t('team.stats.goalies'), [[t('team.stats.player'), 'text'], head('gp'), head('ga'), head('gaa'), head('svp'), head('so')], goalieRows),
        )
      : null,
  );
}

let data: Data | undefined;
const games = new Map<string, Game>();

let drawn = '';

function render(): void {
  const team = data?.team;
  if (!data || !team) return;
  // Drawn again only when something shown changed: a feed's news that changes nothing leaves the page alone.
  const drawing = JSON.stringify([data, [...games.values()]]);
  if (drawing === drawn) return;
  drawn = drawing;
  const division = team.division;
  const competition = division.competition;
  setTitle(t('team.tabTitle', { team: team.name, competition: competition.name }));
  const links = h(
    'ul',
    { class: 'team-links', id: 'team-links' },
    h('li', {}, h('a', { href: withOptions(`/divisions/${encodeURIComponent(division.id)}/standings`) }, t('team.links.standings'))),
    h('li', {}, h('a', { href: withOptions(`/divisions/${encodeURIComponent(division.id)}/bracket`) }, t('team.links.bracket'))),
    h('li', {}, h('a', { href: linkTo(`/competitions/${encodeURIComponent(competition.id)}/games`, { team: team.id }) }, t('team.links.results'))),
    h('li', {}, h('a', { id: 'calendar-link', href: `/teams/${encodeURIComponent(team.id)}/calendar.ics`, type: 'text/calendar' }, t('team.links.calendar'))),
    h('li', {}, h('a', { href: withOptions(`/teams/${encodeURIComponent(team.id)}/coach`) }, t('team.links.coach'))),
  );
  const list = [...games.values()];
  shell.main.replaceChildren(
    h('h1', { id: 'title' }, team.name),
    h('p', { class: 'muted', id: 'subtitle' }, t('team.subtitle', { division: division.name, competition: competition.name })),
    links,
    rosterSection(team),
    section(
      'schedule',
      t('team.schedule.title'),
      h('p', { class: 'muted' }, t('results.timeZone', { zone: competition.timeZone })),
      ...(list.length ? gamesByDay(list, competition.timeZone, { level: 'h3', team: team.id }) : [h('p', { class: 'muted', id: 'no-games' }, t('team.schedule.none'))]),
    ),
    statsSection(team, data),
  );
}

const watch = new GameWatch(
  connection,
  (gameId, update) => {
    const game = games.get(gameId);
    if (!game) return;
    games.set(gameId, { ...game, ...update });
    render();
  },
  6,
);

async function load(divisionId: string): Promise<boolean> {
  const read = await query(TeamPageDocument, { teamId: shell.id, divisionId });
  if (!read.team) {
    showProblem(shell.main, t('team.noSuchTeam'), t('team.noSuchTeamWhy', { id: shell.id }));
    return false;
  }
  data = read;
  games.clear();
  for (const game of read.team.games) games.set(game.id, game);
  render();
  watch.watch(read.team.games);
  return true;
}

let again: ReturnType<typeof setTimeout> | undefined;
function reloadSoon(divisionId: string): void {
  if (again !== undefined) clearTimeout(again);
  again = setTimeout(() => {
    again = undefined;
    load(divisionId).catch((error) => console.warn('team not read again', error));
  }, 200);
}

async function main(): Promise<void> {
  if (forwarded) return;
  if (!shell.id) return showProblem(shell.main, t('team.noTeam'), t('team.noTeamHow'));
  try {
    const { team } = await query(TeamDivisionDocument, { teamId: shell.id });
    if (!team) return showProblem(shell.main, t('team.noSuchTeam'), t('team.noSuchTeamWhy', { id: shell.id }));
    if (!(await load(team.division.id))) return;
    // A final (or a result entered on paper) moves the standings: the page then reads its games and
    // statistics again; at the feed's first answer too, as a result may have come since the page's read.
    connection.subscribe(
      ResultsStandingsFeedDocument,
      { divisionId: team.division.id },
      { next: () => reloadSoon(team.division.id), error: (message) => console.warn(`division ${team.division.id}: ${message}`) },
    );
  } catch (error) {
    showProblem(shell.main, t('team.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
}

document.body.append(connectionMark(connection));
void main();
