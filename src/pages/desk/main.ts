import { DeskCompetitionsDocument, type DeskCompetitionsQuery, DeskCreateCompetitionDocument, DeskTokensDocument, type RulesetPreset } from '../generated/graphql';
import { NetworkProblem, request } from '../lib/api';
import { h } from '../lib/dom';
import { t, translateShell } from '../lib/i18n';
import { showProblem, startPage } from '../lib/page';
import { refusalText, tokenForm } from '../lib/token';
import { auditView } from './audit';
import { competitionView } from './competition';
import { disciplineView } from './discipline';
import { scheduleView } from './schedule';
import { gameView } from './game';
import { officialsView } from './officials';
import { settingsView } from './settings';
import { tabletsView } from './tablets';
import { uploadCompetitionForm } from './upload';
import { webhooksView } from './webhooks';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token, tokens, whenTokenRefused } from './session';
import { knownTimeZones, zonedText, zonedToIso } from './zoned';
import './desk.css';

/**
 * The organizer's desk (/desk): an ADMIN token's pages for setting up a competition from a
 * rulebook preset, its divisions and teams, rosters and schedules (typed, generated, or imported
 * from a spreadsheet) and the scorekeepers' tokens. Built on the public GraphQL API alone.
 * `#/` lists the competitions; `#/competitions/<id>` is one competition; `#/competitions/<id>/games/<gameId>`
 * one game's sheet, officials, sign-offs and certification; `…/settings`, `…/officials` and
 * `…/webhooks` its settings and deletes, its officials' schedules and its webhooks; `…/tablets` the
 * rink tablets' cards (R82).
 */
const shell = startPage('light');
translateShell();
const who = () => t('desk.who');

const PRESETS: RulesetPreset[] = ['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3', 'IIHF', 'NHL'];

function askForToken(message?: string): void {
  shell.main.replaceChildren(h('h1', {}, t('desk.title')), tokenForm({ store: tokens, who: who(), message: message ?? t('desk.signInWhy'), onSaved: () => void start() }));
}

// A refusal of the token itself sends the desk back to the sign-in form; anything else is shown where it happened.
whenTokenRefused((error) => askForToken(refusalText(error.code, who(), error.message)));

function signOut(): void {
  tokens.clear();
  askForToken(t('desk.signedOut'));
}

function header(...crumbs: Array<Node | string>): HTMLElement {
  return h('div', { class: 'desk-bar' }, h('nav', { 'aria-label': t('desk.nav.label') }, ...crumbs), h('button', { type: 'button', class: 'link', id: 'sign-out' }, t('common.signOut')));
}

async function competitionsView(): Promise<void> {
  const data = await request(DeskCompetitionsDocument, {}, token());
  const list = data.competitions.length
    ? h(
        'ul',
        { class: 'cards', id: 'competitions' },
        ...data.competitions.map((c) =>
          h(
            'li',
            {},
            h('a', { href: `#/competitions/${c.id}` }, c.name),
            h('p', { class: 'muted' }, `${t(`common.preset.${c.preset}`)} · ${t(c.kind === 'LEAGUE' ? 'desk.competitions.league' : 'desk.competitions.tournament')} · ${c.timeZone}`),
            progressLine(c.gameCounts, c.timeZone),
          ),
        ),
      )
    : h('p', { class: 'muted', id: 'competitions' }, t('desk.competitions.none'));
  shell.main.replaceChildren(
    header(h('span', {}, t('desk.nav.competitions'))),
    h('h1', {}, t('desk.title')),
    h('h2', {}, t('desk.competitions.title')),
    list,
    newCompetitionForm(),
    uploadCompetitionForm(),
  );
  wireSignOut();
}

type Counts = DeskCompetitionsQuery['competitions'][number]['gameCounts'];

/** Where a competition stands, so the list shows which is live now, which is over and which is to come. */
function progressLine(counts: Counts, timeZone: string): HTMLElement {
  const total = counts.scheduled + counts.live + counts.played;
  const next = counts.nextStartsAt ? t('desk.competitions.next', { when: zonedText(counts.nextStartsAt, timeZone) }) : '';
  const played = t('desk.competitions.played', { count: counts.played, total });
  if (counts.live > 0) {
    return h('p', { class: 'progress' }, h('strong', { class: 'live-badge' }, t('desk.competitions.live', { count: counts.live })), ` · ${played}`);
  }
  if (total === 0) return h('p', { class: 'progress muted' }, t('desk.competitions.noGames'));
  if (counts.scheduled === 0) return h('p', { class: 'progress' }, h('strong', {}, t('desk.competitions.finished')), ` · ${played}`);
  if (counts.played === 0) return h('p', { class: 'progress' }, t('desk.competitions.notStarted', { count: total }), next ? ` · ${next}` : '');
  return h('p', { class: 'progress' }, played, next ? ` · ${next}` : '');
}

