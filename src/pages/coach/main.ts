import { CoachStatsDocument, type CoachStatsQuery, CoachTeamDocument, type CoachTeamQuery } from '../generated/graphql';
import { NetworkProblem, Refusal, request, TOKEN_CODES } from '../lib/api';
import { h } from '../lib/dom';
import { dateTimeText, humanCode } from '../lib/format';
import { withOptions } from '../lib/options';
import { showProblem, startPage } from '../lib/page';
import { refusalText, TokenStore, tokenForm } from '../lib/token';
import './coach.css';

/**
 * The coach dashboard (/teams/:id): who may dress for the team's next game and why not, active
 * suspensions, what the team and its players still owe, the team's numbers and its schedule. Fines
 * and the details of fine reasons are private to the team's COACH token (or an ADMIN), so the page
 * asks for one and sends it with every request.
 */
const shell = startPage();
const teamId = shell.id;
const WHO = 'a COACH token of this team, or an ADMIN token';
const tokens = new TokenStore('faceoff.token.coach');
tokens.adoptFromFragment();

type Team = NonNullable<CoachTeamQuery['team']>;
const LIVE = new Set(['IN_PROGRESS', 'INTERMISSION']);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function askForToken(message?: string): void {
  shell.main.replaceChildren(
    h('h1', {}, 'Coach dashboard'),
    tokenForm({ store: tokens, who: WHO, message: message ?? 'Enter your team’s coach token to see its roster, eligibility and fines.', onSaved: () => void load() }),
  );
}

function section(id: string, title: string, ...content: Array<Node | string | null>): HTMLElement {
  return h('section', { id, 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), ...content);
}

/** A table; its columns are text (left-aligned) except those at `numeric`. */
function table(caption: string, head: string[], rows: HTMLTableRowElement[], empty: string, numeric: number[] = []): HTMLElement {
  if (!rows.length) return h('p', { class: 'muted' }, empty);
  return h(
    'table',
    {},
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...head.map((c, i) => h('th', { scope: 'col', class: numeric.includes(i) ? '' : 'text' }, c)))),
    h('tbody', {}, ...rows),
  );
}

function eligibilitySection(team: Team): HTMLElement {
  const next = team.nextGame;
  const byPlayer = new Map(team.eligibility?.players.map((p) => [p.player.id, p]) ?? []);
  const intro = next
    ? h(
        'p',
        { id: 'next-game' },
        'Next game: ',
        h('strong', {}, `${next.home.name} v ${next.away.name}`),
        `, ${dateTimeText(next.startsAt)}${next.venue ? `, ${next.venue}` : ''} (${humanCode(next.stage).toLowerCase()})`,
      )
    : h(
        'p',
        { id: 'next-game', class: 'muted' },
        team.games.some((g) => LIVE.has(g.status))
          ? 'The team is playing now: eligibility is for its next game, once one is scheduled.'
          : 'No game to come: eligibility is for the next game, once one is scheduled.',
      );
  const rows = team.roster.map((entry) => {
    const e = byPlayer.get(entry.player.id);
    const verdict = !e ? h('span', { class: 'muted' }, '–') : e.eligible ? h('span', { class: 'eligible' }, 'Eligible') : h('span', { class: 'ineligible' }, 'Not eligible');
    const reasons = e?.reasons.length ? h('ul', { class: 'reasons' }, ...e.reasons.map((r) => h('li', { 'data-code': r.code }, `${r.message} (${r.rule})`))) : '';
    return h(
      'tr',
      { 'data-player': entry.player.id, 'data-eligible': e ? String(e.eligible) : 'unknown' },
      h('td', { class: 'text' }, String(entry.number)),
      h('th', { scope: 'row', class: 'text' }, entry.player.name),
      h('td', { class: 'text' }, entry.position === 'GOALIE' ? 'Goalie' : 'Skater'),
      h('td', { class: 'text' }, verdict),
      h('td', { class: 'text' }, reasons),
    );
  });
  return section('eligibility', 'Roster and eligibility', intro, table(`${team.roster.length} rostered players`, ['#', 'Player', 'Position', next ? 'Next game' : 'Eligibility', 'Why not'], rows, 'Nobody is on the roster yet.'));
}

