import { CoachLogLineupDocument, CoachSignGameSheetDocument, CoachStatsDocument, type CoachStatsQuery, CoachTeamDocument, type CoachTeamQuery } from '../generated/graphql';
import { NetworkProblem, Refusal, request, TOKEN_CODES } from '../lib/api';
import { accountBody } from '../lib/account';
import { stored } from '../lib/game-log';
import { h } from '../lib/dom';
import { codeText, dateTimeText, versusText } from '../lib/format';
import { currentLanguage, moneyText, setTitle, t, translateShell } from '../lib/i18n';
import { withOptions } from '../lib/options';
import { showProblem, startPage } from '../lib/page';
import { refusalText, TokenStore, tokenForm } from '../lib/token';
import './coach.css';

/**
 * The coach dashboard (/teams/:id/coach): who may dress for the team's next game and why not, active
 * suspensions, what the team and its players still owe, the team's numbers and its schedule. Fines
 * and the details of fine reasons are private to the team's COACH token (or an ADMIN), so the page
 * asks for one and sends it with every request.
 */
const shell = startPage();
translateShell();
setTitle(t('coach.title'));
const teamId = shell.id;
const WHO = t('coach.who');
const tokens = new TokenStore('faceoff.token.coach');
tokens.adoptFromFragment();

type Team = NonNullable<CoachTeamQuery['team']>;
const LIVE = new Set(['IN_PROGRESS', 'INTERMISSION']);
const money = (cents: number) => moneyText(cents);

function askForToken(message?: string): void {
  shell.main.replaceChildren(h('h1', {}, t('coach.title')), tokenForm({ store: tokens, who: WHO, message: message ?? t('coach.signInWhy'), onSaved: () => void load() }));
}

/** A game as the team sees it: "v Owls" at home, "at Owls" away. */
function opponentText(team: Team, g: Team['games'][number]): string {
  return g.home.id === team.id ? t('coach.home', { team: g.away.name }) : t('coach.away', { team: g.home.name });
}

function section(id: string, title: string, ...content: Array<Node | string | null>): HTMLElement {
  return h('section', { id, 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), ...content);
}

/** A table; its columns are text (left-aligned) except those at `numeric`. */
function table(caption: string, head: string[], rows: HTMLTableRowElement[], empty: string, numeric: number[] = []): HTMLElement {
  if (!rows.length) return h('p', { class: 'muted' }, empty);
  // A table wider than a phone scrolls inside its own box, named by its caption and reached by Tab,
  // so the page itself never scrolls sideways.
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': caption, tabindex: 0 },
    h('table', {}, h('caption', {}, caption), h('thead', {}, h('tr', {}, ...head.map((c, i) => h('th', { scope: 'col', class: numeric.includes(i) ? '' : 'text' }, c)))), h('tbody', {}, ...rows)),
  );
}

/** A message to show once the page is drawn again (the lineup just posted). */
let lineupFlash = '';

/**
 * Who may dress for the next game, and why not — those who cannot first, on every screen — and,
 * while that game has not started, the lineup the coach posts for it (setLineup, R21/R22): a
 * Dress box per player (off for one who cannot dress), the team's officials on the bench, and Post
 * enabled once the choice differs from what is posted. A refusal names each player beside his row.
 */
