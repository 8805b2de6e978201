import { resolveRuleset } from '../../domain/rulesets';
import { BoardFeedDocument, type BoardSnapshotFragment, GamePageDocument, GamePageEventsDocument } from '../generated/graphql';
import { h, setText } from '../lib/dom';
import { flatEvent, readLog } from '../lib/game-log';
import { clockText, codeText, periodName, periodText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { ServerClock, syncWithServer } from '../lib/server-time';
import { elapsedSince } from '../scoreboard/timers';
import { assistsText, type Game, goaltending, goalsOf, type LogEvent, penaltiesOf, periodLabelOf, periodShots, SIDES, type Side, sideOf, statusKey, zonedText } from './box';
import './game.css';

/**
 * The public game page (/games/:id): a game's box score for the people in the stands, live while
 * it is played and final after. The header (score, state, clock) follows the scoreboard's feed
 * (`scoreboardUpdated`, as the arena board does), the clock running on between snapshots; the box
 * score (goals, penalties, shots by period, goaltending, officials) is read again from the game
 * log whenever a snapshot says the log moved on.
 */
const shell = startPage();
translateShell();
setTitle(t('gamePage.title'));
const serverClock = new ServerClock();
const connection = new LiveConnection();
document.body.append(connectionMark(connection));
connection.onState((state) => {
  if (state === 'live') void syncWithServer(serverClock);
});

const path = (link: string) => withOptions(link);

class GamePage {
  private game: Game | undefined;
  private events: LogEvent[] = [];
  private board: BoardSnapshotFragment | undefined;
  /** The snapshot seq the box score was read at. */
  private boxSeq = -1;
  private reading = false;
  private readAgain = false;

  private readonly scoreEls = { home: h('p', { class: 'score', id: 'home-score' }, '–'), away: h('p', { class: 'score', id: 'away-score' }, '–') };
  private readonly state = h('p', { class: 'state', id: 'state', role: 'status' });
  private readonly clock = h('p', { class: 'clock', id: 'clock', role: 'timer', 'aria-label': t('gamePage.clock'), 'data-running': 'false', hidden: true });
  private readonly box = h('div', { id: 'box' });

  constructor(private readonly id: string) {}

  async start(): Promise<void> {
    const found = await this.read();
    if (!found) {
      showProblem(shell.main, t('gamePage.noSuchGame'), t('gamePage.noSuchGameWhy', { id: this.id }));
      return;
    }
    connection.subscribe(
      BoardFeedDocument,
      { gameId: this.id },
      {
        next: (data, restarted) => {
          const snapshot = data.scoreboardUpdated;
          serverClock.seen(snapshot.clock.asOf);
          if (this.board && !restarted && snapshot.seq < this.board.seq) return;
          this.board = snapshot;
          this.drawHeader();
          if (restarted || snapshot.seq !== this.boxSeq) void this.readSoon();
        },
        error: (message) => console.warn('live feed', message),
      },
    );
    const tick = () => {
      this.drawClock();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /** Reads the game and its whole log; false when there is no such game. */
  private async read(): Promise<boolean> {
    const { game } = await query(GamePageDocument, { id: this.id });
    if (!game) return false;
    // The whole log, a page at a time, each typed entry read flat (lib/game-log.ts).
    const entries = await readLog(async (after) => (after ? (await query(GamePageEventsDocument, { id: this.id, after })).game?.log : undefined), game.log);
    const events = entries.map(flatEvent);
    const first = !this.game;
    this.game = game;
    this.events = events;
    this.boxSeq = game.scoreboard.seq;
    if (!this.board || game.scoreboard.seq >= this.board.seq) this.board = game.scoreboard;
    if (first) this.layout();
    this.drawHeader();
    this.drawBox();
    return true;
  }

  /** One read at a time: a snapshot arriving during a read asks for one more after it. */
  private async readSoon(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    try {
      // A snapshot that came during the read asks for another; a read behind the feed (another
      // instance not caught up yet) is tried again a few times, then left to the next snapshot.
      for (let behind = 0; ;) {
        this.readAgain = false;
        await this.read();
        if (this.readAgain) continue;
        if (this.board && this.board.seq > this.boxSeq && (behind += 1) < 3) continue;
        break;
      }
    } catch (error) {
      console.warn('box score unavailable', error);
    } finally {
      this.reading = false;
    }
  }

  private layout(): void {
    const game = this.game!;
    const zone = game.division.competition.timeZone;
    setTitle(versusText(game.home.name, game.away.name));
    const team = (side: Side) =>
      h(
        'section',
        { class: `team ${side}`, 'aria-labelledby': `${side}-name` },
        h('p', { class: 'side muted' }, t(`gamePage.${side}`)),
        h('h2', { class: 'name', id: `${side}-name` }, h('a', { href: path(`/teams/${encodeURIComponent(game[side].id)}`) }, game[side].name)),
        this.scoreEls[side],
      );
    shell.main.replaceChildren(
      h('h1', { id: 'title' }, versusText(game.home.name, game.away.name)),
      h(
        'p',
        { class: 'muted', id: 'where' },
        [game.division.competition.name, game.division.name, codeText('stage', game.stage), game.venue, zonedText(game.startsAt, zone)].filter(Boolean).join(' · '),
      ),
      h('div', { class: 'scoreline', id: 'scoreline' }, team('home'), h('div', { class: 'middle' }, this.state, this.clock), team('away')),
      h(
        'nav',
        { class: 'game-links', 'aria-label': t('gamePage.title') },
        h('a', { href: path(`/teams/${encodeURIComponent(game.home.id)}`), id: 'home-team-link' }, t('gamePage.teamPage', { team: game.home.name })),
        h('a', { href: path(`/teams/${encodeURIComponent(game.away.id)}`), id: 'away-team-link' }, t('gamePage.teamPage', { team: game.away.name })),
        h('a', { href: path(`/divisions/${encodeURIComponent(game.division.id)}/standings`), id: 'standings-link' }, t('gamePage.standings', { division: game.division.name })),
        h('a', { href: `/games/${encodeURIComponent(game.id)}/sheet.pdf`, id: 'sheet-link', type: 'application/pdf' }, t('gamePage.sheet')),
        h('a', { href: path(`/scoreboard/${encodeURIComponent(game.id)}`), id: 'board-link' }, t('gamePage.board')),
      ),
      this.box,
    );
  }

  private drawHeader(): void {
    const game = this.game;
    const board = this.board;
    if (!game || !board) return;
    const root = document.documentElement;
    root.dataset.seq = String(board.seq);
    root.dataset.status = board.status;
    for (const side of SIDES) setText(this.scoreEls[side], String(board[side].score));
    this.scoreEls.home.setAttribute('aria-label', `${game.home.name}: ${board.home.score}`);
    this.scoreEls.away.setAttribute('aria-label', `${game.away.name}: ${board.away.score}`);
    let state: string;
    if (board.status === 'SCHEDULED') state = t('gamePage.starts', { time: zonedText(game.startsAt, game.division.competition.timeZone) });
    else if (board.status === 'IN_PROGRESS') state = board.periodLabel ? t('gamePage.live', { period: periodText(board.periodLabel) }) : t('common.status.IN_PROGRESS');
    else state = t(statusKey(board));
    setText(this.state, state);
    this.state.classList.toggle('live-badge', board.status === 'IN_PROGRESS' || board.status === 'INTERMISSION');
    if (board.periodLabel) this.state.title = periodName(board.periodLabel);
    this.clock.hidden = !(board.status === 'IN_PROGRESS' || board.status === 'INTERMISSION');
    this.drawClock();
  }

  private drawClock(): void {
    const board = this.board;
    if (!board || this.clock.hidden) return;
    const ms = board.clock.remainingMs - elapsedSince(board, serverClock.now());
    setText(this.clock, clockText(ms));
    this.clock.dataset.running = String(board.clock.running && ms > 0);
  }

  private drawBox(): void {
    const game = this.game!;
    const board = this.board ?? game.scoreboard;
    const competition = game.division.competition;
    const regulation = resolveRuleset(competition.preset, competition.rules?.regulationPeriods != null ? { regulationPeriods: competition.rules.regulationPeriods } : null).regulationPeriods;
    const label = (period: number) => periodText(periodLabelOf(period, regulation));
    const teamName = (e: LogEvent) => {
      const side = sideOf(e, game);
      return side ? game[side].name : '';
    };
    // When it happened: the period and the clock's reading then (the time left in it), as on the sheet.
    const when = (e: LogEvent) =>
      h('td', { class: 'text when' }, h('span', {}, label(e.period)), e.clockRemainingMs == null ? null : ' ', e.clockRemainingMs == null ? null : h('span', {}, clockText(e.clockRemainingMs)));
    const col = (key: string, extra: Record<string, string> = {}) => h('th', { scope: 'col', ...extra }, t(`gamePage.col.${key}`));
    const table = (id: string, head: HTMLElement[], rows: HTMLElement[]) => h('table', { id, 'aria-labelledby': `${id}-title` }, h('thead', {}, h('tr', {}, ...head)), h('tbody', {}, ...rows));
    const section = (id: string, title: string, body: HTMLElement) => h('section', { class: 'box-part', 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), body);

    const goals = goalsOf(this.events);
    const strength = (e: LogEvent) => {
      if (!e.strength) return '';
      const title = t(`gamePage.strength.${e.strength}.title`, { defaultValue: codeText('strength', e.strength) });
      return h('abbr', { class: `strength strength-${e.strength.toLowerCase()}`, title }, t(`gamePage.strength.${e.strength}.abbr`, { defaultValue: e.strength }));
    };
    const scoring = goals.length
      ? table(
          'goals',
          [col('when', { class: 'text' }), col('team', { class: 'text' }), col('scorer', { class: 'text' }), col('strength', { class: 'text' })],
          goals.map((g) =>
            h(
              'tr',
              { 'data-seq': g.seq },
              when(g),
              h('td', { class: 'text' }, teamName(g)),
              h('td', { class: 'text scorer' }, h('span', { class: 'who' }, g.player?.name ?? ''), h('br'), h('span', { class: 'muted assists' }, assistsText(g))),
              h('td', { class: 'text' }, strength(g)),
            ),
          ),
        )
      : h('p', { class: 'muted', id: 'goals' }, t('gamePage.noGoal'));

    const penalties = penaltiesOf(this.events);
    const penaltyList = penalties.length
      ? table(
          'penalties',
          [
            col('when', { class: 'text' }),
            col('team', { class: 'text' }),
            col('player', { class: 'text' }),
            col('infraction', { class: 'text' }),
            h('th', { scope: 'col' }, h('abbr', { title: t('gamePage.col.minutesTitle') }, t('gamePage.col.minutes'))),
          ],
          penalties.map((p) =>
            h(
              'tr',
              { 'data-seq': p.seq },
              when(p),
              h('td', { class: 'text' }, teamName(p)),
              h('td', { class: 'text' }, p.player?.name ?? t('gamePage.bench')),
              h(
                'td',
                { class: 'text' },
                p.infraction ? codeText('infraction', p.infraction) : '',
                p.severity ? h('span', { class: 'muted' }, ` · ${codeText('severity', p.severity).toLowerCase()}`) : null,
              ),
              h('td', { class: 'minutes' }, p.recordedMinutes ?? ''),
            ),
          ),
        )
      : h('p', { class: 'muted', id: 'penalties' }, t('gamePage.noPenalty'));

    const shots = periodShots(this.events, game, Math.max(board.period, board.status === 'SCHEDULED' ? 0 : 1));
    const periods = Array.from({ length: shots.periods }, (_, i) => i);
    const shotTable =
      board.home.shots + board.away.shots > 0
        ? h(
            'table',
            { id: 'shots', 'aria-labelledby': 'shots-title' },
            h('thead', {}, h('tr', {}, h('td', {}), ...periods.map((i) => h('th', { scope: 'col' }, label(i + 1))), h('th', { scope: 'col' }, t('gamePage.total')))),
            h(
              'tbody',
              {},
              ...SIDES.map((side) =>
                h(
                  'tr',
                  { 'data-side': side },
                  h('th', { scope: 'row', class: 'text' }, game[side].name),
                  ...periods.map((i) => h('td', { 'data-period': i + 1 }, shots[side][i] ?? 0)),
                  h('td', { class: 'total' }, board[side].shots),
                ),
              ),
            ),
          )
        : h('p', { class: 'muted', id: 'shots' }, t('gamePage.noShot'));

    const goalieRows = SIDES.map((side) => {
      const line = goaltending(side, game, board, this.events);
      return h(
        'tr',
        { 'data-side': side },
        h('th', { scope: 'row', class: 'text' }, game[side].name),
        h('td', { class: 'text' }, line.goalies.length ? line.goalies.join(', ') : t('gamePage.noGoalie')),
        h('td', { class: 'shots-against' }, line.shotsAgainst ?? '–'),
        h('td', { class: 'saves' }, line.saves ?? '–'),
      );
    });
    const goalieTable = table('goalies', [col('team', { class: 'text' }), col('goalies', { class: 'text' }), col('shotsAgainst'), col('saves')], goalieRows);

    const officials = game.crew.length
      ? h('ul', { id: 'officials', class: 'officials' }, ...game.crew.map((m) => h('li', {}, h('span', { class: 'muted' }, `${t(`gamePage.role.${m.role}`)} · `), m.name)))
      : h('p', { class: 'muted', id: 'officials' }, t('gamePage.noOfficial'));

    this.box.replaceChildren(
      section('goals', t('gamePage.scoring'), scoring),
      section('penalties', t('gamePage.penalties'), penaltyList),
      h('div', { class: 'pair' }, section('shots', t('gamePage.shots'), shotTable), section('goalies', t('gamePage.goaltending'), goalieTable)),
      section('officials', t('gamePage.officials'), officials),
      h('p', { class: 'muted note' }, `${t('gamePage.clockHint')} ${t('gamePage.zone', { zone: competition.timeZone })}`),
    );
    document.documentElement.dataset.boxSeq = String(this.boxSeq);
  }
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, t('gamePage.noGame'), t('gamePage.noGameHow'));
  try {
    await new GamePage(shell.id).start();
  } catch (error) {
    showProblem(shell.main, t('gamePage.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
}

void main();
