import { ResultsGameFeedDocument, type ResultsGameFragment } from '../generated/graphql';
import { h } from '../lib/dom';
import { codeText, periodText } from '../lib/format';
import { locale, t } from '../lib/i18n';
import type { LiveConnection } from '../lib/live';
import { withOptions } from '../lib/options';

/*
 * Games as the schedule and results page and the team page list them: grouped by day, each day and
 * each time read on the competition's own clock (its time zone, R39), whatever the viewer's device
 * says; each game linking to its game page.
 */

export type Game = ResultsGameFragment;

/** A page's address with its own parameters (`?team=`) and the viewer's options (theme, lang…) together. */
export function linkTo(path: string, params: Record<string, string> = {}): string {
  const url = new URL(withOptions(path), location.origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

const LIVE = new Set(['IN_PROGRESS', 'INTERMISSION']);

export const isLive = (game: Pick<Game, 'status'>): boolean => LIVE.has(game.status);

/** The calendar day a start falls on in `timeZone`, as YYYY-MM-DD (for grouping and for `data-day`). */
export function dayKey(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A day's heading: "Saturday, December 5, 2026" / "samedi 5 décembre 2026", on the competition's calendar. */
export function dayText(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString(locale(), { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** A start's time of day on the competition's clock: "22:00" / "22 h 00". */
export function clockTimeText(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString(locale(), { timeZone, hour: '2-digit', minute: '2-digit' });
}

/**
 * Where a game stands in words: upcoming, live with its period, at an intermission, final (with
 * "(OT)" or "(SO)" when overtime or a shootout decided it), forfeited or cancelled.
 */
export function stateText(game: Game): string {
  switch (game.status) {
    case 'SCHEDULED':
      return t('results.state.upcoming');
    case 'IN_PROGRESS':
      return game.scoreboard.periodLabel ? t('results.state.live', { period: periodText(game.scoreboard.periodLabel) }) : t('results.state.started');
    case 'INTERMISSION':
      return t('results.state.intermission');
    case 'FINAL':
      if (game.decision === 'OVERTIME') return t('results.state.finalOT');
      if (game.decision === 'SHOOTOUT') return t('results.state.finalSO');
      if (game.decision === 'FORFEIT') return t('results.state.forfeit');
      return t('results.state.final');
    case 'FORFEITED':
      return t('results.state.forfeit');
    case 'CANCELLED':
      return t('results.state.cancelled');
    default:
      return codeText('status', game.status);
  }
}

const hasScore = (game: Game) => game.status !== 'SCHEDULED' && game.status !== 'CANCELLED';

/** One game: its time, the two teams with the score once there is one, its state, where. */
function gameItem(game: Game, timeZone: string, team: string | undefined): HTMLElement {
  const scored = hasScore(game);
  const side = (which: 'home' | 'away') => {
    const { id, name } = game[which];
    const score = which === 'home' ? game.homeScore : game.awayScore;
    const won = (game.status === 'FINAL' || game.status === 'FORFEITED') && score > (which === 'home' ? game.awayScore : game.homeScore);
    return h(
      'span',
      { class: `side ${which}${won ? ' won' : ''}${id === team ? ' own' : ''}`, 'data-team': id },
      h('span', { class: 'name' }, name),
      scored ? ' ' : null,
      scored ? h('span', { class: 'score' }, score) : null,
    );
  };
  return h(
    'li',
    { class: `game${isLive(game) ? ' live' : ''}`, 'data-game': game.id, 'data-status': game.status },
    h('time', { class: 'when', datetime: game.startsAt }, clockTimeText(game.startsAt, timeZone)),
    h('a', { class: 'matchup', href: withOptions(`/games/${encodeURIComponent(game.id)}`) }, side('home'), ' ', h('span', { class: 'versus' }, t('results.versus')), ' ', side('away')),
    h('span', { class: `state${isLive(game) ? ' live-badge' : ''}` }, stateText(game)),
    h('span', { class: 'where muted' }, [codeText('stage', game.stage), game.venue].filter(Boolean).join(' · ')),
  );
}

/**
 * The games grouped by day on the competition's calendar, in start order, each day a heading of
 * level `level` and a list. `team` marks that team's side in each game (the team page).
 */
export function gamesByDay(games: readonly Game[], timeZone: string, options: { level: 'h2' | 'h3'; team?: string }): HTMLElement[] {
  const sorted = [...games].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, Game[]>();
  for (const game of sorted) {
    const key = dayKey(game.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), game]);
  }
  return [...days].map(([key, list]) =>
    h(
      'section',
      { class: 'day', 'data-day': key, 'aria-labelledby': `day-${key}` },
      h(options.level, { id: `day-${key}` }, dayText(list[0]!.startsAt, timeZone)),
      h('ul', { class: 'games' }, ...list.map((game) => gameItem(game, timeZone, options.team))),
    ),
  );
}

/** How many games' own scoreboards a page follows at most (live ones first, then the next to start). */
export const MAX_WATCHED_GAMES = 40;

/**
 * Follows the scoreboards of the games a page shows that can change on their own: those under way,
 * then the next ones to start, at most `limit`. Each snapshot is folded into the game it belongs to
 * and `changed` is called; a game that leaves the set (it ended long ago) is let go at the next `watch`.
 */
export class GameWatch {
  private readonly watching = new Map<string, () => void>();

  constructor(
    private readonly connection: LiveConnection,
    private readonly changed: (gameId: string, update: Partial<Game>) => void,
    private readonly limit = MAX_WATCHED_GAMES,
  ) {}

  watch(games: readonly Game[]): void {
    const live = games.filter(isLive);
    const next = games.filter((g) => g.status === 'SCHEDULED').sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const wanted = new Set([...live, ...next].slice(0, this.limit).map((g) => g.id));
    for (const [id, stop] of this.watching) {
      if (wanted.has(id)) continue;
      stop();
      this.watching.delete(id);
    }
    for (const id of wanted) {
      if (this.watching.has(id)) continue;
      this.watching.set(
        id,
        this.connection.subscribe(
          ResultsGameFeedDocument,
          { gameId: id },
          {
            next: ({ scoreboardUpdated: board }) =>
              this.changed(board.gameId, {
                status: board.status,
                decision: board.decision ?? null,
                homeScore: board.home.score,
                awayScore: board.away.score,
                scoreboard: { periodLabel: board.periodLabel },
              }),
            error: (message) => console.warn(`game ${id}: ${message}`),
          },
        ),
      );
    }
  }
}