function eligibilitySection(team: Team): HTMLElement {
  const next = team.nextGame;
  const byPlayer = new Map(team.eligibility?.players.map((p) => [p.player.id, p]) ?? []);
  const e = (key: string, values?: Record<string, unknown>) => t(`coach.eligibility.${key}`, values);
  const l = (key: string, values?: Record<string, unknown>) => t(`coach.lineup.${key}`, values);
  const intro = next
    ? h(
        'p',
        { id: 'next-game' },
        t('coach.nextGame'),
        h('strong', {}, versusText(next.home.name, next.away.name)),
        `, ${dateTimeText(next.startsAt)}${next.venue ? `, ${next.venue}` : ''} (${codeText('stage', next.stage).toLowerCase()})`,
      )
    : h('p', { id: 'next-game', class: 'muted' }, team.games.some((g) => LIVE.has(g.status)) ? t('coach.playingNow') : t('coach.noGameToCome'));
  // League 004:8 (G52): a suspended team official may not be on the bench; setLineup refuses him.
  const benched = next?.officials.filter((o) => o.team.id === team.id && o.suspended).map((o) => `${o.official.name} (${codeText('officialRole', o.official.role).toLowerCase()})`) ?? [];
  const officials = benched.length ? h('p', { id: 'officials-suspended', class: 'ineligible' }, t('coach.officialsSuspended', { names: benched.join(', ') })) : '';
  const cannot = (playerId: string) => byPlayer.get(playerId)?.eligible === false;
  // Who cannot dress first, then by number: what a coach looks for before a game.
  const roster = [...team.roster].sort((a, b) => Number(cannot(b.player.id)) - Number(cannot(a.player.id)) || a.number - b.number);
  const out = roster.filter((entry) => cannot(entry.player.id));
  const summary = next
    ? h(
        'p',
        { id: 'cannot-dress-summary', class: out.length ? 'ineligible' : 'eligible' },
        out.length ? e('cannotDress', { count: out.length, total: roster.length, names: out.map((r) => `#${r.number} ${r.player.name}`).join(', ') }) : e('allCanDress', { count: roster.length }),
      )
    : '';

  const canPost = next?.status === 'SCHEDULED' && roster.length > 0;
  const posted = next?.postedLineup ?? null;
  const postedIds = new Set(posted?.players.map((p) => p.player.id) ?? []);
  const boxes = new Map<string, HTMLInputElement>();
  const refusedCells = new Map<string, HTMLElement>();
  const rows = roster.map((entry) => {
    const id = entry.player.id;
    const verdictOf = byPlayer.get(id);
    const verdict = !verdictOf
      ? h('span', { class: 'muted' }, '–')
      : verdictOf.eligible
        ? h('span', { class: 'eligible' }, t('coach.eligible'))
        : h('span', { class: 'ineligible' }, t('coach.notEligible'));
    const reasons = verdictOf?.reasons.length ? h('ul', { class: 'reasons' }, ...verdictOf.reasons.map((r) => h('li', { 'data-code': r.code }, `${r.message} (${r.rule})`))) : '';
    const refused = h('p', { class: 'field-error', id: `refused-${id}`, role: 'alert', hidden: true });
    refusedCells.set(id, refused);
    let dress: HTMLElement | null = null;
    if (canPost) {
      const box = h('input', {
        type: 'checkbox',
        id: `dress-${id}`,
        'data-dress': id,
        'aria-label': l('dressNamed', { player: `#${entry.number} ${entry.player.name}` }),
        'aria-describedby': `refused-${id}`,
        disabled: cannot(id),
      });
      box.checked = !cannot(id) && (posted ? postedIds.has(id) : true);
      boxes.set(id, box);
      dress = h('td', { class: 'dress' }, box);
    }
    return h(
      'tr',
      { 'data-player': id, 'data-eligible': verdictOf ? String(verdictOf.eligible) : 'unknown' },
      dress,
      h('td', { class: 'text number' }, String(entry.number)),
      h('th', { scope: 'row', class: 'text' }, entry.player.name),
      h('td', { class: 'text position' }, entry.position === 'GOALIE' ? t('coach.goalie') : t('coach.skater')),
      h('td', { class: 'text verdict' }, verdict),
      h('td', { class: 'text why' }, reasons, refused),
    );
  });
  const head = [...(canPost ? [l('dress')] : []), '#', e('player'), e('position'), next ? e('nextGame') : e('eligibility'), e('whyNot')];
  const grid = table(e('caption', { count: roster.length }), head, rows, e('empty'));
  if (!canPost || !next) return section('eligibility', e('title'), intro, officials, summary, grid);

  // The team's officials on the bench (league §12, R40): as the last sheet listed them; a suspended one cannot be.
  const officialBoxes = team.officials.map((o) => {
    const onGame = next.officials.find((g) => g.official.id === o.id && g.team.id === team.id);
    const box = h('input', { type: 'checkbox', id: `bench-${o.id}`, 'data-official': o.id, disabled: onGame?.suspended === true });
    box.checked = onGame?.present === true && !onGame.suspended;
    return { id: o.id, box, label: h('label', { for: box.id, class: 'check' }, box, ` ${o.name} (${codeText('officialRole', o.role).toLowerCase()})`) };
  });
  const bench = officialBoxes.length ? h('fieldset', { id: 'bench', class: 'bench' }, h('legend', {}, l('bench')), ...officialBoxes.map((o) => o.label)) : '';
  const initial = (): string => JSON.stringify([[...boxes].filter(([, b]) => b.checked).map(([id]) => id), officialBoxes.filter((o) => o.box.checked).map((o) => o.id)]);
  const postedState = posted ? JSON.stringify([[...boxes].filter(([id]) => postedIds.has(id) && !cannot(id)).map(([id]) => id), officialBoxes.filter((o) => o.box.checked).map((o) => o.id)]) : null;
  const chosen = () => [...boxes].filter(([, b]) => b.checked).map(([id]) => id);
  const button = h('button', { type: 'submit', class: 'primary', id: 'post-lineup' });
  const error = h('p', { id: 'lineup-error', class: 'field-error', role: 'alert', hidden: true });
  const status = h(
    'p',
    { id: 'lineup-status', role: 'status', class: lineupFlash ? 'signed' : posted ? '' : 'muted', tabindex: -1 },
    lineupFlash || (posted ? l('posted', { when: dateTimeText(posted.postedAt), count: posted.players.length }) : l('notPosted')),
  );
  lineupFlash = '';
  const update = () => {
    const count = chosen().length;
    button.textContent = l('post', { count });
    // Post acts when someone is chosen and the choice is not the one already posted.
    button.disabled = count === 0 || initial() === postedState;
  };
  update();
  const form = h(
    'form',
    { id: 'lineup-form', 'aria-labelledby': 'lineup-title' },
    h('h3', { id: 'lineup-title' }, l('title')),
    h('p', { class: 'muted' }, l('intro')),
    status,
    grid,
    bench,
    error,
    h('div', { class: 'actions' }, button),
  );
  form.addEventListener('change', () => {
    update();
    form.dataset.dirty = 'true';
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    error.hidden = true;
    for (const cell of refusedCells.values()) cell.hidden = true;
    const playerIds = chosen();
    const input = { gameId: next.id, teamId: team.id, playerIds, officialIds: officialBoxes.filter((o) => o.box.checked).map((o) => o.id), clientEventId: crypto.randomUUID() };
    void request(CoachLogLineupDocument, { input }, tokens.get())
      .then((answer) => {
        stored(answer.logLineup);
        lineupFlash = l('postedNow', { count: playerIds.length, game: versusText(next.home.name, next.away.name) });
        return load().then(() => document.getElementById('lineup-status')?.focus());
      })
      .catch((problem: unknown) => {
        update();
        if (problem instanceof Refusal) {
          // R21: each refused player named beside his own row, with every reason (a problem at input.playerIds.N).
          for (const { field, message } of problem.fields) {
            const at = /^input\.playerIds\.(\d+)$/.exec(field);
            const id = at ? playerIds[Number(at[1])] : undefined;
            const cell = id === undefined ? undefined : refusedCells.get(id);
            if (!cell) continue;
            cell.textContent = l('refused', { reasons: message });
            cell.hidden = false;
          }
        }
        error.textContent = problem instanceof NetworkProblem ? t('words.problem.unavailable') : (problem as Error).message;
        error.hidden = false;
      });
  });
  return section('eligibility', e('title'), intro, officials, summary, form);
}

