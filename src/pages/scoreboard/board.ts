import { BoardFeedDocument, BoardGameDocument, type BoardGameQuery, type BoardSnapshotFragment } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { clockText, codeText, periodName, periodText, timerText, versusText } from '../lib/format';
import { t } from '../lib/i18n';
import { DelayBuffer, type LiveConnection, query } from '../lib/live';
import type { Shell } from '../lib/page';
import { type ServerClock } from '../lib/server-time';
import { GoalBanner } from './goal-banner';
import { gameLog, shotsByPeriod } from './shots';
import { boardAt } from './timers';
import { boardName, finalText, statusText } from './board-text';
import './scoreboard.css';

/**
 * The arena board for one game at a time, built for a screen across a rink: the scoreboard page
 * shows one game with it, the rink page (/venues/:venue) moves it from game to game.
 *
 * Every `scoreboardUpdated` message is a full snapshot; between them the clock and the penalty
 * timers run on locally, ticked by requestAnimationFrame from the snapshot's `asOf` on the server's
 * clock (lib/server-time.ts).
 *
 * Layout (scoreboard.css): everything is sized in a viewport unit, so the board reads the same at
 * 720p, 1080p and 4K; a name too long for its column shrinks (both names alike, so they stay level)
 * and then both give way to the teams' short names; when the whole board would still overflow the
 * screen (a large `size`, many penalties), `--fit` scales it down until it fits.
 */

export type Game = NonNullable<BoardGameQuery['game']>;
type Side = 'home' | 'away';

/** Penalties a team's board lists before it says "+n more". */
const PENALTY_ROWS = 3;
/** A name that would have to shrink below this gives way to the team's short name… */
const NAME_SHORT_BELOW = 0.7;
/** …and no name shrinks below this (past it, an ellipsis). */
const NAME_MIN = 0.5;

export interface BoardOptions {
  /** `?overlay=1`: a lower third on a transparent page, for a stream's browser source */
  overlay: boolean;
  /** `?shots=period`: shots by period under the clock */
  shotsByPeriod: boolean;
  /** `?goal=<seconds>` (0 to 120, 10 when left out or unreadable): how long the goal banner stays up; 0 shows none */
  goalSeconds: number;
}

export function boardOptions(search: string = location.search): BoardOptions {
  const params = new URLSearchParams(search);
  const goal = Number(params.get('goal') ?? 'x');
  return {
    overlay: params.get('overlay') === '1',
    shotsByPeriod: params.get('shots') === 'period',
    goalSeconds: Number.isInteger(goal) && goal >= 0 && goal <= 120 ? goal : 10,
  };
}

function sideView(side: Side) {
  const label = t(`scoreboard.${side}`);
  return {
    side: h('p', { class: 'side', id: `${side}-side` }, label),
    name: h('h2', { class: 'name', id: `${side}-name` }, label),
    score: h('p', { class: 'score', id: `${side}-score`, 'aria-label': t(`scoreboard.${side}Score`) }, '0'),
    pp: h('p', { class: 'banner pp', id: `${side}-pp`, role: 'status' }),
    // The team's goalie pulled for an extra attacker: "Empty net" over its side while netEmpty.
    net: h('p', { class: 'banner net', id: `${side}-net`, role: 'status' }),
    extra: h('p', { class: 'banner extra', id: `${side}-extra`, role: 'status' }),
    shots: h('dd', { id: `${side}-shots` }, '0'),
    timeoutsLabel: h('dt', { class: 'timeouts' }, t('scoreboard.timeouts')),
    timeouts: h('dd', { id: `${side}-timeouts`, class: 'timeouts' }, '–'),
    pim: h('dd', { id: `${side}-pim` }, '0'),
    // What an empty board says (the styles show it): "No penalties".
    penalties: h('ul', { class: 'penalties', id: `${side}-penalties`, 'aria-label': t(`scoreboard.${side}PenaltyList`), 'data-empty': t('scoreboard.noPenalties') }),
  };
}

export class Board {
  readonly element: HTMLElement;
  /** Called with every snapshot shown (after the delay): the rink page learns from it when a game is over. */
  onSnapshot: ((snapshot: BoardSnapshotFragment, game: Game | undefined) => void) | undefined;

