import { endOfLocalDay, localDate } from '../../domain/calendar';
import { POINTS, TIEBREAK_CHAINS } from '../../domain/tiebreakers';
import {
  type CompetitionKind,
  DeskDeleteCompetitionDocument,
  DeskDeleteDivisionDocument,
  DeskSettingsDocument,
  type DeskSettingsQuery,
  DeskUpdateCompetitionDocument,
  DeskUpdateDivisionDocument,
  type DivisionCategory,
  type RulesetPreset,
  type UpdateCompetitionInput,
  type UpdateDivisionInput,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import { deleteButton } from './delete-button';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';
import { knownTimeZones, zonedToIso } from './zoned';
import './desk-more.css';
import './desk-rest.css';

/**
 * A competition's settings (`#/competitions/<id>/settings`): its name and the settings that shape
 * results (kind, rulebook, periods, time zone, season dates, an emptied date cleared: refused once
 * a game has started, R59, the refusal beside the field), its points and tie-breakers in words,
 * each division's name, category and rating (refused once its schedule is drawn, R60), and the
 * deletes of a division or of the competition itself where nothing depends on it (R64).
 */

type Competition = NonNullable<DeskSettingsQuery['competition']>;
type Division = Competition['divisions'][number];
type Refresh = (focusId?: string) => Promise<void>;

const PRESETS: RulesetPreset[] = ['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3', 'IIHF', 'NHL'];
const CATEGORIES: Array<DivisionCategory | ''> = ['', 'COED', 'LADIES', 'YOUTH'];

/** The links to a competition's settings, officials' schedule and webhooks, for its header. */
export function restLinks(competitionId: string): Array<Node | string> {
  const base = `#/competitions/${encodeURIComponent(competitionId)}`;
  return [
    ' · ',
    h('a', { href: `${base}/settings`, id: 'settings-link' }, t('deskRest.settings.link')),
    ' · ',
    h('a', { href: `${base}/officials`, id: 'officials-link' }, t('deskRest.officials.link')),
    ' · ',
    h('a', { href: `${base}/webhooks`, id: 'webhooks-link' }, t('deskRest.webhooks.link')),
  ];
}

export async function settingsView(main: HTMLElement, id: string, bar: HTMLElement, focusId?: string): Promise<void> {
  const { competition } = await request(DeskSettingsDocument, { id }, token());
  if (!competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const refresh: Refresh = (focus) =>
    settingsView(main, id, bar, focus).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  main.replaceChildren(
    bar,
    h('h1', { id: 'settings-title', tabindex: -1 }, t('deskRest.settings.title', { competition: competition.name })),
    competitionForm(competition, refresh),
    rulesInWords(competition),
    ...competition.divisions.map((division) => divisionForm(division, refresh)),
    h(
      'section',
      { class: 'desk-form', id: 'delete-competition', 'aria-labelledby': 'delete-competition-title' },
      h('h2', { id: 'delete-competition-title' }, t('deskRest.settings.deleteCompetitionTitle')),
      h('p', { class: 'hint muted' }, t('deskRest.settings.deleteCompetitionHint')),
      deleteButton({
        id: 'delete-competition-button',
        label: t('deskRest.delete.named', { name: competition.name }),
        confirmText: t('deskRest.delete.confirm', { name: competition.name }),
        remove: () => request(DeskDeleteCompetitionDocument, { id: competition.id }, token()),
        after: () => {
          location.hash = '#/';
        },
      }),
    ),
  );
  (document.getElementById(focusId ?? 'settings-title') ?? document.getElementById('settings-title'))?.focus();
}

function dateOf(iso: string | null | undefined, zone: string, before = 0): string {
  return iso ? localDate(Date.parse(iso) - before, zone) : '';
}

function competitionForm(competition: Competition, refresh: Refresh): HTMLElement {
  const zone = competition.timeZone;
  const name = input('settings-name', { required: true, maxlength: 120, autocomplete: 'off', value: competition.name });
  const kind = select(
    'settings-kind',
    [
      ['TOURNAMENT', t('desk.competitions.tournament')],
      ['LEAGUE', t('desk.competitions.league')],
    ],
    competition.kind,
  );
  const preset = select(
    'settings-preset',
    PRESETS.map((p) => [p, t(`common.preset.${p}`)]),
    competition.preset,
  );
  const periods = input('settings-periods', { type: 'number', min: 1, max: 5, value: competition.rules?.regulationPeriods ?? '' });
  const minutes = input('settings-period-minutes', { type: 'number', min: 1, max: 60, value: competition.rules?.periodMinutes ?? '' });
  const timeZone = input('settings-zone', { required: true, maxlength: 64, list: 'settings-zones', autocomplete: 'off', value: zone });
  const zones = h('datalist', { id: 'settings-zones' }, ...knownTimeZones().map((z) => h('option', { value: z })));
  const seasonStart = input('settings-season-start', { type: 'date', value: dateOf(competition.seasonStartsAt, zone) });
  // The cut-off is the end of the last regular-season day: the day before the instant stored.
  const lastDay = input('settings-last-day', { type: 'date', value: dateOf(competition.additionCutoff, zone, 1) });
  const reason = input('settings-reason', { maxlength: 500, autocomplete: 'off' });
  const saved = h('p', { class: 'muted', id: 'settings-saved', role: 'status' });
  const form = h(
    'form',
    { class: 'desk-form', id: 'competition-settings', 'aria-labelledby': 'competition-settings-title' },
    h('h2', { id: 'competition-settings-title', tabindex: -1 }, t('deskRest.settings.competitionTitle')),
    h('p', { class: 'hint muted' }, t('deskRest.settings.competitionHint')),
    field(t('desk.newCompetition.name'), name),
    field(t('desk.newCompetition.kind'), kind),
    field(t('desk.newCompetition.rulebook'), preset, t('desk.newCompetition.rulebookHint')),
    field(t('deskRest.settings.periods'), periods, t('deskRest.settings.presetsValue')),
    field(t('deskRest.settings.periodMinutes'), minutes, t('deskRest.settings.presetsValue')),
    field(t('desk.newCompetition.timeZone'), timeZone, t('desk.newCompetition.timeZoneHint')),
    zones,
    field(t('desk.newCompetition.seasonStart'), seasonStart),
    field(t('desk.newCompetition.lastDay'), lastDay, t('desk.newCompetition.lastDayHint')),
    field(t('deskRest.reason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskRest.settings.save'))),
    saved,
  );
  onSubmit(
    form,
    async () => {
      saved.textContent = '';
      const next: UpdateCompetitionInput = {};
      const zoneNext = timeZone.value.trim();
      if (name.value.trim() !== competition.name) next.name = name.value.trim();
      if (kind.value !== competition.kind) next.kind = kind.value as CompetitionKind;
      if (preset.value !== competition.preset) next.preset = preset.value as RulesetPreset;
      if (zoneNext !== zone) next.timeZone = zoneNext;
      const rules: NonNullable<UpdateCompetitionInput['rules']> = {};
      const number = (control: HTMLInputElement) => (control.value === '' ? null : Number(control.value));
      if (number(periods) !== (competition.rules?.regulationPeriods ?? null)) rules.regulationPeriods = number(periods);
      if (number(minutes) !== (competition.rules?.periodMinutes ?? null)) rules.periodMinutes = number(minutes);
      if (Object.keys(rules).length) next.rules = rules;
      // An emptied date is cleared (null); a date left as it was is not sent.
      if (seasonStart.value !== dateOf(competition.seasonStartsAt, zone)) next.seasonStartsAt = seasonStart.value ? zonedToIso(`${seasonStart.value}T00:00`, zoneNext) : null;
      if (lastDay.value !== dateOf(competition.additionCutoff, zone, 1)) next.additionCutoff = lastDay.value ? endOfLocalDay(lastDay.value, zoneNext).toISOString() : null;
      if (!Object.keys(next).length) {
        saved.textContent = t('deskRest.settings.unchanged');
        return;
      }
      if (reason.value.trim()) next.reason = reason.value.trim();
      await request(DeskUpdateCompetitionDocument, { id: competition.id, input: next }, token());
      await refresh('competition-settings-title');
      const again = document.getElementById('settings-saved');
      if (again) again.textContent = t('deskRest.settings.saved');
    },
    {
      name: name.id,
      kind: kind.id,
      preset: preset.id,
      rules: minutes.id,
      regulationPeriods: periods.id,
      periodMinutes: minutes.id,
      timeZone: timeZone.id,
      seasonStartsAt: seasonStart.id,
      additionCutoff: lastDay.id,
      reason: reason.id,
    },
  );
  return form;
}

/** The competition's points per result and its tie-breaker chain, in words (its own chain, or its rulebook's). */
function rulesInWords(competition: Competition): HTMLElement {
  const points = POINTS[competition.preset];
  const lines = [
    points.regulationWin !== undefined && points.overtimeWin !== undefined && points.regulationWin !== points.overtimeWin
      ? t('deskRest.points.regulationWin', { count: points.regulationWin }) + ' · ' + t('deskRest.points.overtimeWin', { count: points.overtimeWin })
      : t('deskRest.points.win', { count: points.win }),
    t('deskRest.points.tie', { count: points.tie }),
    t('deskRest.points.overtimeLoss', { count: points.overtimeLoss }),
    t('deskRest.points.loss', { count: points.loss }),
  ];
  const chain = competition.rules?.tiebreakers ?? TIEBREAK_CHAINS[competition.preset].criteria;
  return h(
    'section',
    { class: 'desk-form', id: 'rules-in-words', 'aria-labelledby': 'rules-in-words-title' },
    h('h2', { id: 'rules-in-words-title' }, t('deskRest.points.title', { rulebook: t(`common.preset.${competition.preset}`) })),
    h('p', { id: 'points-system' }, lines.join(' · ')),
    h('h3', {}, t(competition.rules?.tiebreakers ? 'deskRest.points.ownChain' : 'deskRest.points.presetChain')),
    h('ol', { id: 'tiebreaker-chain' }, ...chain.map((c) => h('li', {}, t(`standings.chain.${c}`)))),
  );
}

function divisionForm(division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const name = input(`division-${d}-name`, { required: true, maxlength: 100, autocomplete: 'off', value: division.name });
  const category = select(
    `division-${d}-category`,
    CATEGORIES.map((c) => [c, t(c ? `desk.division.${c}` : 'desk.division.open')]),
    division.category ?? '',
  );
  const rating = input(`division-${d}-rating`, { maxlength: 40, autocomplete: 'off', value: division.rating ?? '' });
  const reason = input(`division-${d}-reason`, { maxlength: 500, autocomplete: 'off' });
  const drawn = division.games.length > 0;
  const form = h(
    'form',
    { class: 'desk-form', id: `division-${d}-settings`, 'aria-labelledby': `division-${d}-settings-title` },
    h('h2', { id: `division-${d}-settings-title`, tabindex: -1 }, t('deskRest.division.title', { division: division.name })),
    drawn ? h('p', { class: 'hint muted' }, t('deskRest.division.drawn', { count: division.games.length })) : null,
    field(t('desk.division.name'), name),
    field(t('desk.division.category'), category),
    field(t('desk.division.rating'), rating, t('desk.division.ratingHint')),
    field(t('deskRest.reason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskRest.division.save'))),
    h(
      'p',
      {},
      deleteButton({
        id: `delete-division-${d}`,
        label: t('deskRest.delete.named', { name: division.name }),
        confirmText: t('deskRest.delete.confirm', { name: division.name }),
        remove: () => request(DeskDeleteDivisionDocument, { id: d }, token()),
        after: () => refresh('settings-title'),
      }),
    ),
  );
  onSubmit(
    form,
    async () => {
      const next: UpdateDivisionInput = {};
      if (name.value.trim() !== division.name) next.name = name.value.trim();
      if (category.value !== (division.category ?? '')) next.category = (category.value || null) as DivisionCategory | null;
      if (rating.value.trim() !== (division.rating ?? '')) next.rating = rating.value.trim() || null;
      if (!Object.keys(next).length) return;
      if (reason.value.trim()) next.reason = reason.value.trim();
      await request(DeskUpdateDivisionDocument, { id: d, input: next }, token());
      await refresh(`division-${d}-settings-title`);
    },
    { name: name.id, category: category.id, rating: rating.id, reason: reason.id },
  );
  return form;
}
