import {
  type DeskCompetitionQuery,
  DeskCompetitionDocument,
  DeskCreateDivisionDocument,
  DeskCreateTeamDocument,
  DeskCreateTokenDocument,
  DeskGenerateScheduleDocument,
  DeskImportRosterDocument,
  DeskImportScheduleDocument,
  DeskRevokeTokenDocument,
  DeskTokensDocument,
  type DeskTokensQuery,
  type DivisionCategory,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { humanCode, presetText } from '../lib/format';
import { csvPanel } from './csv-panel';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';
import { zonedText, zonedToIso } from './zoned';

type Competition = NonNullable<DeskCompetitionQuery['competition']>;
type Division = Competition['divisions'][number];
type ApiToken = DeskTokensQuery['apiTokens'][number];

/** A token just made: shown until the desk leaves the competition (the server never shows it again). */
let justCreated: { competitionId: string; label: string; token: string; consoleUrl?: string } | undefined;

const ROSTER_TEMPLATE = 'name,number,position,birthDate,shoots\nAlex Martin,9,F,2001-04-17,L\nSam Leblanc,30,G,1999-11-02,L\n';
const SCHEDULE_TEMPLATE = 'date,time,home,away,venue\n2026-12-12,09:00,Team A,Team B,Rink 1\n';

/** One competition: its divisions, teams, rosters, schedule and scorekeepers. Re-read after every change. */
export async function competitionView(main: HTMLElement, id: string, bar: HTMLElement, focusId?: string): Promise<void> {
  if (justCreated && justCreated.competitionId !== id) justCreated = undefined;
  const [data, tokenData] = await Promise.all([request(DeskCompetitionDocument, { id }, token()), request(DeskTokensDocument, {}, token())]);
  const competition = data.competition;
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, 'No such competition'), h('p', {}, h('a', { href: '#/' }, 'Back to the competitions')));
    return;
  }
  const refresh = (focus?: string) =>
    competitionView(main, id, bar, focus).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  main.replaceChildren(
    bar,
    h('h1', { id: 'competition-title', tabindex: -1 }, competition.name),
    h(
      'p',
      { class: 'muted', id: 'competition-summary' },
      `${presetText(competition.preset)} · ${competition.kind === 'LEAGUE' ? 'League' : 'Tournament'} · times in ${competition.timeZone}` +
        (competition.seasonStartsAt ? ` · season from ${zonedText(competition.seasonStartsAt, competition.timeZone)}` : '') +
        (competition.additionCutoff ? ` · additions until ${zonedText(competition.additionCutoff, competition.timeZone)}` : ''),
    ),
    h('p', {}, h('a', { href: `#/competitions/${competition.id}/discipline`, id: 'discipline-link' }, 'Discipline desk: suspensions, fines and protests')),
    ...competition.divisions.map((division) => divisionSection(competition, division, refresh)),
    newDivisionForm(competition, refresh),
    scorekeepersSection(competition, tokenData.apiTokens, refresh),
  );
  const focus = focusId ? document.getElementById(focusId) : null;
  (focus ?? document.getElementById('competition-title'))?.focus();
}

type Refresh = (focusId?: string) => Promise<void>;

function newDivisionForm(competition: Competition, refresh: Refresh): HTMLElement {
  const name = input('division-name', { required: true, maxlength: 100, autocomplete: 'off' });
  const category = select('division-category', [
    ['', 'Open'],
    ['COED', 'Co-ed'],
    ['LADIES', 'Ladies'],
    ['YOUTH', 'Youth'],
  ]);
  const rating = input('division-rating', { maxlength: 40, autocomplete: 'off' });
  const form = h(
    'form',
    { class: 'desk-form', id: 'new-division', 'aria-labelledby': 'new-division-title' },
    h('h2', { id: 'new-division-title' }, competition.divisions.length ? 'Add a division' : 'Add the first division'),
    field('Division name', name),
    field('Category', category),
    field('Rating or tier (optional)', rating, 'BHI: REC, INTERMEDIATE, BARN or SHACK; a league tier.'),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Add division')),
  );
  onSubmit(
    form,
    async () => {
      const created = await request(
        DeskCreateDivisionDocument,
        {
          input: {
            competitionId: competition.id,
            name: name.value.trim(),
            ...(category.value ? { category: category.value as DivisionCategory } : {}),
            ...(rating.value.trim() ? { rating: rating.value.trim() } : {}),
          },
        },
        token(),
      );
      await refresh(`division-${created.createDivision.id}-title`);
    },
    { name: 'division-name', rating: 'division-rating' },
  );
  return form;
}