  private readonly views = { home: sideView('home'), away: sideView('away') };
  private readonly clock = h('p', { class: 'clock', id: 'clock', role: 'timer', 'aria-label': t('scoreboard.clock'), 'data-running': 'false' }, '--:--');
  private readonly period = h('p', { class: 'period', id: 'period' });
  private readonly mode = h('p', { class: 'mode', id: 'mode' });
  private readonly statusLine = h('p', { class: 'status', id: 'status' });
  private readonly strength = h('p', { class: 'banner strength', id: 'strength', role: 'status' });
  private readonly shootout = h('div', { class: 'shootout', id: 'shootout', role: 'status' });
  private readonly periodShots = h('table', { class: 'period-shots', id: 'period-shots' });
  private readonly goalBanner: GoalBanner;
  private shotsShown = '';
  readonly title = h('h1', { class: 'title', id: 'title' }, t('scoreboard.title'));
  readonly note = h('p', { class: 'note', id: 'note' });

  private game: Game | undefined;
  private board: BoardSnapshotFragment | undefined;
  private buffer: DelayBuffer<{ snapshot: BoardSnapshotFragment; restarted: boolean }>;
  private dispose: (() => void) | undefined;
  private drawn = '';
  private fitQueued = false;
  private generation = 0;

  constructor(
    private readonly shell: Shell,
    private readonly connection: LiveConnection,
    private readonly serverClock: ServerClock,
    readonly options: BoardOptions = boardOptions(),
  ) {
    const root = document.documentElement;
    // A screen in an arena or a stream: never the site's header, whatever the size.
    root.classList.add('kiosk');
    root.classList.toggle('overlay', options.overlay);
    this.goalBanner = new GoalBanner(options.goalSeconds * 1000);
    this.element = h(
      'div',
      { class: 'board', id: 'board' },
      this.teamColumn('home'),
      h(
        'section',
        { class: 'center', 'aria-label': t('scoreboard.center') },
        this.period,
        this.clock,
        h('div', { class: 'banners' }, this.strength),
        h('div', { class: 'info' }, this.mode, this.statusLine),
        h('div', { class: 'bottom' }, this.shootout, options.shotsByPeriod ? this.periodShots : null),
      ),
      this.teamColumn('away'),
      this.goalBanner.element,
    );
    this.buffer = this.newBuffer();
    window.addEventListener('resize', () => this.queueFit());
    requestAnimationFrame(() => this.frame());
  }

  /** The game shown now, once its details have loaded. */
  get current(): Game | undefined {
    return this.game;
  }

  /** The status of the game shown, once its first snapshot is on screen. */
  get status(): BoardSnapshotFragment['status'] | undefined {
    return this.board?.status;
  }

  get gameId(): string | undefined {
    return this.board?.gameId ?? this.game?.id;
  }

  /**
   * Shows a game: its details once, then its live feed. Resolves false when there is no such game.
   * Showing another game drops the previous one's feed and any snapshot of it still held back.
   */
  async show(gameId: string, onError: (message: string) => void): Promise<boolean> {
    const generation = (this.generation += 1);
    this.dispose?.();
    this.dispose = undefined;
    this.buffer = this.newBuffer();
    this.board = undefined;
    this.drawn = '';
    let game: Game | undefined;
    try {
      const answer = await query(BoardGameDocument, { gameId });
      if (!answer.game) return false;
      game = answer.game;
    } catch (error) {
      // The live feed below still tries: the server may be restarting.
      console.warn('game details unavailable', error);
    }
    if (generation !== this.generation) return true;
    this.game = game;
    document.documentElement.dataset.gameId = gameId;
    if (game) {
      document.title = `${versusText(game.home.name, game.away.name)} · Faceoff`;
      setText(this.title, [versusText(game.home.name, game.away.name), game.division.competition.name, game.venue].filter(Boolean).join(' · '));
      // Timeouts only where the rulebook gives any (Cole Harbour round robin has none, G14).
      const timeouts = game.timeouts.count > 0;
      document.documentElement.classList.toggle('no-timeouts', !timeouts);
      for (const side of ['home', 'away'] as const) {
        this.views[side].timeoutsLabel.hidden = !timeouts;
        this.views[side].timeouts.hidden = !timeouts;
        this.setName(side, game[side].name, game[side].shortName);
      }
    }
    const buffer = this.buffer;
    this.dispose = this.connection.subscribe(
      BoardFeedDocument,
      { gameId },
      {
        next: (data, restarted) => {
          this.serverClock.seen(data.scoreboardUpdated.clock.asOf);
          buffer.push({ snapshot: data.scoreboardUpdated, restarted });
        },
        error: onError,
      },
    );
    this.queueFit();
    return true;
  }

