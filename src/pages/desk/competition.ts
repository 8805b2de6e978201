import {
  type DeskCompetitionQuery,
  type DeskImportReportFragment,
  DeskCompetitionDocument,
  DeskCreateDivisionDocument,
  DeskCreateTeamDocument,
  DeskDeleteTeamDocument,
  DeskGenerateScheduleDocument,
  DeskImportRosterDocument,
  DeskImportScheduleDocument,
  DeskTokensDocument,
  type DivisionCategory,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { versusText } from '../lib/format';
import { t } from '../lib/i18n';
import { auditLink } from './audit';
import { scheduleLink } from './schedule';
import { bracketPanel } from './bracket-panel';
import { rosterCorrections, stageText, teamNameCell } from './corrections';
import { csvPanel } from './csv-panel';
import { deleteButton } from './delete-button';
import { field, input, onSubmit, select } from './forms';
import { moneyPanel } from './money';
import { openDataSection } from './open-data';
import { restLinks } from './settings';
import { sectionNav } from './section-nav';
import { handleTokenRefusal, token } from './session';
import { zonedText, zonedToIso } from './zoned';
import { alertNear, createToken, forgetTokenOutside, scorekeepersSection } from './scorekeepers';

type Competition = NonNullable<DeskCompetitionQuery['competition']>;
type Division = Competition['divisions'][number];

const ROSTER_TEMPLATE = 'name,number,position,birthDate,shoots,waiver\nAlex Martin,9,F,2001-04-17,L,yes\nSam Leblanc,30,G,1999-11-02,L,no\n';
const SCHEDULE_TEMPLATE = 'date,time,home,away,venue\n2026-12-12,09:00,Team A,Team B,Rink 1\n';

/** One competition: its divisions, teams, rosters, schedule and scorekeepers. Re-read after every change. */
export async function competitionView(main: HTMLElement, id: string, bar: HTMLElement, focusId?: string): Promise<void> {
  forgetTokenOutside(id);
  const [data, tokenData] = await Promise.all([request(DeskCompetitionDocument, { id }, token()), request(DeskTokensDocument, {}, token())]);
  const competition = data.competition;
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')), h('p', {}, h('a', { href: '#/' }, t('desk.competition.back'))));
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
      [
        t(`common.preset.${competition.preset}`),
        t(competition.kind === 'LEAGUE' ? 'desk.competitions.league' : 'desk.competitions.tournament'),
        t('desk.competition.timesIn', { zone: competition.timeZone }),
        competition.seasonStartsAt ? t('desk.competition.seasonFrom', { date: zonedText(competition.seasonStartsAt, competition.timeZone) }) : '',
        competition.additionCutoff ? t('desk.competition.additionsUntil', { date: zonedText(competition.additionCutoff, competition.timeZone) }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    h(
      'p',
      {},
      h('a', { href: `#/competitions/${competition.id}/discipline`, id: 'discipline-link' }, t('desk.competition.disciplineLink')),
      ' · ',
      scheduleLink(competition.id),
      ' · ',
      auditLink(competition.id),
      ...restLinks(competition.id),
    ),
    // The page is long (a division's teams, rosters and tools each): its sections, to go straight to one.
    sectionNav([
      ...competition.divisions.map((division) => ({ headingId: `division-${division.id}-title`, label: t('desk.sections.division', { name: division.name }) })),
      { headingId: 'new-division-title', label: t('desk.sections.newDivision') },
      { headingId: 'scorekeepers-title', label: t('desk.tokens.title') },
      { headingId: 'open-data-title', label: t('deskOpenData.title') },
    ]),
    ...competition.divisions.map((division) => divisionSection(competition, division, refresh)),
    newDivisionForm(competition, refresh),
    scorekeepersSection(competition, tokenData.apiTokens, refresh),
    openDataSection(competition),
  );
  const focus = focusId ? document.getElementById(focusId) : null;
  (focus ?? document.getElementById('competition-title'))?.focus();
}

type Refresh = (focusId?: string) => Promise<void>;

function newDivisionForm(competition: Competition, refresh: Refresh): HTMLElement {
  const name = input('division-name', { required: true, maxlength: 100, autocomplete: 'off' });
  const category = select('division-category', [
    ['', t('desk.division.open')],
    ['COED', t('desk.division.COED')],
    ['LADIES', t('desk.division.LADIES')],
    ['YOUTH', t('desk.division.YOUTH')],
  ]);
  const rating = input('division-rating', { maxlength: 40, autocomplete: 'off' });
  const form = h(
    'form',
    { class: 'desk-form', id: 'new-division', 'aria-labelledby': 'new-division-title' },
    h('h2', { id: 'new-division-title' }, t(competition.divisions.length ? 'desk.division.addTitle' : 'desk.division.addFirstTitle')),
    field(t('desk.division.name'), name),
    field(t('desk.division.category'), category),
    field(t('desk.division.rating'), rating, t('desk.division.ratingHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('desk.division.submit'))),
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
  const scheduled = new Set(division.games.flatMap((game) => [game.home.id, game.away.id]));
  const teams = division.teams.length
    ? h(
        'table',
        { id: `division-${d}-teams` },
        h('caption', {}, t('desk.division.teams', { count: division.teams.length })),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col', class: 'text' }, t('desk.division.team')),
            h('th', { scope: 'col' }, t('desk.division.players')),
            h('th', { scope: 'col', class: 'text' }, t('desk.division.goalies')),
          ),
        ),
        h(
          'tbody',
          {},
          ...division.teams.map((team) =>
            h(
              'tr',
              { 'data-team': team.id },
              h(
                'th',
                { scope: 'row', class: 'text' },
                teamNameCell(team, refresh, `division-${d}-teams`),
                // Only a team entered in error can go (R64): one with a game or a player on its roster
                // offers no Delete; the server's refusal still covers what the page does not know of.
                scheduled.has(team.id) || team.roster.length > 0
                  ? ''
                  : deleteButton({
                      id: `delete-team-${team.id}`,
                      label: t('deskRest.delete.named', { name: team.name }),
                      confirmText: t('deskRest.delete.confirm', { name: team.name }),
                      remove: () => request(DeskDeleteTeamDocument, { id: team.id }, token()),
                      after: () => refresh(`division-${d}-title`),
                    }),
              ),
              h('td', {}, team.roster.length),
              h(
                'td',
                { class: 'text' },
                team.roster
                  .filter((r) => r.position === 'GOALIE')
                  .map((r) => `#${r.number} ${r.player.name}`)
                  .join(', ') || '–',
              ),
            ),
          ),
        ),
      )
    : h('p', { class: 'muted' }, t('desk.division.noTeam'));
  const section = h(
    'section',
    { id: `division-${d}`, class: 'division', 'aria-labelledby': `division-${d}-title` },
    h('h2', { id: `division-${d}-title`, tabindex: -1 }, division.name, division.category ? ` (${t(`desk.division.${division.category}`)})` : '', division.rating ? ` · ${division.rating}` : ''),
    h('p', {}, h('a', { href: `/divisions/${d}/standings` }, t('desk.division.standings')), ' · ', h('a', { href: `/divisions/${d}/bracket` }, t('desk.division.bracket'))),
    teams,
    division.teams.length
      ? rosterCorrections(division, refresh, {
          // 000:7: the schedule is drawn once a game of the competition is scheduled (as the server reads it).
          needsClearance: competition.preset === 'COLE_HARBOUR_CLASSIC' && competition.divisions.some((d) => d.games.length > 0),
          // 000:10: only Cole Harbour's preset asks for the waiver; a competition may turn it on or off (R42).
          waiverRequired: competition.rules?.waiverRequired ?? competition.preset === 'COLE_HARBOUR_CLASSIC',
        })
      : null,
    competition.preset.startsWith('WINTER_LEAGUE') && division.teams.length ? moneyPanel(d, division.teams) : null,
    h(
      'div',
      { class: 'tools' },
      newTeamForm(division, refresh),
      division.teams.length ? rosterImport(division, refresh) : null,
      division.teams.length >= 2 ? generateForm(competition, division, refresh) : null,
      division.teams.length >= 2 ? bracketPanel(competition, division, refresh) : null,
      division.teams.length >= 2
        ? csvPanel({
            id: `schedule-${d}`,
            title: t('desk.schedule.importTitle'),
            template: { fileName: 'schedule.csv', csv: SCHEDULE_TEMPLATE },
            hint: t('desk.schedule.importHint', { zone: competition.timeZone }),
            run: async (csv, dryRun) => (await request(DeskImportScheduleDocument, { divisionId: d, csv, dryRun }, token())).importScheduleCsv,
            onStored: () => void refresh(`division-${d}-games`),
          })
        : null,
    ),
    gamesTable(competition, division, refresh),
  );
  // Every division has its own "Import a roster", "Generate a round robin"…: each form is named
  // with its division's name too, so a screen reader tells two divisions' forms apart.
  for (const form of section.querySelectorAll('.tools form[aria-labelledby]')) form.setAttribute('aria-labelledby', `${form.getAttribute('aria-labelledby')} division-${d}-title`);
  return section;
}

function newTeamForm(division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const name = input(`team-name-${d}`, { required: true, maxlength: 100, autocomplete: 'off' });
  const form = h(
    'form',
    { class: 'desk-form inline', id: `new-team-${d}`, 'aria-label': t('desk.team.addTo', { division: division.name }) },
    field(t('desk.team.name'), name),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('desk.team.submit'))),
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

/** A division's roster import just stored, shown once more when the view is drawn again. */
const storedRosterImports = new Map<string, DeskImportReportFragment>();

function rosterImport(division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const team = select(
    `roster-team-${d}`,
    division.teams.map((team) => [team.id, team.name]),
  );
  const panel = csvPanel({
    id: `roster-${d}`,
    title: t('desk.roster.title'),
    template: { fileName: 'roster.csv', csv: ROSTER_TEMPLATE },
    hint: t('desk.roster.hint'),
    run: async (csv, dryRun) => (await request(DeskImportRosterDocument, { teamId: team.value, csv, dryRun }, token())).importRosterCsv,
    // The view is drawn again with the new roster; what the import said (its warnings, R84) stays on screen.
    onStored: (report) => {
      storedRosterImports.set(d, report);
      void refresh(`roster-${d}-summary`);
    },
    shown: storedRosterImports.get(d),
  });
  storedRosterImports.delete(d);
  panel.querySelector('h3')!.after(field(t('desk.roster.team'), team));
  team.addEventListener('change', () => panel.querySelector('textarea')!.dispatchEvent(new Event('input')));
  return panel;
}

function generateForm(competition: Competition, division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const first = input(`generate-first-${d}`, { type: 'datetime-local', required: true });
  const every = input(`generate-every-${d}`, { type: 'number', min: 15, max: 600, value: 60, required: true });
  const venues = h('textarea', { id: `generate-venues-${d}`, name: `generate-venues-${d}`, rows: 2, required: true }, t('desk.schedule.defaultVenue'));
  const rounds = select(`generate-rounds-${d}`, [
    ['ONCE', t('desk.schedule.once')],
    ['TWICE', t('desk.schedule.twice')],
  ]);
  const rest = input(`generate-rest-${d}`, { type: 'number', min: 0, max: 1440, value: 0 });
  const form = h(
    'form',
    { class: 'desk-form', id: `generate-${d}`, 'aria-labelledby': `generate-${d}-title` },
    h('h3', { id: `generate-${d}-title` }, t('desk.schedule.generateTitle')),
    field(t('desk.schedule.first', { zone: competition.timeZone }), first),
    field(t('desk.schedule.every'), every),
    field(t('desk.schedule.venues'), venues, t('desk.schedule.venuesHint')),
    field(t('desk.schedule.rounds'), rounds),
    field(t('desk.schedule.rest'), rest),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('desk.schedule.submit'))),
  );
  onSubmit(
    form,
    async () => {
      const names = venues.value
        .split('\n')
        .map((v) => v.trim())
        .filter(Boolean)
        .slice(0, 20);
      if (!names.length) throw new Error(t('desk.schedule.noVenue'));
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
  const heading = h('h3', { id: `division-${d}-games`, tabindex: -1 }, t('desk.schedule.heading', { count: games.length }));
  if (!games.length) return h('div', {}, heading, h('p', { class: 'muted' }, t('desk.schedule.none')));
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
          h('th', { scope: 'col', class: 'text' }, t('desk.schedule.when')),
          h('th', { scope: 'col', class: 'text' }, t('desk.schedule.game')),
          h('th', { scope: 'col', class: 'text' }, t('desk.schedule.venue')),
          h('th', { scope: 'col', class: 'text' }, t('desk.schedule.status')),
          h('th', { scope: 'col', class: 'text' }, t('desk.schedule.scorekeeper')),
          h('th', { scope: 'col', class: 'text' }, t('deskGame.sheetColumn')),
        ),
      ),
      h(
        'tbody',
        {},
        ...games.map((g) => {
          const done = g.status === 'FINAL' || g.status === 'FORFEITED' || g.status === 'CANCELLED';
          const game = versusText(g.home.name, g.away.name);
          const make = h('button', { type: 'button', class: 'link', disabled: done, 'aria-label': t('desk.schedule.makeTokenFor', { game }) }, t('desk.schedule.makeToken'));
          make.addEventListener('click', () => {
            make.disabled = true;
            void createToken(competition.id, t('desk.schedule.tokenName', { game }), `game:${g.id}`, g.id)
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
            h('td', { class: 'text' }, h('a', { href: `/scoreboard/${g.id}` }, versusText(g.home.name, g.away.name)), done || g.status !== 'SCHEDULED' ? ` ${g.homeScore}–${g.awayScore}` : ''),
            h('td', { class: 'text' }, g.venue ?? ''),
            h('td', { class: 'text' }, t(`common.status.${g.status}`), stageText(g.stage)),
            h('td', { class: 'text' }, make),
            h('td', { class: 'text' }, h('a', { href: `#/competitions/${competition.id}/games/${g.id}`, 'aria-label': t('deskGame.openNamed', { game }) }, t('deskGame.open'))),
          );
        }),
      ),
    ),
  );
}
