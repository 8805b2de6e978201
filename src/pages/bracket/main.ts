import { BracketDivisionDocument, BracketFeedDocument, BracketGameFeedDocument, type BracketGameFeedSubscription, type BracketViewFragment } from '../generated/graphql';
import { h, setText, svg } from '../lib/dom';
import { periodText } from '../lib/format';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { connectionMark, showProblem, startPage } from '../lib/page';
import './bracket.css';

/**
 * A division's playoff bracket drawn as SVG, live from `bracketUpdated` (winners advance, games
 * appear); each of its games not yet over is followed with `scoreboardUpdated`, so a game under way
 * shows its live score.
 */
const shell = startPage();
const connection = new LiveConnection();
type Slot = BracketViewFragment['slots'][number];
type LiveBoard = BracketGameFeedSubscription['scoreboardUpdated'];

const heading = h('h1', { id: 'title' }, 'Bracket');
const subtitle = h('p', { class: 'muted', id: 'subtitle' });
const figure = h('figure', { class: 'bracket', id: 'bracket' }, h('p', { class: 'muted' }, 'Loading…'));
shell.main.replaceChildren(heading, subtitle, figure);
document.body.append(connectionMark(connection));

let bracket: BracketViewFragment | null | undefined;
const boards = new Map<string, LiveBoard>();
const following = new Map<string, () => void>();
const OVER = new Set(['FINAL', 'FORFEITED', 'CANCELLED']);

type Update = { bracket: BracketViewFragment | null } | { board: LiveBoard };
const buffer = new DelayBuffer<Update>(shell.options.delayMs, (update) => {
  if ('bracket' in update) {
    bracket = update.bracket;
    follow(bracket);
  } else {
    const known = boards.get(update.board.gameId);
    if (!known || update.board.seq >= known.seq) boards.set(update.board.gameId, update.board);
  }
  render();
});

/** Follows the scoreboards of the bracket's games that are not over, and stops following the rest. */
function follow(current: BracketViewFragment | null): void {
  const wanted = new Set((current?.slots ?? []).map((s) => s.game).filter((g) => g && !OVER.has(g.status)).map((g) => g!.id));
  for (const [gameId, stop] of following) {
    if (wanted.has(gameId)) continue;
    stop();
    following.delete(gameId);
    boards.delete(gameId);
  }
  for (const gameId of wanted) {
    if (following.has(gameId)) continue;
    following.set(gameId, connection.subscribe(BracketGameFeedDocument, { gameId }, { next: (data) => buffer.push({ board: data.scoreboardUpdated }) }));
  }
}

const BOX = { width: 250, height: 76, gapX: 56, gapY: 22 };

function render(): void {
  if (bracket === undefined) return;
  if (bracket === null || !bracket.slots.length) {
    figure.replaceChildren(h('p', { class: 'muted', id: 'no-bracket' }, 'No bracket yet: it appears here once the officials make it.'));
    return;
  }
  const rounds = [...new Set(bracket.slots.map((s) => s.round))].sort((a, b) => a - b);
  const columns = rounds.map((round) => bracket!.slots.filter((s) => s.round === round));
  const tallest = Math.max(...columns.map((c) => c.length));
  const height = tallest * (BOX.height + BOX.gapY) + BOX.gapY;
  const width = columns.length * (BOX.width + BOX.gapX) - BOX.gapX + 2;
  const position = new Map<string, { x: number; y: number }>();
  columns.forEach((column, c) =>
    column.forEach((slot, i) => position.set(slot.key, { x: 1 + c * (BOX.width + BOX.gapX), y: ((i + 0.5) * height) / column.length - BOX.height / 2 })),
  );

  const drawing = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'group', 'aria-label': 'Bracket', class: 'bracket-svg' });
  // Where a round has half the games of the one before, game i is fed by games 2i and 2i+1.
  columns.forEach((column, c) => {
    const next = columns[c + 1];
    if (!next || next.length * 2 !== column.length) return;
    column.forEach((slot, i) => {
      const from = position.get(slot.key)!;
      const to = position.get(next[Math.floor(i / 2)]!.key)!;
      const x1 = from.x + BOX.width;
      const y1 = from.y + BOX.height / 2;
      const x2 = to.x;
      const y2 = to.y + BOX.height / 2;
      const mid = x1 + BOX.gapX / 2;
      drawing.append(svg('path', { d: `M${x1} ${y1} H${mid} V${y2} H${x2}`, class: 'connector' }));
    });
  });
  for (const slot of bracket.slots) drawing.append(slotBox(slot, position.get(slot.key)!));
  const legend = h('figcaption', { class: 'muted' }, `${bracket.slots.length} games · seeds: ${bracket.seeds.map((t, i) => `${i + 1}. ${t.name}`).join(', ')}`);
  figure.replaceChildren(drawing, legend);
}