function divisionSection(competition: Competition, division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const teams = division.teams.length
    ? h(
        'table',
        { id: `division-${d}-teams` },
        h('caption', {}, `${division.teams.length} teams`),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'text' }, 'Team'), h('th', { scope: 'col' }, 'Players'), h('th', { scope: 'col', class: 'text' }, 'Goalies'))),
        h(
          'tbody',
          {},
          ...division.teams.map((t) =>
            h(
              'tr',
              { 'data-team': t.id },
              h('th', { scope: 'row', class: 'text' }, t.name),
              h('td', {}, t.roster.length),
              h('td', { class: 'text' }, t.roster.filter((r) => r.position === 'GOALIE').map((r) => `#${r.number} ${r.player.name}`).join(', ') || '–'),
            ),
          ),
        ),
      )
    : h('p', { class: 'muted' }, 'No team yet.');
  return h(
    'section',
    { id: `division-${d}`, class: 'division', 'aria-labelledby': `division-${d}-title` },
    h('h2', { id: `division-${d}-title`, tabindex: -1 }, division.name, division.category ? ` (${humanCode(division.category)})` : '', division.rating ? ` · ${division.rating}` : ''),
    h('p', {}, h('a', { href: `/divisions/${d}/standings` }, 'Standings'), ' · ', h('a', { href: `/divisions/${d}/bracket` }, 'Bracket')),
    teams,
    h(
      'div',
      { class: 'tools' },
      newTeamForm(division, refresh),
      division.teams.length ? rosterImport(division, refresh) : null,
      division.teams.length >= 2 ? generateForm(competition, division, refresh) : null,
      division.teams.length >= 2
        ? csvPanel({
          id: `schedule-${d}`,
          title: 'Import a schedule',
          template: { fileName: 'schedule.csv', csv: SCHEDULE_TEMPLATE },
          hint: `Columns: date (YYYY-MM-DD), time (in ${competition.timeZone}), home, away, venue; optional stage. Teams by name.`,
          run: async (csv, dryRun) => (await request(DeskImportScheduleDocument, { divisionId: d, csv, dryRun }, token())).importScheduleCsv,
          onStored: () => void refresh(`division-${d}-games`),
          })
        : null,
    ),
    gamesTable(competition, division, refresh),
  );
}

function newTeamForm(division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const name = input(`team-name-${d}`, { required: true, maxlength: 100, autocomplete: 'off' });
  const form = h(
    'form',
    { class: 'desk-form inline', id: `new-team-${d}`, 'aria-label': `Add a team to ${division.name}` },
    field('Team name', name),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Add team')),
  );
  onSubmit(
    form,
    async () => {
      await request(DeskCreateTeamDocument, { input: { divisionId: d, name: name.value.trim() } }, token());
      await refresh(`team-name-${d}`);
    },
    { name: `team-name-${d}` },
  );
  return form;
}

function rosterImport(division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const team = select(
    `roster-team-${d}`,
    division.teams.map((t) => [t.id, t.name]),
  );
  const panel = csvPanel({
    id: `roster-${d}`,
    title: 'Import a roster',
    template: { fileName: 'roster.csv', csv: ROSTER_TEMPLATE },
    hint: 'Columns: name (or first and last name), number, position (G for a goalie), birthDate (YYYY-MM-DD); shoots optional.',
    run: async (csv, dryRun) => (await request(DeskImportRosterDocument, { teamId: team.value, csv, dryRun }, token())).importRosterCsv,
    onStored: () => void refresh(`division-${d}-teams`),
  });
  panel.querySelector('h3')!.after(field('Team', team));
  team.addEventListener('change', () => panel.querySelector('textarea')!.dispatchEvent(new Event('input')));
  return panel;
}