  private newBuffer() {
    return new DelayBuffer<{ snapshot: BoardSnapshotFragment; restarted: boolean }>(this.shell.options.delayMs, ({ snapshot, restarted }) => {
      // A snapshot not newer than the one shown is old news (docs/live-feed.md, "Ordering"), except
      // the first after a reconnection, which replaces everything.
      if (this.board && !restarted && snapshot.seq <= this.board.seq) return;
      if (this.game && snapshot.gameId !== this.game.id) return;
      const before = restarted ? undefined : this.board;
      this.board = snapshot;
      this.render(snapshot);
      this.announceGoal(before, snapshot);
      this.onSnapshot?.(snapshot, this.game);
    });
  }

  /** A team's score gone up since the snapshot shown before: the banner names the goal (not on a first snapshot, a reconnection or another game). */
  private announceGoal(before: BoardSnapshotFragment | undefined, now: BoardSnapshotFragment): void {
    if (!before || before.gameId !== now.gameId) return;
    // A shootout's goals are the shootout line's, not a banner's.
    for (const side of ['home', 'away'] as const) {
      if (now[side].score > before[side].score && !now.shootout && this.options.goalSeconds > 0) void this.goalBanner.show(now.gameId, before.seq, side, now[side].team);
    }
    if (now.home.score < before.home.score || now.away.score < before.away.score) this.goalBanner.hide();
  }

  private teamColumn(side: Side): HTMLElement {
    const v = this.views[side];
    v.timeoutsLabel.hidden = true;
    v.timeouts.hidden = true;
    return h(
      'section',
      // Named by the team's full name (setName), whatever the fitting prints: a short name is for the eye.
      { class: `team ${side}`, 'aria-label': t(`scoreboard.${side}Team`) },
      v.side,
      v.name,
      v.score,
      h('div', { class: 'banners' }, v.pp, v.net, v.extra),
      h(
        'dl',
        { class: 'stats' },
        h('div', {}, h('dt', {}, t('scoreboard.shots')), v.shots),
        h('div', {}, v.timeoutsLabel, v.timeouts),
        h('div', {}, h('dt', {}, h('abbr', { title: t('scoreboard.pimTitle') }, t('scoreboard.pim'))), v.pim),
      ),
      h('section', { class: 'penalty-board', 'aria-label': t(`scoreboard.${side}Penalties`) }, v.penalties),
    );
  }

  /** The full name, with the short one kept for when it does not fit. */
  private setName(side: Side, name: string, shortName: string): void {
    const element = this.views[side].name;
    if (element.dataset.full === name && element.dataset.short === shortName) return;
    element.dataset.full = name;
    element.dataset.short = shortName;
    element.title = name;
    element.closest('section.team')?.setAttribute('aria-label', name);
    setText(element, name);
    this.queueFit();
  }