function suspensionsSection(team: Team): HTMLElement {
  const rows = team.activeSuspensions.map((s) =>
    h(
      'tr',
      { 'data-suspension': s.id },
      h('th', { scope: 'row', class: 'text' }, s.player?.name ?? ''),
      h('td', { class: 'text' }, s.kind === 'GAMES' ? `${s.games} game${s.games === 1 ? '' : 's'}` : humanCode(s.kind)),
      h('td', {}, String(s.gamesServed)),
      h('td', {}, s.gamesRemaining == null ? '–' : String(s.gamesRemaining)),
      h('td', { class: 'text' }, `${s.reason}${s.rule ? ` (${s.rule})` : ''}`),
    ),
  );
  return section('suspensions', 'Active suspensions', table('Not yet served nor lifted', ['Player', 'Suspension', 'Served', 'Games remaining', 'Reason'], rows, 'No active suspension.', [2, 3]));
}

function finesSection(team: Team): HTMLElement {
  const owed = team.unpaidFines.reduce((sum, f) => sum + f.amountCents, 0);
  const rows = team.unpaidFines.map((f) =>
    h(
      'tr',
      { 'data-fine': f.id },
      h('th', { scope: 'row', class: 'text' }, f.player?.name ?? `${f.team?.name ?? team.name} (team)`),
      h('td', { class: 'text' }, f.kind ? humanCode(f.kind) : 'Fine'),
      h('td', {}, money(f.amountCents)),
      h('td', { class: 'text' }, `${f.reason}${f.rule ? ` (${f.rule})` : ''}`),
    ),
  );
  return section(
    'fines',
    'Unpaid fines',
    team.unpaidFines.length ? h('p', { id: 'owed' }, 'Owed: ', h('strong', {}, money(owed))) : null,
    table('Unpaid and not waived, in this team’s competition', ['Who', 'Kind', 'Amount', 'Reason'], rows, 'Nothing owed.', [2]),
  );
}

function statsSection(team: Team, stats: CoachStatsQuery | undefined): HTMLElement {
  if (!stats) return section('stats', 'Team numbers', h('p', { class: 'muted' }, 'The numbers could not be loaded.'));
  const row = stats.standings.rows.find((r) => r.team.id === team.id);
  const line = row
    ? h(
        'dl',
        { class: 'team-line', id: 'team-line' },
        ...(
          [
            ['Rank', row.rank],
            ['Played', row.gamesPlayed],
            ['Won', row.wins],
            ['Lost', row.losses],
            ['Tied', row.ties],
            ['OT losses', row.overtimeLosses],
            ['Points', row.points],
            ['Goals for', row.goalsFor],
            ['Goals against', row.goalsAgainst],
            ['PIM', row.penaltyMinutes],
          ] as const
        ).flatMap(([label, value]) => [h('dt', {}, label), h('dd', {}, String(value))]),
      )
    : h('p', { class: 'muted' }, 'No standings yet.');
  const players = stats.playerStats.filter((p) => p.team.id === team.id);
  // Player numbers come from the records of games scored live (lineups, goals, penalties). A result
  // entered on paper afterwards (recordResult, G24) holds the score alone: it counts in the team's
  // line above and in the standings, but names no player, so it cannot count here (R21: playing
  // means dressed, and a paper result dresses nobody).
  const finished = team.games.filter((g) => g.status === 'FINAL' || g.status === 'FORFEITED');
  const unrecorded = finished.filter((g) => !g.events.some((e) => e.type === 'GAME_STARTED'));
  const paperNote = unrecorded.length
    ? h(
        'p',
        { id: 'paper-results', class: 'note' },
        `${unrecorded.length < finished.length ? `${unrecorded.length} of the team’s ${finished.length} results ${unrecorded.length === 1 ? 'was' : 'were'}` : finished.length === 1 ? 'The team’s only result was' : `All the team’s ${finished.length} results were`} entered on paper${unrecorded.some((g) => g.status === 'FORFEITED') ? ' or by forfeit' : ''} (${unrecorded.map((g) => `${g.home.id === team.id ? 'v' : 'at'} ${g.home.id === team.id ? g.away.name : g.home.name}, ${dateTimeText(g.startsAt)}`).join('; ')}). `,
        'They count in the team line above and in the standings, but a paper result records only the score — no lineup, scorers or penalties — so the player numbers below do not include them.',
      )
    : null;
  const emptyText = !finished.length ? 'No final game yet.' : unrecorded.length === finished.length ? 'No player numbers: none of the team’s results was scored live.' : 'No player numbers yet.';
  const rows = players.map((p) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row', class: 'text' }, p.player.name),
      h('td', {}, String(p.gamesPlayed)),
      h('td', {}, String(p.goals)),
      h('td', {}, String(p.assists)),
      h('td', {}, String(p.points)),
      h('td', {}, String(p.powerPlayGoals)),
      h('td', {}, String(p.penaltyMinutes)),
    ),
  );
  return section(
    'stats',
    'Team numbers',
    line,
    h('p', {}, h('a', { href: withOptions(`/divisions/${encodeURIComponent(team.division.id)}/standings`) }, 'Division standings'), ' · ', h('a', { href: withOptions(`/divisions/${encodeURIComponent(team.division.id)}/bracket`) }, 'Bracket')),
    paperNote,
    table('Players, from final games scored live', ['Player', 'GP', 'G', 'A', 'PTS', 'PPG', 'PIM'], rows, emptyText, [1, 2, 3, 4, 5, 6]),
  );
}