function suspensionsSection(team: Team): HTMLElement {
  const rows = team.activeSuspensions.map((s) =>
    h(
      'tr',
      { 'data-suspension': s.id },
      h('th', { scope: 'row', class: 'text' }, s.player?.name ?? (s.teamOfficial ? `${s.teamOfficial.name} (${codeText('officialRole', s.teamOfficial.role).toLowerCase()})` : '')),
      h('td', { class: 'text' }, s.kind === 'GAMES' ? t('coach.suspensions.games', { count: s.games ?? 0 }) : codeText('suspension', s.kind)),
      h('td', {}, String(s.gamesServed)),
      h('td', {}, s.gamesRemaining == null ? '–' : String(s.gamesRemaining)),
      h('td', { class: 'text' }, `${s.reason ?? ''}${s.rule ? ` (${s.rule})` : ''}`),
    ),
  );
  const w = (key: string) => t(`coach.suspensions.${key}`);
  return section('suspensions', w('title'), table(w('caption'), [w('player'), w('suspension'), w('served'), w('remaining'), w('reason')], rows, w('empty'), [2, 3]));
}

function finesSection(team: Team): HTMLElement {
  // Null only for a token that is not this team's COACH (the page asks with the coach's own team).
  const unpaid = team.unpaidFines ?? [];
  const owed = unpaid.reduce((sum, f) => sum + f.amountCents, 0);
  const rows = unpaid.map((f) =>
    h(
      'tr',
      { 'data-fine': f.id },
      h('th', { scope: 'row', class: 'text' }, f.player?.name ?? t('coach.fines.team', { team: f.team?.name ?? team.name })),
      h('td', { class: 'text' }, f.kind ? codeText('fine', f.kind) : t('coach.fines.fine')),
      h('td', {}, money(f.amountCents)),
      h('td', { class: 'text' }, `${f.reason}${f.rule ? ` (${f.rule})` : ''}`),
    ),
  );
  const w = (key: string) => t(`coach.fines.${key}`);
  return section(
    'fines',
    w('title'),
    unpaid.length ? h('p', { id: 'owed' }, w('owed'), h('strong', {}, money(owed))) : null,
    table(w('caption'), [w('who'), w('kind'), w('amount'), w('reason')], rows, w('empty'), [2]),
  );
}

