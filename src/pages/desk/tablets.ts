import { localDate, localTime } from '../../domain/calendar';
import { byRinkAndDay, needsCard } from '../../domain/tablets';
import { DeskIssueTabletCardsDocument, type DeskIssueTabletCardsMutation, DeskTabletGamesDocument } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { versusText } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { field, onSubmit, select } from './forms';
import { consoleQr } from './qr';
import { token } from './session';

/*
 * The rink tablets' cards (`#/competitions/<id>/tablets`, R82): the director picks a day (or every
 * day) and prints a card per game still to play, each with its own game-scoped scorekeeper token as
 * the QR code of the game's console. The tokens are shown this once: a card print replaces the
 * earlier cards of the same games, whose tokens the server revokes.
 */

type Card = DeskIssueTabletCardsMutation['issueScorekeeperTokens']['cards'][number];

const w = (key: string, values?: Record<string, unknown>) => t(`deskMore.tablets.${key}`, values);

/** The link to a competition's tablet cards, beside its scorekeepers' tokens. */
export function tabletsLink(competitionId: string): HTMLElement {
  return h('a', { href: `#/competitions/${encodeURIComponent(competitionId)}/tablets`, id: 'tablets-link' }, w('link'));
}

/** A day written YYYY-MM-DD as the page's language says it: "Saturday, June 5, 2027". */
function dayText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale(), { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** A card's console link: the game's console, its token after #token= (read by the console and dropped from the address). */
function cardLink(card: Card): string {
  return `${location.origin}${card.consoleLink}#token=${encodeURIComponent(card.token)}`;
}

/** One card: the game (teams, local time, rink), the QR code of its console link, and the link as text. */
function cardView(card: Card, timeZone: string): HTMLElement {
  const game = card.game;
  const teams = versusText(game.home?.name ?? '?', game.away?.name ?? '?');
  const link = cardLink(card);
  return h(
    'article',
    { class: 'tablet-card', 'data-game': game.id, 'aria-labelledby': `card-${game.id}-title` },
    h('h4', { id: `card-${game.id}-title` }, teams),
    h('p', { class: 'tablet-card-when' }, `${localTime(game.startsAt, timeZone)} · ${game.venue ?? w('noRink')}`),
    consoleQr(link, teams, `card-qr-${game.id}`),
    h('p', { class: 'tablet-card-link' }, h('span', { class: 'muted' }, w('linkText')), ' ', h('a', { href: link, target: '_blank', rel: 'noopener' }, link)),
  );
}

/** The cards made, by rink (each from a new page when printed), then by day. */
function cardsView(issued: DeskIssueTabletCardsMutation['issueScorekeeperTokens'], timeZone: string): HTMLElement {
  const print = h('button', { type: 'button', class: 'primary no-print', id: 'tablets-window-print' }, w('print'));
  print.addEventListener('click', () => window.print());
  const rinks = byRinkAndDay(
    issued.cards.map((card) => ({ ...card.game, card })),
    timeZone,
  );
  return h(
    'section',
    { id: 'tablet-cards', 'aria-labelledby': 'tablet-cards-title', tabindex: -1 },
    h('h2', { id: 'tablet-cards-title', class: 'no-print' }, w('cards')),
    h('p', { role: 'status', class: 'no-print', id: 'tablets-made' }, w('made', { count: issued.cards.length, revoked: issued.revoked })),
    h('div', { class: 'actions no-print' }, print),
    ...rinks.map(({ rink, days }, r) =>
      h(
        'section',
        { class: 'tablet-rink', 'aria-labelledby': `rink-${r}-title` },
        h('h3', { id: `rink-${r}-title` }, rink ?? w('noRink')),
        ...days.map(({ day, games }) =>
          h(
            'div',
            { class: 'tablet-day', role: 'group', 'aria-label': `${rink ?? w('noRink')} · ${dayText(day)}` },
            h('p', { class: 'tablet-day-title' }, dayText(day)),
            h('div', { class: 'tablet-cards' }, ...games.map((g) => cardView(g.card, timeZone))),
          ),
        ),
      ),
    ),
  );
}

/** The tablet cards page: the day chooser, the warning, the print button and the cards made. */
export async function tabletsView(main: HTMLElement, competitionId: string, bar: HTMLElement): Promise<void> {
  const { competition } = await request(DeskTabletGamesDocument, { competitionId }, token());
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const zone = competition.timeZone;
  const games = competition.divisions.flatMap((d) => d.games).filter(needsCard);
  const perDay = new Map<string, number>();
  for (const game of games) {
    const day = localDate(game.startsAt, zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const days = [...perDay].sort(([a], [b]) => a.localeCompare(b));
  const day = select('tablets-day', [['', w('allDays', { count: games.length })], ...days.map(([d, count]): [string, string] => [d, `${dayText(d)} (${count})`])]);
  const submit = h('button', { type: 'submit', class: 'primary', id: 'tablets-print' }, w('submit'));
  day.disabled = games.length === 0;
  submit.disabled = games.length === 0;
  const form = h('form', { class: 'desk-form no-print', id: 'tablets-form', 'aria-label': w('submit') }, field(w('day'), day, w('hint')), h('div', { class: 'actions' }, submit));
  const place = h('div', { id: 'tablet-cards-place' });
  onSubmit(
    form,
    async () => {
      const { issueScorekeeperTokens } = await request(DeskIssueTabletCardsDocument, { input: { competitionId, ...(day.value ? { date: day.value } : {}) } }, token());
      const cards = cardsView(issueScorekeeperTokens, zone);
      place.replaceChildren(cards);
      cards.focus();
    },
    { date: 'tablets-day', day: 'tablets-day' },
  );
  main.replaceChildren(
    bar,
    h('h1', { id: 'tablets-title', tabindex: -1, class: 'no-print' }, w('title', { competition: competition.name })),
    h('p', { class: 'no-print' }, w('intro', { zone })),
    h('p', { class: 'tablets-warning no-print', id: 'tablets-warning' }, w('warning')),
    games.length ? form : h('p', { class: 'muted no-print', id: 'tablets-none' }, w('none')),
    place,
  );
  document.getElementById('tablets-title')?.focus();
}
