import { DeskCrewNamesDocument, DeskOfficialScheduleDocument, type DeskOfficialScheduleQuery } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { readPages } from '../lib/game-log';
import { versusText } from '../lib/format';
import { t } from '../lib/i18n';
import { token } from './session';
import { zonedText } from './zoned';
import './desk-more.css';
import './desk-rest.css';

type Game = DeskOfficialScheduleQuery['officialScheduleConnection']['edges'][number]['node'];

/** At most this many officials' schedules are read at once (a weekend has a dozen or two). */
const OFFICIALS_MAX = 200;

/** The names on the competition's crews, each once whatever its case, sorted as people read them. */
function crewNames(divisions: ReadonlyArray<{ games: ReadonlyArray<{ crew: ReadonlyArray<{ name: string }> }> }>): string[] {
  const byKey = new Map<string, string>();
  for (const division of divisions) for (const game of division.games) for (const member of game.crew) if (!byKey.has(member.name.toLowerCase())) byKey.set(member.name.toLowerCase(), member.name);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The officials' schedule (`#/competitions/<id>/officials`): every official named on a game's crew,
 * and under each name the games (officialScheduleConnection) with their time on the competition's clock, the
 * rink, the teams and the role. It prints as the list alone, one official after another.
 */
export async function officialsView(main: HTMLElement, competitionId: string, bar: HTMLElement): Promise<void> {
  const { competition } = await request(DeskCrewNamesDocument, { id: competitionId }, token());
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const zone = competition.timeZone;
  const names = crewNames(competition.divisions).slice(0, OFFICIALS_MAX);
  // Each official's games, page after page from each endCursor.
  const schedule = (name: string) => readPages(async (after) => (await request(DeskOfficialScheduleDocument, { competitionId, name, after }, token())).officialScheduleConnection);
  const schedules = await Promise.all(names.map(async (name) => ({ name, games: await schedule(name) })));
  const print = h('button', { type: 'button', class: 'primary', id: 'officials-print' }, t('deskRest.officials.print'));
  print.addEventListener('click', () => window.print());
  main.replaceChildren(
    bar,
    h('h1', { id: 'officials-title', tabindex: -1 }, t('deskRest.officials.title', { competition: competition.name })),
    h('p', { class: 'muted no-print' }, t('deskRest.officials.intro', { zone })),
    h('div', { class: 'actions no-print' }, print),
    schedules.length
      ? h('div', { id: 'officials', class: 'officials' }, ...schedules.map((s, i) => officialSection(s.name, s.games, zone, i)))
      : h('p', { class: 'muted', id: 'officials' }, t('deskRest.officials.none')),
  );
  document.getElementById('officials-title')?.focus();
}

function officialSection(name: string, games: readonly Game[], zone: string, index: number): HTMLElement {
  const id = `official-${index}`;
  const role = (game: Game) => {
    const member = game.crew.find((m) => m.name.toLowerCase() === name.toLowerCase());
    return member ? t(`deskGame.crewRole.${member.role}`) : '';
  };
  return h(
    'section',
    { class: 'official', 'data-official': name, 'aria-labelledby': `${id}-name` },
    h('h2', { id: `${id}-name` }, name, ' ', h('span', { class: 'muted' }, t('deskRest.officials.games', { count: games.length }))),
    h(
      'div',
      { class: 'scroll' },
      h(
        'table',
        { 'aria-labelledby': `${id}-name` },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col', class: 'text' }, t('desk.schedule.when')),
            h('th', { scope: 'col', class: 'text' }, t('desk.schedule.venue')),
            h('th', { scope: 'col', class: 'text' }, t('desk.schedule.game')),
            h('th', { scope: 'col', class: 'text' }, t('deskRest.officials.role')),
          ),
        ),
        h(
          'tbody',
          {},
          ...games.map((game) =>
            h(
              'tr',
              { 'data-game': game.id },
              h('td', { class: 'text' }, zonedText(game.startsAt, zone)),
              h('td', { class: 'text' }, game.venue ?? ''),
              h('td', { class: 'text' }, versusText(game.home.name, game.away.name), game.status === 'CANCELLED' ? ` (${t('common.status.CANCELLED')})` : ''),
              h('td', { class: 'text' }, role(game)),
            ),
          ),
        ),
      ),
    ),
  );
}