function statsSection(team: Team, stats: CoachStatsQuery | undefined): HTMLElement {
  const w = (key: string) => t(`coach.stats.${key}`);
  if (!stats) return section('stats', w('title'), h('p', { class: 'muted' }, w('couldNotLoad')));
  const row = stats.standings.rows.find((r) => r.team.id === team.id);
  const line = row
    ? h(
        'dl',
        { class: 'team-line', id: 'team-line' },
        ...(
          [
            ['rank', row.rank],
            ['played', row.gamesPlayed],
            ['won', row.wins],
            ['lost', row.losses],
            ['tied', row.ties],
            ['otLosses', row.overtimeLosses],
            ['points', row.points],
            ['goalsFor', row.goalsFor],
            ['goalsAgainst', row.goalsAgainst],
            ['pim', row.penaltyMinutes],
          ] as const
        ).flatMap(([label, value]) => [h('dt', {}, w(label)), h('dd', {}, String(value))]),
      )
    : h('p', { class: 'muted' }, w('noStandings'));
  const players = stats.playerStats.filter((p) => p.team.id === team.id);
  // Player numbers come from the records of games scored live (lineups, goals, penalties). A result
  // entered on paper afterwards (recordResult, G24) holds the score alone: it counts in the team's
  // line above and in the standings, but names no player, so it cannot count here (R21: playing
  // means dressed, and a paper result dresses nobody).
  const finished = team.games.filter((g) => g.status === 'FINAL' || g.status === 'FORFEITED');
  const unrecorded = finished.filter((g) => !g.log.edges.some((e) => e.node.__typename === 'GameStartedEntry'));
  const paperNote = unrecorded.length
    ? h(
        'p',
        { id: 'paper-results', class: 'note' },
        t(unrecorded.length < finished.length ? 'coach.paper.some' : finished.length === 1 ? 'coach.paper.only' : 'coach.paper.all', {
          count: unrecorded.length,
          total: finished.length,
          forfeit: unrecorded.some((g) => g.status === 'FORFEITED') ? t('coach.paper.orForfeit') : '',
          games: unrecorded.map((g) => `${opponentText(team, g)}, ${dateTimeText(g.startsAt)}`).join('; '),
        }),
        t('coach.paper.after'),
      )
    : null;
  const emptyText = !finished.length ? w('noFinal') : unrecorded.length === finished.length ? w('noneLive') : w('noNumbers');
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
    w('title'),
    line,
    h(
      'p',
      {},
      h('a', { href: withOptions(`/divisions/${encodeURIComponent(team.division.id)}/standings`) }, w('standings')),
      ' · ',
      h('a', { href: withOptions(`/divisions/${encodeURIComponent(team.division.id)}/bracket`) }, w('bracket')),
    ),
    paperNote,
    table(w('caption'), [w('player'), ...['GP', 'G', 'A', 'PTS', 'PPG', 'PIM'].map((c) => w(`columns.${c}`))], rows, emptyText, [1, 2, 3, 4, 5, 6]),
  );
}