function generateForm(competition: Competition, division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const first = input(`generate-first-${d}`, { type: 'datetime-local', required: true });
  const every = input(`generate-every-${d}`, { type: 'number', min: 15, max: 600, value: 60, required: true });
  const venues = h('textarea', { id: `generate-venues-${d}`, name: `generate-venues-${d}`, rows: 2, required: true }, 'Rink 1');
  const rounds = select(`generate-rounds-${d}`, [
    ['ONCE', 'Each pair meets once'],
    ['TWICE', 'Each pair meets twice (home and away)'],
  ]);
  const rest = input(`generate-rest-${d}`, { type: 'number', min: 0, max: 1440, value: 0 });
  const form = h(
    'form',
    { class: 'desk-form', id: `generate-${d}`, 'aria-labelledby': `generate-${d}-title` },
    h('h3', { id: `generate-${d}-title` }, 'Generate a round robin'),
    field(`First game (${competition.timeZone})`, first),
    field('Minutes between start times', every),
    field('Venues, one per line', venues, 'Every venue takes a game at every start time.'),
    field('Rounds', rounds),
    field('Least rest between a team’s games, in minutes', rest),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Generate schedule')),
  );
  onSubmit(
    form,
    async () => {
      const names = venues.value.split('\n').map((v) => v.trim()).filter(Boolean).slice(0, 20);
      if (!names.length) throw new Error('Give at least one venue.');
      const teams = division.teams.length;
      const games = ((teams * (teams - 1)) / 2) * (rounds.value === 'TWICE' ? 2 : 1);
      // Twice the slots the games need (at most the API's 2,000): room for rest and for byes.
      const times = Math.min(Math.ceil((games * 2) / names.length), Math.floor(2000 / names.length));
      const start = Date.parse(zonedToIso(first.value, competition.timeZone));
      const step = Number(every.value) * 60_000;
      const slots = Array.from({ length: times }, (_, i) => names.map((venue) => ({ startsAt: new Date(start + i * step).toISOString(), venue }))).flat();
      await request(
        DeskGenerateScheduleDocument,
        {
          input: {
            divisionId: d,
            rounds: rounds.value as 'ONCE' | 'TWICE',
            slots,
            ...(Number(rest.value) > 0 ? { minRestMinutes: Number(rest.value) } : {}),
          },
        },
        token(),
      );
      await refresh(`division-${d}-games`);
    },
    { slots: `generate-first-${d}`, minRestMinutes: `generate-rest-${d}` },
  );
  return form;
}

function gamesTable(competition: Competition, division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const games = [...division.games].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const heading = h('h3', { id: `division-${d}-games`, tabindex: -1 }, `Schedule (${games.length} games)`);
  if (!games.length) return h('div', {}, heading, h('p', { class: 'muted' }, 'No game scheduled yet.'));
  return h(
    'div',
    { class: 'scroll' },
    heading,
    h(
      'table',
      { id: `division-${d}-schedule` },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col', class: 'text' }, 'When'),
          h('th', { scope: 'col', class: 'text' }, 'Game'),
          h('th', { scope: 'col', class: 'text' }, 'Venue'),
          h('th', { scope: 'col', class: 'text' }, 'Status'),
          h('th', { scope: 'col', class: 'text' }, 'Scorekeeper'),
        ),
      ),
      h(
        'tbody',
        {},
        ...games.map((g) => {
          const done = g.status === 'FINAL' || g.status === 'FORFEITED' || g.status === 'CANCELLED';
          const make = h('button', { type: 'button', class: 'link', disabled: done, 'aria-label': `Make a scorekeeper token for ${g.home.name} v ${g.away.name}` }, 'Make token');
          make.addEventListener('click', () => {
            make.disabled = true;
            void createToken(competition.id, `Scorekeeper, ${g.home.name} v ${g.away.name}`, `game:${g.id}`, g.id)
              .then(() => refresh('token-once'))
              .catch((error: unknown) => {
                make.disabled = false;
                if (!handleTokenRefusal(error)) alertNear(make, error);
              });
          });
          return h(
            'tr',
            { 'data-game': g.id },
            h('td', { class: 'text' }, zonedText(g.startsAt, competition.timeZone)),
            h('td', { class: 'text' }, h('a', { href: `/scoreboard/${g.id}` }, `${g.home.name} v ${g.away.name}`), done || g.status !== 'SCHEDULED' ? ` ${g.homeScore}–${g.awayScore}` : ''),
            h('td', { class: 'text' }, g.venue ?? ''),
            h('td', { class: 'text' }, humanCode(g.status)),
            h('td', { class: 'text' }, make),
          );
        }),
      ),
    ),
  );
}