  private render(s: BoardSnapshotFragment): void {
    const root = document.documentElement;
    root.dataset.seq = String(s.seq);
    root.dataset.status = s.status;
    for (const side of ['home', 'away'] as const) {
      const line = s[side];
      const v = this.views[side];
      this.setName(side, line.team.name, line.team.shortName);
      setText(v.score, String(line.score));
      setText(v.shots, String(line.shots));
      setText(v.timeouts, String(line.timeoutsLeft));
      setText(v.pim, String(line.penaltyMinutes));
      const owed = line.penaltyShotsPending;
      setText(v.extra, owed > 0 ? (owed > 1 ? t('scoreboard.penaltyShots', { count: owed }) : t('scoreboard.penaltyShot')) : '');
      this.setBanner(v.net, line.netEmpty && s.status === 'IN_PROGRESS' ? 'emptyNet' : '');
    }
    // At the final, "Final" large where the period and the clock were, never "2nd 0:00".
    const final = s.status === 'FINAL';
    this.period.classList.toggle('final', final);
    this.clock.hidden = final;
    if (final) {
      setText(this.period, finalText(s));
      this.period.removeAttribute('aria-label');
    } else {
      setText(this.period, s.periodLabel ? periodText(s.periodLabel) : '');
      this.period.setAttribute('aria-label', s.periodLabel ? periodName(s.periodLabel) : t('scoreboard.beforeGame'));
    }
    setText(this.mode, s.status === 'IN_PROGRESS' || s.status === 'INTERMISSION' ? codeText('clockMode', s.clock.mode) : '');
    setText(this.statusLine, statusText(s, this.game));
    if (s.shootout) {
      const line = (side: Side) =>
        h(
          'p',
          { class: 'so-line' },
          h('span', { class: 'so-team' }, this.views[side].name.textContent ?? ''),
          ' ',
          h('span', { class: 'so-score', id: `${side}-shootout` }, `${s.shootout![side].goals}/${s.shootout![side].attempts}`),
        );
      this.shootout.replaceChildren(h('p', { class: 'banner so-title' }, t('scoreboard.shootout')), line('home'), line('away'));
    } else if (this.shootout.childElementCount) {
      this.shootout.replaceChildren();
    }
    this.drawn = '';
    this.draw(s);
    if (this.options.shotsByPeriod) void this.showShots(s);
    this.queueFit();
  }

  /** Shots by period from the game log, read again whenever the totals change (a shot, a goal, a void). */
  private async showShots(s: BoardSnapshotFragment): Promise<void> {
    const key = `${s.gameId}:${s.home.shots}:${s.away.shots}`;
    if (key === this.shotsShown) return;
    this.shotsShown = key;
    try {
      const counts = shotsByPeriod(await gameLog(s.gameId), s.home.team.id, s.away.team.id);
      if (this.shotsShown !== key) return;
      const periods = Array.from({ length: counts.periods }, (_, i) => i);
      const row = (side: Side) => h('tr', {}, h('th', { scope: 'row' }, this.views[side].name.textContent ?? side), ...periods.map((i) => h('td', { 'data-period': i + 1 }, counts[side][i] ?? 0)));
      this.periodShots.replaceChildren(
        h('caption', {}, t('scoreboard.shotsByPeriod')),
        h('thead', {}, h('tr', {}, h('td', {}), ...periods.map((i) => h('th', { scope: 'col' }, periodText(String(i + 1)))))),
        h('tbody', { id: 'period-shots-body' }, row('home'), row('away')),
      );
      this.queueFit();
    } catch (error) {
      this.shotsShown = '';
      console.warn('shots by period unavailable', error);
    }
  }

  private frame(): void {
    if (this.board) this.draw(this.board);
    requestAnimationFrame(() => this.frame());
  }