function scheduleSection(team: Team): HTMLElement {
  const rows = team.games.map((g) => {
    const home = g.home.id === team.id;
    const ours = home ? g.homeScore : g.awayScore;
    const theirs = home ? g.awayScore : g.homeScore;
    const onPaper = (g.status === 'FINAL' || g.status === 'FORFEITED') && !g.log.edges.some((e) => e.node.__typename === 'GameStartedEntry');
    const w = (key: string) => t(`coach.schedule.${key}`);
    const result =
      g.status === 'SCHEDULED' || g.status === 'CANCELLED'
        ? t(`common.status.${g.status}`)
        : LIVE.has(g.status)
          ? t('coach.schedule.live', { score: `${ours}–${theirs}` })
          : `${w(ours > theirs ? 'win' : ours < theirs ? 'loss' : 'tie')} ${ours}–${theirs}${g.decision && g.decision !== 'REGULATION' ? ` (${codeText('decision', g.decision).toLowerCase()})` : ''}`;
    return h(
      'tr',
      { 'data-game': g.id },
      h('td', { class: 'text' }, dateTimeText(g.startsAt)),
      h('th', { scope: 'row', class: 'text' }, h('a', { href: withOptions(`/scoreboard/${encodeURIComponent(g.id)}`) }, opponentText(team, g))),
      h('td', { class: 'text' }, codeText('stage', g.stage)),
      h('td', { class: 'text' }, g.venue ?? ''),
      h('td', { class: 'text' }, result, onPaper ? h('span', { class: 'muted' }, w(g.status === 'FORFEITED' ? 'forfeit' : 'onPaper')) : null),
    );
  });
  const w = (key: string) => t(`coach.schedule.${key}`);
  return section('schedule', w('title'), table(w('caption'), [w('when'), w('game'), w('stage'), w('venue'), w('result')], rows, w('empty')));
}

/** A finished game's result as the team sees it: "W 3–1", "L 0–2 (overtime)". */
function resultText(team: Team, g: Team['games'][number]): string {
  const home = g.home.id === team.id;
  const ours = home ? g.homeScore : g.awayScore;
  const theirs = home ? g.awayScore : g.homeScore;
  const w = (key: string) => t(`coach.schedule.${key}`);
  return `${w(ours > theirs ? 'win' : ours < theirs ? 'loss' : 'tie')} ${ours}–${theirs}${g.decision && g.decision !== 'REGULATION' ? ` (${codeText('decision', g.decision).toLowerCase()})` : ''}`;
}