function alertNear(element: Element, error: unknown): void {
  element.after(h('span', { class: 'field-error', role: 'alert' }, ` ${error instanceof Error ? error.message : String(error)}`));
}

async function createToken(competitionId: string, label: string, scope: string, gameId?: string): Promise<void> {
  const created = await request(DeskCreateTokenDocument, { input: { name: label, role: 'SCOREKEEPER', scopes: [scope] } }, token());
  const secret = created.createApiToken.token;
  justCreated = {
    competitionId,
    label,
    token: secret,
    consoleUrl: gameId ? `${location.origin}/games/${gameId}/score#token=${encodeURIComponent(secret)}` : undefined,
  };
}

/** The tokens that write this competition's games: scoped to it, or to one of its games. */
function tokensOf(competition: Competition, all: readonly ApiToken[]): ApiToken[] {
  const scopes = new Set([`competition:${competition.id}`, ...competition.divisions.flatMap((d) => d.games.map((g) => `game:${g.id}`))]);
  return all.filter((t) => t.scopes.some((s) => scopes.has(s)));
}

function scorekeepersSection(competition: Competition, all: readonly ApiToken[], refresh: Refresh): HTMLElement {
  const name = input('token-name', { required: true, maxlength: 100, autocomplete: 'off', placeholder: 'Rink 1 tablet' });
  const form = h(
    'form',
    { class: 'desk-form inline', id: 'new-token', 'aria-label': 'Make a scorekeeper token for the whole competition' },
    field('A token for every game of the competition (a rink’s tablet)', name),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, 'Make token')),
  );
  onSubmit(
    form,
    async () => {
      await createToken(competition.id, name.value.trim(), `competition:${competition.id}`);
      await refresh('token-once');
    },
    { name: 'token-name' },
  );
  const mine = tokensOf(competition, all);
  const list = mine.length
    ? h(
        'table',
        { id: 'tokens' },
        h('caption', {}, 'Scorekeeper tokens'),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'text' }, 'For'), h('th', { scope: 'col', class: 'text' }, 'Made'), h('th', { scope: 'col', class: 'text' }, 'State'))),
        h(
          'tbody',
          {},
          ...mine.map((t) => {
            const revoke = h('button', { type: 'button', class: 'link', 'aria-label': `Revoke ${t.name}` }, 'Revoke');
            revoke.addEventListener('click', () => {
              if (!confirm(`Revoke “${t.name}”? Consoles using it are signed out at once.`)) return;
              revoke.disabled = true;
              void request(DeskRevokeTokenDocument, { id: t.id }, token())
                .then(() => refresh('tokens'))
                .catch((error: unknown) => {
                  revoke.disabled = false;
                  if (!handleTokenRefusal(error)) alertNear(revoke, error);
                });
            });
            return h(
              'tr',
              { 'data-token': t.id },
              h('th', { scope: 'row', class: 'text' }, t.name),
              h('td', { class: 'text' }, new Date(t.createdAt).toLocaleString()),
              h('td', { class: 'text' }, t.revokedAt ? `Revoked ${new Date(t.revokedAt).toLocaleString()}` : revoke),
            );
          }),
        ),
      )
    : h('p', { class: 'muted', id: 'tokens' }, 'No scorekeeper token yet.');
  return h(
    'section',
    { id: 'scorekeepers', 'aria-labelledby': 'scorekeepers-title' },
    h('h2', { id: 'scorekeepers-title' }, 'Scorekeepers'),
    justCreated ? tokenOnce(justCreated) : null,
    form,
    list,
  );
}

function tokenOnce(made: NonNullable<typeof justCreated>): HTMLElement {
  const value = h('input', { id: 'token-once-value', type: 'text', readonly: true, value: made.token, spellcheck: 'false' });
  return h(
    'div',
    { class: 'token-once', id: 'token-once', tabindex: -1, role: 'status' },
    h('h3', {}, `Token for ${made.label}`),
    h('p', {}, 'Shown this once: copy it now, or open the console with it.'),
    h('label', { for: 'token-once-value' }, 'Token'),
    value,
    made.consoleUrl ? h('p', {}, h('a', { href: made.consoleUrl, id: 'token-once-console', target: '_blank', rel: 'noopener' }, 'Open the scorekeeper console with this token')) : null,
  );
}
