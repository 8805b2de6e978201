import { HomeAllDocument, HomeCompetitionDocument, type HomeCompetitionQuery, type HomeDivisionFragment, type HomeLiveGameFragment } from '../generated/graphql';
import { h } from '../lib/dom';
import { codeText, dateTimeText, periodText, presetText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { query } from '../lib/live';
import { withOptions } from '../lib/options';
import { showProblem, startPage } from '../lib/page';
import './home.css';

/**
 * The front page: the games being played now and every competition's divisions, linking to the
 * scoreboards, standings, brackets and coach pages. `/?competition=<id>` narrows it to one
 * competition and adds its coming games. Competitions with a game under way come first (in the
 * order of their live games), each saying how many it has; on a wide screen they sit side by side.
 */
const shell = startPage();
translateShell();
setTitle(t('home.title'));
type Competition = NonNullable<HomeCompetitionQuery['competition']>;
type Scheduled = Competition['divisions'][number]['games'][number];

const stageText = (stage: string) => codeText('stage', stage).toLowerCase();

function liveItem(game: HomeLiveGameFragment, showCompetition: boolean): HTMLElement {
  return h(
    'li',
    { 'data-game': game.id },
    h('a', { href: withOptions(`/scoreboard/${encodeURIComponent(game.id)}`) }, versusText(game.home.name, game.away.name)),
    h('br'),
    h('span', { class: 'live-badge' }, `${game.status === 'INTERMISSION' ? t('home.intermission') : t('home.live', { period: periodText(game.scoreboard.periodLabel) })} `),
    h('span', {}, `${game.homeScore} – ${game.awayScore}`),
    h('br'),
    h('span', { class: 'muted' }, `${showCompetition ? `${game.division.competition.name} · ` : ''}${game.division.name} · ${stageText(game.stage)}${game.venue ? ` · ${game.venue}` : ''}`),
  );
}

function upcomingItem(game: Scheduled, division: string): HTMLElement {
  return h(
    'li',
    { 'data-game': game.id },
    h('a', { href: withOptions(`/scoreboard/${encodeURIComponent(game.id)}`) }, versusText(game.home.name, game.away.name)),
    h('br'),
    h('span', {}, dateTimeText(game.startsAt)),
    h('br'),
    h('span', { class: 'muted' }, `${division} · ${stageText(game.stage)}${game.venue ? ` · ${game.venue}` : ''}`),
  );
}

function divisionItem(d: HomeDivisionFragment): HTMLElement {
  return h(
    'li',
    { 'data-division': d.id },
    h('strong', {}, d.name),
    h('span', { class: 'muted' }, ` · ${t('home.teams', { count: d.teams.length })}`),
    h('br'),
    h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/standings`) }, t('home.standings')),
    ' · ',
    h('a', { href: withOptions(`/divisions/${encodeURIComponent(d.id)}/bracket`) }, t('home.bracket')),
    d.teams.length
      ? h(
          'details',
          {},
          h('summary', {}, t('home.coachPages')),
          h('ul', { class: 'teams' }, ...d.teams.map((team) => h('li', {}, h('a', { href: withOptions(`/teams/${encodeURIComponent(team.id)}`) }, team.name)))),
        )
      : null,
  );
}

function liveSection(games: HomeLiveGameFragment[], showCompetition: boolean): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'live-title' },
    h('h2', { id: 'live-title' }, t('home.liveGames')),
    games.length ? h('ul', { class: 'cards', id: 'live-games' }, ...games.map((g) => liveItem(g, showCompetition))) : h('p', { class: 'muted' }, t('home.noLiveGame')),
  );
}

const footer = () => h('p', { class: 'muted' }, t('home.developers'), h('a', { href: '/graphql' }, '/graphql'), '.');

async function loadAll(): Promise<void> {
  const { liveGames, competitions: listed } = await query(HomeAllDocument, {});
  const liveCount = new Map<string, number>();
  for (const game of liveGames) liveCount.set(game.division.competition.id, (liveCount.get(game.division.competition.id) ?? 0) + 1);
  const liveOrder = [...liveCount.keys()];
  const rank = (id: string) => (liveCount.has(id) ? liveOrder.indexOf(id) : liveOrder.length);
  // Stable: competitions with live games first, the rest in the order the API lists them.
  const competitions = listed
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.id) - rank(b.c.id) || a.i - b.i)
    .map(({ c }) => c);
  setTitle(t('home.title'));
  shell.main.replaceChildren(
    h('h1', {}, 'Faceoff'),
    liveSection(liveGames, true),
    h(
      'section',
      { 'aria-labelledby': 'competitions-title' },
      h('h2', { id: 'competitions-title' }, t('home.competitions')),
      competitions.length
        ? h(
            'div',
            { id: 'competitions' },
            ...competitions.map((c) =>
              h(
                'section',
                { class: `competition${liveCount.has(c.id) ? ' has-live' : ''}`, 'data-competition': c.id, 'data-live': liveCount.get(c.id) ?? 0, 'aria-labelledby': `competition-${c.id}` },
                h('h3', { id: `competition-${c.id}` }, h('a', { href: withOptions(`/?competition=${encodeURIComponent(c.id)}`) }, c.name), h('span', { class: 'muted' }, ` · ${presetText(c.preset)}`)),
                liveCount.has(c.id) ? h('p', { class: 'live-badge live-count' }, t('home.liveNow', { count: liveCount.get(c.id) })) : null,
                c.divisions.length ? h('ul', { class: 'cards divisions' }, ...c.divisions.map(divisionItem)) : h('p', { class: 'muted' }, t('home.noDivision')),
              ),
            ),
          )
        : h('p', { class: 'muted' }, t('home.noCompetition')),
    ),
    footer(),
  );
}

async function loadOne(id: string): Promise<void> {
  const { competition, liveGames } = await query(HomeCompetitionDocument, { id });
  if (!competition) {
    showProblem(shell.main, t('home.noSuchCompetition'), t('home.noSuchCompetitionWhy', { id }));
    shell.main.append(h('p', {}, h('a', { href: withOptions('/') }, t('home.everyCompetition'))));
    return;
  }
  const upcoming = competition.divisions
    .flatMap((d) => d.games.map((game) => ({ game, division: d.name })))
    .filter(({ game }) => game.status === 'SCHEDULED')
    .sort((a, b) => Date.parse(a.game.startsAt) - Date.parse(b.game.startsAt))
    .slice(0, 12);
  setTitle(competition.name);
  shell.main.replaceChildren(
    h('p', {}, h('a', { href: withOptions('/') }, t('home.backToAll'))),
    h('h1', {}, competition.name),
    liveSection(liveGames, false),
    h(
      'section',
      { 'aria-labelledby': 'divisions-title' },
      h('h2', { id: 'divisions-title' }, t('home.divisions')),
      h('ul', { class: 'cards', id: 'divisions' }, ...competition.divisions.map(divisionItem)),
    ),
    ...(upcoming.length
      ? [
          h(
            'section',
            { 'aria-labelledby': 'next-title' },
            h('h2', { id: 'next-title' }, t('home.comingUp')),
            h('ul', { class: 'cards' }, ...upcoming.map(({ game, division }) => upcomingItem(game, division))),
          ),
        ]
      : []),
    footer(),
  );
}

async function main(): Promise<void> {
  const id = new URLSearchParams(location.search).get('competition')?.trim() ?? '';
  const load = () => (id ? loadOne(id) : loadAll());
  try {
    await load();
    // No subscription covers every game: the page reads again every 30 seconds.
    setInterval(() => void load().catch(() => undefined), 30_000);
  } catch (error) {
    showProblem(shell.main, t('home.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
}

void main();