/**
 * R57, R80: the team's finished games whose sheet its coach has still to sign — not certified, and
 * his line (HOME_COACH at home, AWAY_COACH away) not signed, or signed before the sheet's last
 * change (the signature's seq below the game's last event).
 */
function sheetsToSign(team: Team): Array<{ game: Team['games'][number]; role: 'HOME_COACH' | 'AWAY_COACH'; stale: Team['games'][number]['signOffs'][number] | undefined }> {
  return team.games
    .filter((g) => (g.status === 'FINAL' || g.status === 'FORFEITED') && !g.certifiedAt)
    .map((game) => {
      const role = game.home.id === team.id ? ('HOME_COACH' as const) : ('AWAY_COACH' as const);
      const signed = game.signOffs.find((s) => s.role === role);
      return { game, role, signed };
    })
    .filter(({ game, signed }) => !signed || signed.seq < game.scoreboard.seq)
    .map(({ game, role, signed }) => ({ game, role, stale: signed }));
}

/**
 * The sheets to sign, each with its score, opponent and time, a link to the printable sheet and a
 * name field; Sign is enabled once a name is typed and signs with the coach's own token (R80: way
 * COACH_TOKEN). A signed game leaves the list, and the page says so.
 */
function signSection(team: Team): HTMLElement {
  const w = (key: string, values?: Record<string, string>) => t(`coach.sign.${key}`, values);
  const status = h('p', { id: 'sign-done', class: 'signed', role: 'status', tabindex: -1 });
  const list = h('ul', { class: 'sheets', id: 'sheets-to-sign', 'aria-label': w('caption') });
  const empty = h('p', { class: 'muted', id: 'sheets-none' }, w('empty'));
  const items = sheetsToSign(team).map(({ game, role, stale }) => {
    const id = `sign-${game.id}`;
    const opponent = opponentText(team, game);
    const name = h('input', { id: `${id}-name`, name: `${id}-name`, type: 'text', required: true, maxlength: 100, autocomplete: 'name', 'aria-describedby': `${id}-name-error` });
    const sign = h('button', { type: 'submit', class: 'primary', id: `${id}-submit`, disabled: true, 'aria-label': w('signNamed', { game: opponent }) }, w('sign'));
    const error = h('p', { id: `${id}-name-error`, class: 'field-error', role: 'alert', hidden: true });
    const form = h(
      'form',
      { class: 'sign-form', id, 'aria-label': w('formNamed', { game: opponent }) },
      h('div', { class: 'field' }, h('label', { for: name.id }, w('name')), name, error),
      h('div', { class: 'actions' }, sign),
    );
    const item = h(
      'li',
      { 'data-game': game.id },
      h('h3', {}, `${opponent} · ${resultText(team, game)}`),
      h(
        'p',
        { class: 'muted' },
        dateTimeText(game.startsAt),
        game.venue ? ` · ${game.venue}` : '',
        ' · ',
        h('a', { href: `/games/${encodeURIComponent(game.id)}/sheet.pdf?lang=${currentLanguage()}`, target: '_blank', rel: 'noopener' }, w('sheet')),
      ),
      stale ? h('p', { class: 'note' }, w('changed', { name: stale.name })) : null,
      form,
    );
    name.addEventListener('input', () => {
      sign.disabled = !name.value.trim();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const signer = name.value.replace(/\s+/g, ' ').trim();
      if (sign.disabled || !signer) return;
      sign.disabled = true;
      error.hidden = true;
      name.removeAttribute('aria-invalid');
      void request(CoachSignGameSheetDocument, { gameId: game.id, input: { role, name: signer } }, tokens.get())
        .then(() => {
          item.remove();
          if (!list.children.length) list.replaceWith(empty);
          status.textContent = w('signed', { game: `${opponent}, ${dateTimeText(game.startsAt)}`, name: signer });
          status.focus();
        })
        .catch((problem: unknown) => {
          sign.disabled = !name.value.trim();
          error.textContent = problem instanceof NetworkProblem ? t('words.problem.unavailable') : (problem as Error).message;
          error.hidden = false;
          name.setAttribute('aria-invalid', 'true');
        });
    });
    return item;
  });
  list.append(...items);
  return section('sign', w('title'), h('p', {}, w('intro')), status, items.length ? list : empty);
}

