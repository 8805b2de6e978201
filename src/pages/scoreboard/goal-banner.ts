import { BoardGoalsDocument, type BoardGoalsQuery } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { readLogBack } from '../lib/game-log';
import { t } from '../lib/i18n';
import { query } from '../lib/live';

type Game = NonNullable<BoardGoalsQuery['game']>;
type Side = 'home' | 'away';
type Named = { id: string; name: string };
/** A goal of the log as the banner reads it. */
interface Goal {
  seq: number;
  voided: boolean;
  team: { id: string };
  scorer: Named;
  assists: Named[];
}

/** "#12 Sam Hill": the number the game's sheet gives him, when it gives one. */
function named(player: { id: string; name: string }, numbers: ReadonlyMap<string, number>): string {
  const number = numbers.get(player.id);
  return number === undefined ? player.name : `#${number} ${player.name}`;
}

/** The banner's words for a team's latest goal of `goals` (those after the board's last seq), or null when there is none (voided since, say). */
export function goalWords(game: Game, goals: readonly Goal[], teamId: string): { scorer: string; assists: string } | null {
  const goal = [...goals].reverse().find((e) => !e.voided && e.team.id === teamId);
  if (!goal) return null;
  const numbers = new Map([...game.sheetLineups.home.players, ...game.sheetLineups.away.players].map((p) => [p.player.id, p.number]));
  const assists = goal.assists;
  return {
    scorer: named(goal.scorer, numbers),
    assists: assists.length ? t('scoreboard.goal.assists', { names: assists.map((a) => named(a, numbers)).join(', ') }) : t('scoreboard.goal.unassisted'),
  };
}

/**
 * The goal banner across the board: "GOAL — Hawks", the scorer, the assists. Shown when a snapshot's
 * score for a team goes up (never on the first snapshot nor after a reconnection), for `shownMs`
 * (the board's `?goal=` seconds, 10 by default: long enough to read across a rink).
 */
export class GoalBanner {
  readonly element = h('div', { class: 'goal-banner', id: 'goal-banner', role: 'status', hidden: true });
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private shownFor = 0;
  /** Banners shown so far on this board (data-shown): what a test counts. */
  private shown = 0;

  constructor(private readonly shownMs: number) {}

  async show(gameId: string, afterSeq: number, side: Side, team: { id: string; name: string }): Promise<void> {
    const ticket = ++this.shownFor;
    let words: { scorer: string; assists: string } | null = null;
    try {
      // The log's latest entries, read back from its end until afterSeq (one short page, as a rule),
      // never the whole log: the sheet's numbers come with the first page; the goals after afterSeq kept.
      const read: { game?: Game } = {};
      const entries = await readLogBack(
        async (before) => {
          const page = (await query(BoardGoalsDocument, { gameId, before })).game;
          read.game ??= page ?? undefined;
          return page?.log;
        },
        (entry) => entry.seq <= afterSeq,
      );
      const goals = entries.filter((e): e is Extract<(typeof entries)[number], { __typename: 'GoalEntry' }> => e.__typename === 'GoalEntry' && e.seq > afterSeq);
      if (read.game) words = goalWords(read.game, goals, team.id);
    } catch (error) {
      // The banner is a nicety: the score on the board is what counts.
      console.warn('goal banner unavailable', error);
    }
    if (ticket !== this.shownFor || !words) return;
    this.element.dataset.side = side;
    this.element.dataset.shown = String(++this.shown);
    this.element.replaceChildren(
      h('p', { class: 'goal-title' }, t('scoreboard.goal.title', { team: team.name })),
      h('p', { class: 'goal-scorer', id: 'goal-scorer' }, words.scorer),
      h('p', { class: 'goal-assists', id: 'goal-assists' }, words.assists),
    );
    this.element.hidden = false;
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.hide(), this.shownMs);
  }

  hide(): void {
    this.shownFor += 1;
    clearTimeout(this.hideTimer);
    this.element.hidden = true;
    setText(this.element, '');
  }
}
