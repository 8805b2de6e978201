import { HomeCompetitionDocument, type HomeCompetitionQuery } from '../generated/graphql';
import { h } from '../lib/dom';
import { dateTimeText, periodText } from '../lib/format';
import { query } from '../lib/live';
import { withOptions } from '../lib/options';
import { showProblem, startPage } from '../lib/page';

/**
 * The front page: a competition's live games and its divisions, linking to the scoreboards,
 * standings and brackets. The API has no list of competitions nor of live games across them, so
 * the page is for one competition, `/?competition=<id>` (the last one opened is remembered).
 */
const shell = startPage();
const REMEMBERED = 'faceoff.competition';
const LIVE = new Set(['IN_PROGRESS', 'INTERMISSION']);
type Competition = NonNullable<HomeCompetitionQuery['competition']>;
type Game = Competition['divisions'][number]['games'][number];

function picker(message?: string): HTMLElement {
  const input = h('input', { id: 'competition', name: 'competition', required: true, autocomplete: 'off', spellcheck: 'false' });
  return h(
    'section',
    { 'aria-labelledby': 'pick-title' },
    h('h1', { id: 'pick-title' }, 'Faceoff'),
    message ? h('p', { role: 'alert' }, message) : null,
    h('p', {}, 'Open a competition to see its live games, standings and brackets.'),
    h('form', { class: 'pick', method: 'get', action: '/' }, h('label', { for: 'competition' }, 'Competition id'), input, h('button', { type: 'submit' }, 'Open')),
    h('p', { class: 'muted' }, 'Developers: the GraphQL API and its explorer are at ', h('a', { href: '/graphql' }, '/graphql'), '.'),
  );
}

function gameItem(game: Game, division: string): HTMLElement {
  const live = LIVE.has(game.status);
  const score = game.status === 'SCHEDULED' ? dateTimeText(game.startsAt) : `${game.homeScore} – ${game.awayScore}`;
  return h(
    'li',
    { 'data-game': game.id },
    h('a', { href: withOptions(`/scoreboard/${encodeURIComponent(game.id)}`) }, `${game.home.name} v ${game.away.name}`),
    h('br'),
    live ? h('span', { class: 'live-badge' }, game.status === 'INTERMISSION' ? 'Intermission ' : `Live ${periodText(game.scoreboard.periodLabel)} `) : null,
    h('span', {}, score),
    h('br'),
    h('span', { class: 'muted' }, `${division} · ${game.stage.toLowerCase().replace(/_/g, ' ')}${game.venue ? ` · ${game.venue}` : ''}`),
  );
}

function render(competition: Competition): void {
  const games = competition.divisions.flatMap((d) => d.games.map((g) => ({ game: g, division: d.name })));
  const live = games.filter(({ game }) => LIVE.has(game.status));
  const upcoming = games.filter(({ game }) => game.status === 'SCHEDULED').slice(0, 12);
  document.title = `${competition.name} · Faceoff`;
  shell.main.replaceChildren(
    h('h1', {}, competition.name),
    h(
      'section',
      { 'aria-labelledby': 'live-title' },
      h('h2', { id: 'live-title' }, 'Live games'),
      live.length ? h('ul', { class: 'cards', id: 'live-games' }, ...live.map(({ game, division }) => gameItem(game, division))) : h('p', { class: 'muted' }, 'No game is being played right now.'),
    ),
    h(
      'section',
      { 'aria-labelledby': 'divisions-title' },
      h('h2', { id: 'divisions-title' }, 'Divisions'),
      h(
        'ul',
        { class: 'cards', id: 'divisions' },
        ...competition.divisions.map((d) =>
          h(
            'li',
            { 'data-division': d.id },
            h('strong', {}, d.name),
            h('span', { class: 'muted' }, ` · ${d.teams.length} teams`),
            h('br'),
            h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/standings`) }, 'Standings'),
            ' · ',
            h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/bracket`) }, 'Bracket'),
          ),
        ),
      ),
    ),
    ...(upcoming.length
      ? [h('section', { 'aria-labelledby': 'next-title' }, h('h2', { id: 'next-title' }, 'Coming up'), h('ul', { class: 'cards' }, ...upcoming.map(({ game, division }) => gameItem(game, division))))]
      : []),
  );
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const id = params.get('competition')?.trim() || localStorage.getItem(REMEMBERED) || '';
  if (!id) {
    shell.main.replaceChildren(picker());
    return;
  }
  const load = async (): Promise<boolean> => {
    const { competition } = await query(HomeCompetitionDocument, { id });
    if (!competition) {
      localStorage.removeItem(REMEMBERED);
      shell.main.replaceChildren(picker(`There is no competition ${id}.`));
      return false;
    }
    localStorage.setItem(REMEMBERED, id);
    render(competition);
    return true;
  };
  try {
    // No subscription covers a whole competition: the list is read again every 30 seconds.
    if (await load()) setInterval(() => void load().catch(() => undefined), 30_000);
  } catch (error) {
    showProblem(shell.main, 'The competition could not be loaded', error instanceof Error ? error.message : String(error));
  }
}

void main();