function render(team: Team, stats: CoachStatsQuery | undefined): void {
  setTitle(t('coach.tabTitle', { team: team.name }));
  const coach = team.officials.filter((o) => o.role === 'COACH').map((o) => o.name);
  shell.main.replaceChildren(
    h('h1', { id: 'team-name' }, team.name),
    h(
      'p',
      { class: 'muted' },
      `${team.division.competition.name} · ${team.division.name}${coach.length ? ` · ${t('coach.coach', { names: coach.join(', ') })}` : ''} · `,
      h('button', { type: 'button', class: 'link', id: 'refresh' }, t('coach.refresh')),
      ' · ',
      h('button', { type: 'button', class: 'link', id: 'forget-token' }, t('coach.forget')),
    ),
    // Sheets waiting for the coach's signature come first; with none, who can dress for the next game does.
    ...(sheetsToSign(team).length ? [signSection(team), eligibilitySection(team)] : [eligibilitySection(team), signSection(team)]),
    suspensionsSection(team),
    finesSection(team),
    ...(team.division.competition.preset.startsWith('WINTER_LEAGUE') && team.account ? [section('account', t('coach.account.title'), accountBody(team.account))] : []),
    statsSection(team, stats),
    scheduleSection(team),
  );
  document.getElementById('refresh')?.addEventListener('click', () => void load());
  document.getElementById('forget-token')?.addEventListener('click', () => {
    tokens.clear();
    askForToken(t('coach.forgotten'));
  });
}

async function load(): Promise<void> {
  if (!teamId) return showProblem(shell.main, t('coach.noTeam'), t('coach.noTeamHow'));
  const token = tokens.get();
  if (!token) return askForToken();
  try {
    const { team } = await request(CoachTeamDocument, { teamId }, token);
    if (!team) return showProblem(shell.main, t('coach.noSuchTeam'), t('coach.noSuchTeamWhy', { id: teamId }));
    // The team's private records answer null, never an error, to a token that may not read them
    // (another team's coach, a scorekeeper): the page is of no use with it, so it asks again.
    if (team.unpaidFines == null) return askForToken(refusalText('FORBIDDEN', WHO, t('coach.notThisTeam')));
    const stats = await request(CoachStatsDocument, { divisionId: team.division.id }, token).catch(() => undefined);
    render(team, stats);
  } catch (error) {
    if (error instanceof Refusal && TOKEN_CODES.has(error.code)) {
      if (error.code === 'UNAUTHENTICATED') tokens.clear();
      return askForToken(refusalText(error.code, WHO, error.message));
    }
    const detail = error instanceof NetworkProblem ? t('words.problem.unavailable') : (error as Error).message;
    showProblem(shell.main, t('coach.couldNotLoad'), detail);
  }
}

void load();
// Eligibility moves as games finish and fines are paid: read again every minute.
setInterval(() => {
  // Not while a coach is typing his name to sign a sheet: drawing the page again would lose it.
  // Nor while a lineup is being chosen.
  const signing = [...document.querySelectorAll<HTMLInputElement>('#sheets-to-sign input')].some((i) => i.value.trim()) || document.getElementById('lineup-form')?.dataset.dirty === 'true';
  if (tokens.get() && document.visibilityState === 'visible' && document.getElementById('team-name') && !signing) void load();
}, 60_000);
