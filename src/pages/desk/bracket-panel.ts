import { DeskBracketDocument, type DeskBracketQuery, DeskCreateBracketDocument, type DeskCompetitionQuery } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import { BRACKET_FORMATS } from './bracket-formats';
import { field, input, onSubmit, select, showError } from './forms';
import { handleTokenRefusal, token } from './session';
import { zonedToIso } from './zoned';
import './desk-more.css';

type Competition = NonNullable<DeskCompetitionQuery['competition']>;
type Division = Competition['divisions'][number];
type Bracket = NonNullable<DeskBracketQuery['bracket']>;
type Refresh = (focusId?: string) => Promise<void>;

/**
 * A division's bracket on the desk: once made, its format, seeds and a link to its public page;
 * until then the form that makes it (createBracket) in the rulebook's format, seeded from the
 * standings unless seeded by hand, its first round on the competition's clock. The server's
 * refusals (a round robin not complete, teams level after every tie-breaker) are shown on the form.
 */
export function bracketPanel(competition: Competition, division: Division, refresh: Refresh): HTMLElement {
  const d = division.id;
  const panel = h('div', { id: `bracket-${d}`, class: 'bracket-panel' }, h('p', { class: 'muted', role: 'status' }, t('deskMore.bracket.loading')));
  request(DeskBracketDocument, { divisionId: d }, token())
    .then(({ bracket }) => panel.replaceChildren(bracket ? madeBracket(division, bracket) : bracketForm(competition, division, refresh)))
    .catch((error: unknown) => {
      if (handleTokenRefusal(error)) return;
      const form = bracketForm(competition, division, refresh);
      panel.replaceChildren(form);
      showError(form, error);
    });
  return panel;
}

function formatText(format: string): string {
  return t(`deskMore.bracket.formats.${format}`, { defaultValue: format });
}

function madeBracket(division: Division, bracket: Bracket): HTMLElement {
  const d = division.id;
  const scheduled = bracket.slots.filter((slot) => slot.game).length;
  return h(
    'section',
    { class: 'bracket-made', 'aria-labelledby': `bracket-${d}-title` },
    h('h3', { id: `bracket-${d}-title`, tabindex: -1 }, t('deskMore.bracket.made')),
    h('p', {}, t('deskMore.bracket.madeSummary', { format: formatText(bracket.playoffFormat), seeds: bracket.seeds.map((team, i) => `${i + 1}. ${team.name}`).join(', ') })),
    h('p', {}, t('deskMore.bracket.games', { count: scheduled })),
    h('p', {}, h('a', { href: `/divisions/${d}/bracket`, id: `bracket-${d}-page` }, t('deskMore.bracket.page'))),
  );
}

function bracketForm(competition: Competition, division: Division, refresh: Refresh): HTMLFormElement {
  const d = division.id;
  const format = BRACKET_FORMATS[competition.preset];
  const teams = division.teams;
  const seeds = teams.map((_, i) => select(`bracket-${d}-seed-${i + 1}`, [['', t('deskMore.bracket.fromStandings')], ...teams.map((team): [string, string] => [team.id, team.name])]));
  const first = input(`bracket-${d}-first`, { type: 'datetime-local' });
  const days = input(`bracket-${d}-days`, { type: 'number', min: 0, max: 30, value: 1, required: true });
  const form = h(
    'form',
    { class: 'desk-form', id: `bracket-${d}-form`, 'aria-labelledby': `bracket-${d}-form-title division-${d}-title` },
    h('h3', { id: `bracket-${d}-form-title` }, t('deskMore.bracket.title')),
    h('p', { class: 'muted' }, t('deskMore.bracket.format', { format: formatText(format) })),
    h(
      'details',
      { class: 'seeds-disclosure' },
      h('summary', {}, t('deskMore.bracket.seeds')),
      h(
        'fieldset',
        { class: 'seeds', 'aria-describedby': `bracket-${d}-seeds-hint` },
        h('legend', {}, t('deskMore.bracket.seedsLegend')),
        h('p', { id: `bracket-${d}-seeds-hint`, class: 'hint muted' }, t('deskMore.bracket.seedsHint')),
        ...seeds.map((control, i) => field(t('deskMore.bracket.seed', { number: i + 1 }), control)),
      ),
    ),
    field(t('deskMore.bracket.first', { zone: competition.timeZone }), first, t('deskMore.bracket.firstHint')),
    field(t('deskMore.bracket.days'), days),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.bracket.submit'))),
  );
  onSubmit(
    form,
    async () => {
      const seeding = seeds.map((control) => control.value).filter(Boolean);
      await request(
        DeskCreateBracketDocument,
        {
          input: {
            divisionId: d,
            daysBetweenRounds: Number(days.value),
            ...(seeding.length ? { seeding } : {}),
            ...(first.value ? { firstRoundAt: zonedToIso(first.value, competition.timeZone) } : {}),
          },
        },
        token(),
      );
      await refresh(`division-${d}-games`);
    },
    { seeding: `bracket-${d}-seed-1`, firstRoundAt: `bracket-${d}-first`, daysBetweenRounds: `bracket-${d}-days` },
  );
  return form;
}
