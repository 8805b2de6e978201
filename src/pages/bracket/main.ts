import { BracketDivisionDocument, BracketFeedDocument, BracketGameFeedDocument, type BracketGameFeedSubscription, type BracketViewFragment } from '../generated/graphql';
import { h, setText, svg } from '../lib/dom';
import { dateTimeText, periodText, versusText } from '../lib/format';
import { setTitle, t, translateShell } from '../lib/i18n';
import { DelayBuffer, LiveConnection, query } from '../lib/live';
import { withOptions } from '../lib/options';
import { linkTo } from '../results/games';
import { connectionMark, showProblem, startPage } from '../lib/page';
import { BOX, CAPTION_LINE, layout, type Placed, ROW, type Side, type Slot, slotLabel, type Source, sourceKey } from './layout';
import './bracket.css';

/**
 * A division's playoff bracket drawn as SVG, live from `bracketUpdated` (winners advance, games
 * appear); each of its games not yet over is followed with `scoreboardUpdated`, so a game under way
 * shows its live score. A line joins each game to the game its winner (solid) or its loser (dashed)
 * goes to, from the bracket's feed (`homeSource`, `awaySource`); consolation games sit in a lane of
 * their own under the main bracket. The same bracket is also a table, for reading without the
 * drawing.
 *
 * The first drawing comes over HTTP together with the division's name, and the subscription starts
 * at the same time, not after it: the bracket never waits on the socket to appear (a page that
 * showed only what the socket brought stayed on "Loading…" whenever the socket was slower than the
 * page's load — a screenshot taken at load, a proxy slow to upgrade). Whichever arrives first is
 * drawn; a feed message always wins over the HTTP answer, which is never newer.
 */
const shell = startPage();
translateShell();
setTitle(t('bracket.title'));
const connection = new LiveConnection();
/** In a club site's frame, the team and results pages (which refuse frames) open in a tab of their own. */
const outward = shell.options.embedded ? { target: '_blank', rel: 'noopener' } : {};
type LiveBoard = BracketGameFeedSubscription['scoreboardUpdated'];

const heading = h('h1', { id: 'title' }, t('bracket.title'));
const subtitle = h('p', { class: 'muted', id: 'subtitle' });
const figure = h('figure', { class: 'bracket', id: 'bracket' }, h('p', { class: 'muted', id: 'loading' }, t('words.loading')));
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
  const wanted = new Set(
    (current?.slots ?? [])
      .map((s) => s.game)
      .filter((g) => g && !OVER.has(g.status))
      .map((g) => g!.id),
  );
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