function scheduleSection(team: Team): HTMLElement {
  const rows = team.games.map((g) => {
    const home = g.home.id === team.id;
    const opponent = home ? g.away.name : g.home.name;
    const ours = home ? g.homeScore : g.awayScore;
    const theirs = home ? g.awayScore : g.homeScore;
    const onPaper = (g.status === 'FINAL' || g.status === 'FORFEITED') && !g.events.some((e) => e.type === 'GAME_STARTED');
    const result = g.status === 'SCHEDULED' ? 'Scheduled' : LIVE.has(g.status) ? `Live ${ours}–${theirs}` : g.status === 'CANCELLED' ? 'Cancelled' : `${ours > theirs ? 'W' : ours < theirs ? 'L' : 'T'} ${ours}–${theirs}${g.decision && g.decision !== 'REGULATION' ? ` (${humanCode(g.decision).toLowerCase()})` : ''}`;
    return h(
      'tr',
      { 'data-game': g.id },
      h('td', { class: 'text' }, dateTimeText(g.startsAt)),
      h('th', { scope: 'row', class: 'text' }, h('a', { href: withOptions(`/scoreboard/${encodeURIComponent(g.id)}`) }, `${home ? 'v' : 'at'} ${opponent}`)),
      h('td', { class: 'text' }, humanCode(g.stage)),
      h('td', { class: 'text' }, g.venue ?? ''),
      h('td', { class: 'text' }, result, onPaper ? h('span', { class: 'muted' }, g.status === 'FORFEITED' ? ' · forfeit' : ' · on paper') : null),
    );
  });
  return section('schedule', 'Schedule', table('Home and away, in order of start time', ['When', 'Game', 'Stage', 'Venue', 'Result'], rows, 'No game scheduled.'));
}

function render(team: Team, stats: CoachStatsQuery | undefined): void {
  document.title = `${team.name} · Coach · Faceoff`;
  const coach = team.officials.filter((o) => o.role === 'COACH').map((o) => o.name);
  shell.main.replaceChildren(
    h('h1', { id: 'team-name' }, team.name),
    h(
      'p',
      { class: 'muted' },
      `${team.division.competition.name} · ${team.division.name}${coach.length ? ` · Coach ${coach.join(', ')}` : ''} · `,
      h('button', { type: 'button', class: 'link', id: 'refresh' }, 'Refresh'),
      ' · ',
      h('button', { type: 'button', class: 'link', id: 'forget-token' }, 'Forget token'),
    ),
    eligibilitySection(team),
    suspensionsSection(team),
    finesSection(team),
    statsSection(team, stats),
    scheduleSection(team),
  );
  document.getElementById('refresh')?.addEventListener('click', () => void load());
  document.getElementById('forget-token')?.addEventListener('click', () => {
    tokens.clear();
    askForToken('Token forgotten on this device.');
  });
}

async function load(): Promise<void> {
  if (!teamId) return showProblem(shell.main, 'No team given', 'The address is /teams/<team id>.');
  const token = tokens.get();
  if (!token) return askForToken();
  try {
    const { team } = await request(CoachTeamDocument, { teamId }, token);
    if (!team) return showProblem(shell.main, 'No such team', `There is no team ${teamId}.`);
    const stats = await request(CoachStatsDocument, { divisionId: team.division.id }, token).catch(() => undefined);
    render(team, stats);
  } catch (error) {
    if (error instanceof Refusal && TOKEN_CODES.has(error.code)) {
      if (error.code === 'UNAUTHENTICATED') tokens.clear();
      return askForToken(refusalText(error.code, WHO, error.message));
    }
    const detail = error instanceof NetworkProblem ? 'The server could not be reached. Try again when the network is back.' : (error as Error).message;
    showProblem(shell.main, 'The team could not be loaded', detail);
  }
}

void load();
// Eligibility moves as games finish and fines are paid: read again every minute.
setInterval(() => {
  if (tokens.get() && document.visibilityState === 'visible' && document.getElementById('team-name')) void load();
}, 60_000);