function newCompetitionForm(): HTMLElement {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name = input('competition-name', { required: true, maxlength: 200, autocomplete: 'off' });
  const kind = select('competition-kind', [
    ['TOURNAMENT', t('desk.competitions.tournament')],
    ['LEAGUE', t('desk.competitions.league')],
  ]);
  const preset = select(
    'competition-preset',
    PRESETS.map((p) => [p, t(`common.preset.${p}`)]),
  );
  const timeZone = input('competition-zone', { value: zone, list: 'time-zones', required: true, maxlength: 64, autocomplete: 'off' });
  const zones = h('datalist', { id: 'time-zones' }, ...knownTimeZones().map((z) => h('option', { value: z })));
  const seasonStart = input('competition-season-start', { type: 'date' });
  const lastDay = input('competition-last-day', { type: 'date' });
  const form = h(
    'form',
    { class: 'desk-form', id: 'new-competition', 'aria-labelledby': 'new-competition-title' },
    h('h2', { id: 'new-competition-title' }, t('desk.newCompetition.title')),
    field(t('desk.newCompetition.name'), name),
    field(t('desk.newCompetition.kind'), kind),
    field(t('desk.newCompetition.rulebook'), preset, t('desk.newCompetition.rulebookHint')),
    field(t('desk.newCompetition.timeZone'), timeZone, t('desk.newCompetition.timeZoneHint')),
    zones,
    field(t('desk.newCompetition.seasonStart'), seasonStart),
    field(t('desk.newCompetition.lastDay'), lastDay, t('desk.newCompetition.lastDayHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('desk.newCompetition.submit'))),
  );
  onSubmit(
    form,
    async () => {
      const created = await request(
        DeskCreateCompetitionDocument,
        {
          input: {
            name: name.value.trim(),
            kind: kind.value as 'LEAGUE' | 'TOURNAMENT',
            preset: preset.value as RulesetPreset,
            timeZone: timeZone.value.trim(),
            ...(seasonStart.value ? { seasonStartsAt: zonedToIso(`${seasonStart.value}T00:00`, timeZone.value.trim()) } : {}),
            ...(lastDay.value ? { lastRegularSeasonDate: lastDay.value } : {}),
          },
        },
        token(),
      );
      location.hash = `#/competitions/${created.createCompetition.id}`;
    },
    {
      name: 'competition-name',
      timeZone: 'competition-zone',
      seasonStartsAt: 'competition-season-start',
      lastRegularSeasonDate: 'competition-last-day',
      lastRegularSeasonDay: 'competition-last-day',
    },
  );
  return form;
}

function wireSignOut(): void {
  document.getElementById('sign-out')?.addEventListener('click', signOut);
}

/** Shows the view the address names; a refused token asks for another. */
async function route(): Promise<void> {
  const match = /^#\/competitions\/([^/]+)(\/discipline)?/.exec(location.hash);
  const game = /^#\/competitions\/([^/]+)\/games\/([^/]+)/.exec(location.hash);
  const audit = /^#\/competitions\/([^/]+)\/audit$/.exec(location.hash);
  const schedule = /^#\/competitions\/([^/]+)\/schedule$/.exec(location.hash);
  const tablets = /^#\/competitions\/([^/]+)\/tablets$/.exec(location.hash);
  const rest = /^#\/competitions\/([^/]+)\/(settings|officials|webhooks)$/.exec(location.hash);
  try {
    if (game) {
      const competitionLink = h('a', { href: `#/competitions/${game[1]}` }, t('desk.nav.competition'));
      await gameView(shell.main, decodeURIComponent(game[2]!), header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', competitionLink, ` › ${t('deskGame.nav')}`));
      wireSignOut();
    } else if (rest) {
      const id = decodeURIComponent(rest[1]!);
      const view = { settings: settingsView, officials: officialsView, webhooks: webhooksView }[rest[2] as 'settings' | 'officials' | 'webhooks'];
      await view(
        shell.main,
        id,
        header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', h('a', { href: `#/competitions/${rest[1]}` }, t('desk.nav.competition')), ` › ${t(`deskRest.${rest[2]}.nav`)}`),
      );
      wireSignOut();
    } else if (schedule) {
      await scheduleView(
        shell.main,
        decodeURIComponent(schedule[1]!),
        header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', h('a', { href: `#/competitions/${schedule[1]}` }, t('desk.nav.competition')), ` › ${t('deskMore.schedule.nav')}`),
      );
      wireSignOut();
    } else if (tablets) {
      await tabletsView(
        shell.main,
        decodeURIComponent(tablets[1]!),
        header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', h('a', { href: `#/competitions/${tablets[1]}` }, t('desk.nav.competition')), ` › ${t('deskMore.tablets.nav')}`),
      );
      wireSignOut();
    } else if (audit) {
      await auditView(
        shell.main,
        decodeURIComponent(audit[1]!),
        header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', h('a', { href: `#/competitions/${audit[1]}` }, t('desk.nav.competition')), ` › ${t('deskMore.audit.nav')}`),
      );
      wireSignOut();
    } else if (match?.[2]) {
      const id = decodeURIComponent(match[1]!);
      await disciplineView(
        shell.main,
        id,
        header(h('a', { href: '#/' }, t('desk.nav.competitions')), ' › ', h('a', { href: `#/competitions/${match[1]}` }, t('desk.nav.competition')), ` › ${t('desk.nav.discipline')}`),
      );
      wireSignOut();
    } else if (match) {
      await competitionView(shell.main, decodeURIComponent(match[1]!), header(h('a', { href: '#/' }, t('desk.nav.competitions'))));
      wireSignOut();
    } else await competitionsView();
  } catch (error) {
    if (handleTokenRefusal(error)) return;
    showProblem(shell.main, error instanceof NetworkProblem ? t('common.unreachable') : t('desk.couldNotLoad'), error instanceof Error ? error.message : String(error));
  }
}

async function start(): Promise<void> {
  if (!token()) return askForToken();
  try {
    await request(DeskTokensDocument, {}, token());
  } catch (error) {
    if (handleTokenRefusal(error)) return;
    showProblem(shell.main, t('common.unreachable'), error instanceof Error ? error.message : String(error));
    return;
  }
  await route();
}

window.addEventListener('hashchange', () => void route());
void start();