function slotBox(slot: Slot, at: { x: number; y: number }): SVGGElement {
  const board = slot.game ? boards.get(slot.game.id) : undefined;
  const status = board?.status ?? slot.game?.status;
  const live = status === 'IN_PROGRESS' || status === 'INTERMISSION';
  const homeScore = board ? board.home.score : slot.game?.homeScore;
  const awayScore = board ? board.away.score : slot.game?.awayScore;
  const showScores = status !== undefined && status !== 'SCHEDULED' && status !== 'CANCELLED';
  const state = live
    ? `LIVE ${board?.periodLabel ? periodText(board.periodLabel) : ''}${status === 'INTERMISSION' ? ' int.' : ''}`.trim()
    : slot.walkover
      ? 'Walkover'
      : status === 'FINAL'
        ? slot.game?.decision === 'OVERTIME' ? 'Final/OT' : slot.game?.decision === 'SHOOTOUT' ? 'Final/SO' : 'Final'
        : status === 'FORFEITED'
          ? 'Forfeit'
          : status === 'SCHEDULED' && slot.game
            ? new Date(slot.game.startsAt).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
            : 'To be decided';
  const line = (side: 'home' | 'away', y: number) => {
    const team = slot[side];
    const won = !!team && slot.winner?.id === team.id;
    const score = side === 'home' ? homeScore : awayScore;
    return svg(
      'g',
      { class: `side ${side}${won ? ' winner' : ''}`, 'data-team': team?.id ?? '' },
      svg('text', { x: at.x + 12, y, class: 'team-name' }, team?.name ?? 'To be decided'),
      showScores && score !== undefined ? svg('text', { x: at.x + BOX.width - 12, y, class: 'team-score', 'text-anchor': 'end' }, score) : null,
    );
  };
  const named = (team: Slot['home'], score: number | undefined) => `${team?.name ?? 'to be decided'}${showScores && score !== undefined ? ` ${score}` : ''}`;
  const describe = `${slot.label}: ${named(slot.home, homeScore)} against ${named(slot.away, awayScore)}, ${state}`;
  // A slot with a game is a link to its scoreboard, named by this description; one without is a group.
  const box = svg(
    'g',
    { class: `slot${live ? ' live' : ''}`, 'data-slot': slot.key, 'data-status': status ?? 'NONE', role: slot.game ? null : 'group', 'aria-label': slot.game ? null : describe },
    svg('rect', { x: at.x, y: at.y, width: BOX.width, height: BOX.height, rx: 8, class: 'box' }),
    svg('text', { x: at.x + 12, y: at.y + 16, class: 'slot-label' }, slot.label),
    svg('text', { x: at.x + BOX.width - 12, y: at.y + 16, class: `slot-state${live ? ' live' : ''}`, 'text-anchor': 'end' }, state),
    line('home', at.y + 40),
    line('away', at.y + 64),
  );
  if (!slot.game) return box;
  const link = svg('a', { href: withOptions(`/scoreboard/${encodeURIComponent(slot.game.id)}`), 'aria-label': describe });
  link.append(box);
  return link as unknown as SVGGElement;
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, 'No division given', 'The address is /divisions/<division id>/bracket.');
  try {
    const { division } = await query(BracketDivisionDocument, { divisionId: shell.id });
    if (!division) return showProblem(shell.main, 'No such division', `There is no division ${shell.id}.`);
    document.title = `${division.name} bracket · ${division.competition.name} · Faceoff`;
    setText(heading, `${division.competition.name} — ${division.name}`);
    subtitle.replaceChildren('Bracket · ', h('a', { href: withOptions(`/divisions/${encodeURIComponent(shell.id)}/standings`) }, 'Standings'));
  } catch (error) {
    console.warn('division details unavailable', error);
  }
  connection.subscribe(BracketFeedDocument, { divisionId: shell.id }, {
    next: (data) => buffer.push({ bracket: data.bracketUpdated ?? null }),
    error: (message) => showProblem(shell.main, 'The bracket is unavailable', message),
  });
}

void main();