/** Draws the bracket as it stands: the games in their columns and lanes, the lines between them, its legend, and the same as a table. */
function render(): void {
  if (bracket === undefined) return;
  if (bracket === null || !bracket.slots.length) {
    figure.replaceChildren(h('p', { class: 'muted', id: 'no-bracket' }, t('bracket.noBracket')));
    return;
  }
  const slots = bracket.slots;
  const bySlot = new Map(slots.map((s) => [s.key, s]));
  const { position, headers, lanes, width, height } = layout(slots, wrapCaption);
  // A big screen draws the bracket as wide as the page allows (up to twice its size, for a bracket of
  // few rounds); a narrow one keeps it at its own size, scrolling sideways in its box.
  const drawing = svg('svg', {
    viewBox: `-1 0 ${width} ${height}`,
    width,
    height,
    role: 'group',
    'aria-label': t('bracket.drawing'),
    class: 'bracket-svg',
    style: `min-width: ${width}px; max-width: ${2 * width}px`,
  });

  const connectors = svg('g', { class: 'connectors', 'aria-hidden': 'true' });
  const links = slots.flatMap((slot) =>
    (['home', 'away'] as const).flatMap((side) => {
      const source = side === 'home' ? slot.homeSource : slot.awaySource;
      const from = sourceKey(source);
      const start = from ? position.get(from) : undefined;
      if (!from || !start) return [];
      const end = position.get(slot.key)!;
      return [{ from, to: slot.key, side, kind: source.winnerOf ? 'winner' : 'loser', start, end, y2: end.y + ROW[side] - 5 }];
    }),
  );
  // A winner's line turns at 40 % of the gap after its game (two of them meet there, as brackets
  // draw it). Losers' lines turn further right, each leaving the same column at its own distance
  // (ordered by where they go), so no two share a stretch and none runs along a winner's.
  const losersFrom = new Map<number, typeof links>();
  for (const link of links.filter((l) => l.kind === 'loser').sort((a, b) => a.y2 - b.y2)) {
    const list = losersFrom.get(link.start.x) ?? [];
    list.push(link);
    losersFrom.set(link.start.x, list);
  }
  for (const link of links) {
    const x1 = link.start.x + BOX.width;
    const y1 = link.start.y + (ROW.home + ROW.away) / 2 - 8;
    const group = losersFrom.get(link.start.x) ?? [];
    const share = link.kind === 'winner' ? 0.4 : group.length > 1 ? 0.55 + (0.35 * group.indexOf(link)) / (group.length - 1) : 0.7;
    const bend = x1 + BOX.gapX * share;
    connectors.append(
      svg('path', {
        d: `M${x1} ${y1} H${bend} V${link.y2} H${link.end.x}`,
        class: `connector ${link.kind}`,
        'data-from': link.from,
        'data-to': link.to,
        'data-side': link.side,
        'data-kind': link.kind,
      }),
    );
  }
  drawing.append(connectors);
  for (const header of headers) drawing.append(svg('text', { x: header.x + 2, y: header.y, class: 'round-label', 'data-lane': header.lane }, header.text));
  for (const lane of lanes) {
    drawing.append(svg('text', { x: 2, y: lane.y, class: 'lane-label' }, ...lane.lines.map((line, i) => svg('tspan', { x: 2, dy: i ? CAPTION_LINE : 0 }, line))));
  }
  for (const slot of slots) drawing.append(slotBox(slot, position.get(slot.key)!, bySlot));

  const scroller = h('div', { class: 'bracket-scroll', id: 'bracket-scroll', role: 'region', 'aria-label': t('bracket.scroll'), tabindex: 0 }, drawing);
  const legend = h('figcaption', { class: 'muted' }, t('bracket.legend', { count: slots.length, seeds: bracket.seeds.map((team, i) => `${i + 1}. ${team.name}`).join(', ') }));
  // Each update redraws the bracket: a list the reader opened stays open, and a drawing scrolled
  // sideways on a phone stays where it was, rather than both resetting at every goal.
  const listWasOpen = figure.querySelector<HTMLDetailsElement>('#bracket-list')?.open ?? false;
  const previous = figure.querySelector<HTMLElement>('#bracket-scroll');
  const scrolled = previous ? { left: previous.scrollLeft, top: previous.scrollTop } : undefined;
  const list = listAlternative(slots, bySlot);
  if (listWasOpen) (list as HTMLDetailsElement).open = true;
  // Each seeded team's own page: its roster, its games, its players' numbers.
  const teams = h(
    'nav',
    { id: 'bracket-teams', 'aria-label': t('bracket.teamPages') },
    h('ol', {}, ...bracket.seeds.map((team) => h('li', {}, h('a', { href: withOptions(`/teams/${encodeURIComponent(team.id)}`), 'data-team': team.id, ...outward }, team.name)))),
  );
  figure.replaceChildren(hint, scroller, legend, teams, list);
  if (scrolled) scroller.scrollTo(scrolled.left, scrolled.top);
  fitTexts(drawing);
  showHint();
}

/**
 * A lane's caption in lines no wider than `room` (its font as .lane-label draws it), so that it stays
 * within the first column: the dashed lines down to the consolation lane run between columns, never through it.
 */
