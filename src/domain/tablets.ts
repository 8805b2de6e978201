import { isCalendarDate, localDate } from './calendar';
import { GameStatus } from './enums';
import { text, type Text } from './messages';

/**
 * The rink tablets' cards (R82): which games of a competition get a scorekeeper token each when the
 * desk prints the cards, how many one call may make, and how the cards are laid out (by rink, then
 * by day on the competition's calendar, R39). Pure: the service reads the games and stores the tokens.
 */

/** At most this many games (one token each) in one call: a tournament's day, or a small tournament's whole schedule. */
export const TABLET_CARDS_MAX = 200;

/** At most this many games answered to a competition-wide tablet asking what it may score. */
export const GAMES_TO_SCORE_MAX = 200;

/** The name every card's token carries, followed by its game's teams; a reissue revokes the active tokens of the game named so. */
export const TABLET_CARD_NAME = 'Tablet card';

export interface TabletGame {
  id: string;
  /** an instant: a Date, or its ISO text as the API answers it */
  startsAt: Date | string;
  venue: string | null;
  status: GameStatus;
  certifiedAt: Date | string | null;
}

const ms = (instant: Date | string) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/** A game a card is still worth printing for: not cancelled, not finished (final or forfeited), not certified. */
export function needsCard(game: TabletGame): boolean {
  if (game.certifiedAt) return false;
  return game.status !== GameStatus.CANCELLED && game.status !== GameStatus.FINAL && game.status !== GameStatus.FORFEITED;
}

/** Start order: by start, then rink, then id, so two calls list the same games alike. */
export function byStart<T extends TabletGame>(a: T, b: T): number {
  return ms(a.startsAt) - ms(b.startsAt) || (a.venue ?? '').localeCompare(b.venue ?? '') || a.id.localeCompare(b.id);
}

/** Why a `day` argument is refused, or null: a real calendar date written YYYY-MM-DD. */
export function dayProblem(day: string): Text | null {
  return isCalendarDate(day) ? null : text('errors.BAD_USER_INPUT.calendarDate', { got: day });
}

/**
 * The games of a competition that get a card: those that need one (needsCard), on the local `day`
 * (the competition's calendar) when one is given, in start order.
 */
export function cardGames<T extends TabletGame>(games: readonly T[], timeZone: string, day?: string | null): T[] {
  return games.filter((g) => needsCard(g) && (!day || localDate(g.startsAt, timeZone) === day)).sort(byStart);
}

/** Why this many cards are refused in one call (more than TABLET_CARDS_MAX), or null. */
export function cardCountProblem(count: number): Text | null {
  return count > TABLET_CARDS_MAX ? text('errors.BAD_USER_INPUT.tabletCardsAtMost', { max: TABLET_CARDS_MAX, count }) : null;
}

/**
 * The games a competition-wide scorekeeper token may pick from: not cancelled, not certified (a
 * finished game is still there: its sheet is signed on the tablet, R57), in start order, at most
 * GAMES_TO_SCORE_MAX.
 */
export function scorableGames<T extends TabletGame>(games: readonly T[]): T[] {
  return games
    .filter((g) => !g.certifiedAt && g.status !== GameStatus.CANCELLED)
    .sort(byStart)
    .slice(0, GAMES_TO_SCORE_MAX);
}

export interface CardDay<T> {
  /** YYYY-MM-DD on the competition's calendar */
  day: string;
  games: T[];
}

export interface CardRink<T> {
  /** the game's venue; null: no rink named */
  rink: string | null;
  days: CardDay<T>[];
}

/** Cards grouped by rink (by name; games without one last), then by local day, each in start order. */
export function byRinkAndDay<T extends TabletGame>(games: readonly T[], timeZone: string): CardRink<T>[] {
  const rinks = new Map<string | null, Map<string, T[]>>();
  for (const game of [...games].sort(byStart)) {
    const rink = game.venue?.trim() || null;
    const days = rinks.get(rink) ?? new Map<string, T[]>();
    const day = localDate(game.startsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), game]);
    rinks.set(rink, days);
  }
  return [...rinks]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([rink, days]) => ({ rink, days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, games: list })) }));
}

/** The name of a card's token: what the desk's token list shows, and what a reissue looks for. */
export function tabletCardName(home: string, away: string): string {
  return `${TABLET_CARD_NAME}: ${home} v ${away}`.slice(0, 100);
}

/** Whether a stored token was made by a card print for this game: its name, and this one game as its only scope. */
export function isCardTokenOf(token: { name: string; scopes: readonly string[] }, gameId: string): boolean {
  return token.name.startsWith(`${TABLET_CARD_NAME}:`) && token.scopes.length === 1 && token.scopes[0] === `game:${gameId}`;
}