  private draw(s: BoardSnapshotFragment): void {
    const at = boardAt(s, this.serverClock.now() - this.shell.options.delayMs);
    setText(this.clock, clockText(at.clockMs));
    this.clock.dataset.running = String(s.clock.running && at.clockMs > 0);
    // Redraw the penalty boards only when what they show changed.
    const shown = at.penalties.map((p) => `${p.seq}:${timerText(p.remainingMs)}:${p.running}`).join('|') + `|${at.skaters.home}:${at.skaters.away}`;
    if (shown === this.drawn) return;
    const rowsBefore = this.drawn.split('|').length;
    this.drawn = shown;
    for (const side of ['home', 'away'] as const) {
      const teamId = s[side].team.id;
      const own = at.penalties.filter((p) => p.teamId === teamId);
      const listed = own.length > PENALTY_ROWS ? own.slice(0, PENALTY_ROWS - 1) : own;
      const items = listed.map((p) =>
        h(
          'li',
          { 'data-seq': p.seq, class: p.running ? 'running' : 'waiting' },
          // The team's short name: the overlay's penalties sit close together, so each says whose it is.
          h('span', { class: 'whose' }, s[side].team.shortName),
          h('span', { class: 'num' }, p.number === null ? '' : `#${p.number}`),
          h('span', { class: 'who', title: p.playerName ?? t('scoreboard.benchPenalty') }, p.playerName ? boardName(p.playerName) : t('scoreboard.bench')),
          h('span', { class: 'what', title: codeText('severity', p.severity) }, t(`scoreboard.severity.${p.severity}`, { defaultValue: codeText('severity', p.severity) })),
          h('span', { class: 'left', 'data-ms': Math.max(0, Math.round(p.remainingMs)) }, timerText(p.remainingMs)),
        ),
      );
      if (listed.length < own.length) items.push(h('li', { class: 'more' }, t('scoreboard.more', { count: own.length - listed.length })));
      this.views[side].penalties.replaceChildren(...items);
    }
    const live = s.status === 'IN_PROGRESS';
    const { home, away } = at.skaters;
    setText(this.strength, live && home !== away ? t('scoreboard.strength', { big: Math.max(home, away), small: Math.min(home, away) }) : '');
    this.setBanner(this.views.home.pp, live && home > away ? 'powerPlay' : '');
    this.setBanner(this.views.away.pp, live && away > home ? 'powerPlay' : '');
    if (shown.split('|').length !== rowsBefore) this.queueFit();
  }

  /**
   * A banner's words (scoreboard.<key>), or its short form (scoreboard.<key>Short) when the words
   * are wider than the banner can be ("Avantage numérique" → "Avantage"); the words stay its title.
   */
  private setBanner(element: HTMLElement, key: string): void {
    if (element.dataset.key === key) return;
    element.dataset.key = key;
    const words = key ? t(`scoreboard.${key}`) : '';
    setText(element, words);
    element.title = words;
    if (words && element.scrollWidth > element.clientWidth + 1) setText(element, t(`scoreboard.${key}Short`));
  }

  /** Fits the names and the board to the screen once, at the next frame (after the text changed). */
  queueFit(): void {
    if (this.fitQueued) return;
    this.fitQueued = true;
    requestAnimationFrame(() => {
      this.fitQueued = false;
      this.fit();
    });
  }

  private fits = 0;

  private fit(): void {
    const root = document.documentElement;
    // Counted on <html data-fitted>, so a test can wait for the layout after a change.
    root.dataset.fitted = String((this.fits += 1));
    root.style.setProperty('--fit', '1');
    root.style.setProperty('--name-fit', '1');
    const names = [this.views.home.name, this.views.away.name];
    for (const name of names) {
      setText(name, name.dataset.full ?? name.textContent ?? '');
      name.classList.remove('short');
    }
    // Both names at one size, so they stay level: the size at which the longer fits. A name that
    // would have to shrink below NAME_SHORT_BELOW turns both to their short names, so the two read
    // in one form ("Bears" beside "Hawks", never "Bedford Bears" beside "Hawks").
    const ratio = (name: HTMLElement) => (name.scrollWidth > name.clientWidth + 1 ? name.clientWidth / name.scrollWidth : 1);
    let scale = Math.min(...names.map(ratio));
    if (scale < NAME_SHORT_BELOW && names.every((name) => name.dataset.short)) {
      for (const name of names) {
        setText(name, name.dataset.short!);
        name.classList.add('short');
      }
      scale = Math.min(...names.map(ratio));
    }
    root.style.setProperty('--name-fit', String(Math.max(NAME_MIN, Math.floor(scale * 100) / 100)));
    if (this.options.overlay) return;
    // The whole board on the screen: scaled down while anything would overflow it.
    let fit = 1;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const over = Math.max(root.scrollHeight / window.innerHeight, root.scrollWidth / window.innerWidth);
      if (over <= 1.001) break;
      fit = Math.floor((fit / over) * 0.98 * 1000) / 1000;
      root.style.setProperty('--fit', String(fit));
    }
  }
}