let measure: CanvasRenderingContext2D | null | undefined;
function wrapCaption(text: string, room: number): string[] {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return [text];
  measure.font = `italic 14px ${getComputedStyle(document.body).fontFamily}`;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    // A word with no room before it stays with the line ("Consolation :" in French).
    if (last !== undefined && (measure.measureText(`${last} ${word}`).width <= room || /^[:;!?]$/.test(word))) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Said above a drawing wider than the screen (a phone): the later rounds are a swipe away. */
const hint = h('p', { class: 'muted scroll-hint', id: 'scroll-hint', hidden: true }, t('bracket.hint'));
function showHint(): void {
  const scroller = document.getElementById('bracket-scroll');
  hint.hidden = !scroller || scroller.scrollWidth <= scroller.clientWidth + 1;
}
window.addEventListener('resize', showHint);

/** How a side is named before its team is known: the seed, or the game it comes from. */
function fromText(source: Source, bySlot: Map<string, Slot>, form: 'slot' | 'slotShort' = 'slot'): string {
  if (source.seed !== null) return t('bracket.seed', { seed: source.seed });
  const key = sourceKey(source);
  const from = key ? bySlot.get(key) : undefined;
  const label = from ? slotLabel(from, form) : (key ?? '');
  return source.winnerOf ? t('bracket.winnerOf', { game: label }) : source.loserOf ? t('bracket.loserOf', { game: label }) : t('bracket.toBeDecided');
}

interface State {
  text: string;
  live: boolean;
  status: string | undefined;
  homeScore: number | undefined;
  awayScore: number | undefined;
  showScores: boolean;
}

function stateOf(slot: Slot): State {
  const board = slot.game ? boards.get(slot.game.id) : undefined;
  const status = board?.status ?? slot.game?.status;
  const live = status === 'IN_PROGRESS' || status === 'INTERMISSION';
  const text = live
    ? t('bracket.live', { period: `${board?.periodLabel ? periodText(board.periodLabel) : ''}${status === 'INTERMISSION' ? ` ${t('bracket.intermission')}` : ''}` }).trim()
    : slot.walkover
      ? t('bracket.walkover')
      : status === 'FINAL'
        ? slot.game?.decision === 'OVERTIME'
          ? t('bracket.finalOT')
          : slot.game?.decision === 'SHOOTOUT'
            ? t('bracket.finalSO')
            : t('common.status.FINAL')
        : status === 'FORFEITED'
          ? t('bracket.forfeit')
          : status === 'CANCELLED'
            ? t('common.status.CANCELLED')
            : status === 'SCHEDULED' && slot.game
              ? dateTimeText(slot.game.startsAt)
              : t('bracket.toBeDecided');
  return {
    text,
    live,
    status,
    homeScore: board ? board.home.score : slot.game?.homeScore,
    awayScore: board ? board.away.score : slot.game?.awayScore,
    showScores: status !== undefined && status !== 'SCHEDULED' && status !== 'CANCELLED',
  };
}

function slotBox(slot: Slot, at: Placed, bySlot: Map<string, Slot>): SVGGElement {
  const state = stateOf(slot);
  const line = (side: Side) => {
    const team = slot[side];
    const won = !!team && slot.winner?.id === team.id;
    const score = side === 'home' ? state.homeScore : state.awayScore;
    const y = at.y + ROW[side];
    // The name's room: the score's 36 px at the right, and a winner's ✓ (drawn before the score) too.
    const source = side === 'home' ? slot.homeSource : slot.awaySource;
    return svg(
      'g',
      { class: `side ${side}${won ? ' winner' : ''}`, 'data-team': team?.id ?? '' },
      svg(
        'text',
        {
          x: at.x + BOX.pad,
          y,
          class: `team-name fit${team ? '' : ' pending'}`,
          'data-width': BOX.width - BOX.pad * 2 - (won ? 56 : team ? 36 : 0),
          ...(team?.shortName ? { 'data-short': team.shortName } : team ? {} : { 'data-short': fromText(source, bySlot, 'slotShort') }),
        },
        team?.name ?? fromText(source, bySlot),
      ),
      won ? svg('text', { x: at.x + BOX.width - BOX.pad - 30, y, class: 'won-mark', 'text-anchor': 'end' }, '✓') : null,
      state.showScores && score !== undefined ? svg('text', { x: at.x + BOX.width - BOX.pad, y, class: 'team-score', 'text-anchor': 'end' }, score) : null,
    );
  };
  const named = (team: Slot['home'], score: number | undefined) => `${team?.name ?? t('bracket.toBeDecidedLower')}${state.showScores && score !== undefined ? ` ${score}` : ''}`;
  const describe = t('bracket.describe', { game: slotLabel(slot), home: named(slot.home, state.homeScore), away: named(slot.away, state.awayScore), state: state.text });
  // A slot with a game is a link to its scoreboard, named by this description; one without is a group.
  const box = svg(
    'g',
    { class: `slot${state.live ? ' live' : ''}`, 'data-slot': slot.key, 'data-status': state.status ?? 'NONE', role: slot.game ? null : 'group', 'aria-label': slot.game ? null : describe },
    svg('rect', { x: at.x, y: at.y, width: BOX.width, height: BOX.height, rx: 8, class: 'box' }),
    svg('text', { x: at.x + BOX.pad, y: at.y + 19, class: 'slot-label fit', 'data-width': BOX.width - BOX.pad * 2, 'data-short': slotLabel(slot, 'slotShort') }, slotLabel(slot)),
    svg('text', { x: at.x + BOX.pad, y: at.y + 38, class: `slot-state fit${state.live ? ' live' : ''}`, 'data-width': BOX.width - BOX.pad * 2 }, state.text),
    svg('line', { x1: at.x, x2: at.x + BOX.width, y1: at.y + 46, y2: at.y + 46, class: 'rule' }),
    line('home'),
    line('away'),
  );
  if (!slot.game) return box;
  const link = svg('a', { href: withOptions(`/scoreboard/${encodeURIComponent(slot.game.id)}`), 'aria-label': describe });
  link.append(box);
  return link;
}

/**
 * Fits a text that would run past its card: a team's short name first (the one the scoreboards
 * print, "Hawks" for "Cole Harbour Hawks"), then "…" if even that is too long; the whole text is
 * kept as its tooltip, and the list beside the drawing names every team in full.
 */
function fitTexts(drawing: SVGSVGElement): void {
  for (const text of drawing.querySelectorAll<SVGTextElement>('text.fit')) {
    const room = Number(text.dataset.width ?? text.getAttribute('data-width'));
    const full = text.textContent ?? '';
    if (!room || text.getComputedTextLength() <= room) continue;
    const short = text.getAttribute('data-short');
    if (short && short !== full) {
      text.textContent = short;
      if (text.getComputedTextLength() <= room) {
        text.append(svg('title', {}, full));
        continue;
      }
    }
    const shown = text.textContent ?? full;
    let cut = shown.length;
    while (cut > 1 && text.getComputedTextLength() > room) text.textContent = `${shown.slice(0, --cut).trimEnd()}…`;
    text.append(svg('title', {}, full));
  }
}

/** The bracket as a table: each game, its teams, its result, and where its winner and its loser go. */
function listAlternative(slots: Slot[], bySlot: Map<string, Slot>): HTMLElement {
  const goesTo = (key: string, kind: 'winnerOf' | 'loserOf'): string[] =>
    slots.flatMap((s) => (['home', 'away'] as const).filter((side) => (side === 'home' ? s.homeSource : s.awaySource)[kind] === key).map(() => slotLabel(s)));
  const rows = slots.map((slot) => {
    const state = stateOf(slot);
    const team = (side: Side) => slot[side]?.name ?? fromText(side === 'home' ? slot.homeSource : slot.awaySource, bySlot);
    const score = state.showScores && state.homeScore !== undefined && state.awayScore !== undefined ? ` ${state.homeScore}–${state.awayScore}` : '';
    const winner = goesTo(slot.key, 'winnerOf');
    const loser = goesTo(slot.key, 'loserOf');
    return h(
      'tr',
      { 'data-slot': slot.key },
      h('th', { scope: 'row', class: 'text' }, slotLabel(slot)),
      h('td', { class: 'text' }, versusText(team('home'), team('away'))),
      h('td', { class: 'text' }, `${state.text}${score}${slot.winner ? ` · ${t('bracket.wonBy', { team: slot.winner.name })}` : ''}`),
      h('td', { class: 'text winner-to' }, winner.length ? winner.join(', ') : slot.stage === 'FINAL' ? t('bracket.champion') : slot.stage === 'CONSOLATION' ? t('bracket.winsConsolation') : '–'),
      h('td', { class: 'text loser-to' }, loser.length ? loser.join(', ') : slot.stage === 'FINAL' ? t('bracket.runnerUp') : t('bracket.out')),
    );
  });
  return h(
    'details',
    { class: 'bracket-list', id: 'bracket-list' },
    h('summary', {}, t('bracket.list.summary')),
    h(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-label': t('bracket.list.scroll'), tabindex: 0 },
      h(
        'table',
        {},
        h('caption', {}, t('bracket.list.caption')),
        h('thead', {}, h('tr', {}, ...['game', 'teams', 'result', 'winnerTo', 'loserTo'].map((c) => h('th', { scope: 'col', class: 'text' }, t(`bracket.list.${c}`))))),
        h('tbody', {}, ...rows),
      ),
    ),
  );
}

async function main(): Promise<void> {
  if (!shell.id) return showProblem(shell.main, t('bracket.noDivision'), t('bracket.noDivisionHow'));
  let fed = false;
  connection.subscribe(
    BracketFeedDocument,
    { divisionId: shell.id },
    {
      next: (data) => {
        fed = true;
        buffer.push({ bracket: data.bracketUpdated ?? null });
      },
      error: (message) => showProblem(shell.main, t('bracket.unavailable'), message),
    },
  );
  try {
    const { division, bracket: first } = await query(BracketDivisionDocument, { divisionId: shell.id });
    if (!division) return showProblem(shell.main, t('bracket.noSuchDivision'), t('bracket.noSuchDivisionWhy', { id: shell.id }));
    setTitle(t('bracket.tabTitle', { division: division.name, competition: division.competition.name }));
    setText(heading, `${division.competition.name} — ${division.name}`);
    subtitle.replaceChildren(
      `${t('bracket.title')} · `,
      h('a', { href: withOptions(`/divisions/${encodeURIComponent(shell.id)}/standings`) }, t('bracket.standings')),
      ' · ',
      h('a', { href: linkTo(`/competitions/${encodeURIComponent(division.competition.id)}/games`, { division: shell.id }), ...outward }, t('bracket.results')),
    );
    if (!fed) buffer.push({ bracket: first ?? null });
  } catch (error) {
    console.warn('division details unavailable', error);
  }
}

void main();
