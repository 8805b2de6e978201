import {
  DeskAdjustSuspensionDocument,
  DeskDisciplineDocument,
  type DeskDisciplineQuery,
  DeskPendingProtestsDocument,
  type DeskProtestsFragment,
  DeskLiftSuspensionDocument,
  DeskPayFineDocument,
  DeskRecordFineDocument,
  DeskReviewIdCheckDocument,
  DeskRuleProtestDocument,
  DeskSetSuspensionDocument,
  DeskWaiveFineDocument,
  type SuspensionKind,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { readPages, stored } from '../lib/game-log';
import { moneyText, t } from '../lib/i18n';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';
import { zonedText } from './zoned';

type Report = DeskDisciplineQuery['disciplineReport'];
type Who = { player?: { name: string } | null; team?: { name: string } | null; teamOfficial?: { name: string; role: string } | null };

const money = (cents: number) => moneyText(cents);

function whoText(row: Who): string {
  if (row.player) return row.player.name;
  if (row.teamOfficial) return `${row.teamOfficial.name} (${t(`desk.discipline.role.${row.teamOfficial.role}`)})`;
  return row.team?.name ?? '–';
}

/**
 * The discipline desk (`#/competitions/<id>/discipline`): open suspensions, unpaid fines, protests
 * waiting for a ruling and the ID checks of finished games waiting for the league's (league §9)
 * across the competition, each with its rule and the official's actions, each action asking for the
 * reason it is kept with.
 */
export async function disciplineView(main: HTMLElement, competitionId: string, bar: HTMLElement, focusId?: string, notice?: string): Promise<void> {
  const data = await request(DeskDisciplineDocument, { competitionId }, token());
  // Pending protests past the first page, page after page from each endCursor.
  const protests = await readPages(async (after) => (after ? (await request(DeskPendingProtestsDocument, { competitionId, after }, token())).protestsConnection : undefined), data.protestsConnection);
  if (!data.competition) {
    main.replaceChildren(bar, h('h1', {}, t('desk.competition.missing')));
    return;
  }
  const zone = data.competition.timeZone;
  const refresh = (focus?: string, said?: string) =>
    disciplineView(main, competitionId, bar, focus, said).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  main.replaceChildren(
    bar,
    h('h1', { id: 'discipline-title', tabindex: -1 }, t('desk.discipline.title', { competition: data.competition.name })),
    h('p', { class: 'muted' }, t('desk.discipline.owed', { amount: money(data.disciplineReport.owedCents) })),
    suspensionsSection(data.disciplineReport, zone, refresh, notice),
    finesSection(data.disciplineReport, refresh),
    byHandSection(data.competition, refresh),
    protestsSection(protests, zone, refresh),
    idChecksSection(data.idChecksAwaitingReview, competitionId, zone, refresh),
  );
  (document.getElementById(focusId ?? '') ?? document.getElementById('discipline-title'))?.focus();
}

type Refresh = (focusId?: string, notice?: string) => Promise<void>;

/** An action behind a disclosure: its form's submit stays disabled until every required field has text. */
function action(summary: string, id: string, fields: HTMLElement[], submit: string, run: () => Promise<void>): HTMLElement {
  const button = h('button', { type: 'submit', class: 'primary', disabled: true }, submit);
  const form = h('form', { class: 'desk-form action', id }, ...fields, h('div', { class: 'actions' }, button));
  const required = () => [...form.querySelectorAll<HTMLInputElement>('[required]')];
  form.addEventListener('input', () => {
    button.disabled = required().some((c) => !c.value.trim());
  });
  onSubmit(form, run, { reason: `${id}-reason`, ruling: `${id}-reason`, games: `${id}-games` });
  return h('details', {}, h('summary', {}, summary), form);
}

function reasonField(id: string, label = t('desk.discipline.reason')): HTMLElement {
  return field(label, input(`${id}-reason`, { required: true, maxlength: 500, autocomplete: 'off' }));
}

const valueOf = (id: string) => (document.getElementById(id) as HTMLInputElement | HTMLSelectElement).value.trim();

/** A suspension's length as the desk says it: games left of games, or its kind. */
function lengthText(s: { kind: string; games?: number | null; gamesRemaining?: number | null }): string {
  return s.kind === 'GAMES' ? t('desk.discipline.gamesLeft', { count: s.gamesRemaining ?? 0, games: s.games ?? 0 }) : t(`desk.discipline.kind.${s.kind}`);
}

function suspensionsSection(report: Report, zone: string, refresh: Refresh, notice?: string): HTMLElement {
  const rows = report.suspensions.map((s) => {
    const lift = action(t('desk.discipline.lift'), `lift-${s.id}`, [reasonField(`lift-${s.id}`)], t('desk.discipline.liftSubmit'), async () => {
      await request(DeskLiftSuspensionDocument, { id: s.id, reason: valueOf(`lift-${s.id}-reason`) }, token());
      await refresh('suspensions-title');
    });
    const adjust = action(
      t('desk.discipline.adjust'),
      `adjust-${s.id}`,
      [field(t('desk.discipline.games'), input(`adjust-${s.id}-games`, { type: 'number', min: 1, max: 100, value: s.games ?? '', required: true })), reasonField(`adjust-${s.id}`)],
      t('desk.discipline.adjustSubmit'),
      async () => {
        const { adjustSuspension: after } = await request(
          DeskAdjustSuspensionDocument,
          { id: s.id, kind: 'GAMES', games: Number(valueOf(`adjust-${s.id}-games`)), reason: valueOf(`adjust-${s.id}-reason`) },
          token(),
        );
        // Says what changed, so the office sees the new length was stored.
        await refresh('suspensions-title', t('desk.discipline.adjusted', { who: whoText(s), before: lengthText(s), after: lengthText(after) }));
      },
    );
    const length = lengthText(s);
    return h(
      'tr',
      { 'data-suspension': s.id },
      h('th', { scope: 'row', class: 'text' }, whoText(s), s.team && s.player ? h('span', { class: 'muted' }, ` · ${s.team.name}`) : ''),
      h('td', { class: 'text' }, length),
      h('td', { class: 'text' }, s.reason, s.rule ? h('span', { class: 'muted' }, ` (${s.rule})`) : ''),
      h('td', { class: 'text' }, zonedText(s.startsAt, zone)),
      h('td', { class: 'text' }, lift, adjust),
    );
  });
  return h(
    'section',
    { id: 'suspensions', 'aria-labelledby': 'suspensions-title' },
    h('h2', { id: 'suspensions-title', tabindex: -1 }, t('desk.discipline.suspensions', { count: rows.length })),
    notice ? h('p', { id: 'suspensions-notice', role: 'status' }, notice) : '',
    rows.length
      ? h('div', { class: 'scroll' }, h('table', {}, head(['who', 'length', 'reasonAndRule', 'since', 'actions']), h('tbody', {}, ...rows)))
      : h('p', { class: 'muted' }, t('desk.discipline.noSuspension')),
  );
}

function finesSection(report: Report, refresh: Refresh): HTMLElement {
  const rows = report.fines.map((f) => {
    const pay = h('button', { type: 'button', class: 'link', 'aria-label': t('desk.discipline.paidNamed', { amount: money(f.amountCents), who: whoText(f) }) }, t('desk.discipline.paid'));
    pay.addEventListener('click', () => {
      pay.disabled = true;
      void request(DeskPayFineDocument, { id: f.id }, token())
        .then(() => refresh('fines-title'))
        .catch((error: unknown) => {
          pay.disabled = false;
          if (!handleTokenRefusal(error)) pay.after(h('span', { class: 'field-error', role: 'alert' }, ` ${(error as Error).message}`));
        });
    });
    const waive = action(t('desk.discipline.waive'), `waive-${f.id}`, [reasonField(`waive-${f.id}`)], t('desk.discipline.waiveSubmit'), async () => {
      await request(DeskWaiveFineDocument, { id: f.id, reason: valueOf(`waive-${f.id}-reason`) }, token());
      await refresh('fines-title');
    });
    return h(
      'tr',
      { 'data-fine': f.id },
      h('th', { scope: 'row', class: 'text' }, whoText(f)),
      h('td', {}, money(f.amountCents)),
      h('td', { class: 'text' }, f.reason, f.rule ? h('span', { class: 'muted' }, ` (${f.rule})`) : ''),
      h('td', { class: 'text' }, pay, waive),
    );
  });
  return h(
    'section',
    { id: 'fines', 'aria-labelledby': 'fines-title' },
    h('h2', { id: 'fines-title', tabindex: -1 }, t('desk.discipline.fines', { count: rows.length })),
    rows.length
      ? h('div', { class: 'scroll' }, h('table', {}, head(['who', 'amount', 'reasonAndRule', 'actions'], [1]), h('tbody', {}, ...rows)))
      : h('p', { class: 'muted' }, t('desk.discipline.noFine')),
  );
}

function protestsSection(protests: ReadonlyArray<DeskProtestsFragment['edges'][number]['node']>, zone: string, refresh: Refresh): HTMLElement {
  const rows = protests.map((p) => {
    const rule = action(
      t('desk.discipline.rule'),
      `rule-${p.id}`,
      [
        field(
          t('desk.discipline.outcome'),
          select(`rule-${p.id}-outcome`, [
            ['LOST', t('desk.discipline.lost')],
            ['WON', t('desk.discipline.won')],
          ]),
        ),
        reasonField(`rule-${p.id}`, t('desk.discipline.ruling')),
      ],
      t('desk.discipline.ruleSubmit'),
      async () => {
        await request(DeskRuleProtestDocument, { id: p.id, outcome: valueOf(`rule-${p.id}-outcome`) as 'WON' | 'LOST', ruling: valueOf(`rule-${p.id}-reason`) }, token());
        await refresh('protests-title');
      },
    );
    return h(
      'tr',
      { 'data-protest': p.id },
      h('th', { scope: 'row', class: 'text' }, p.team.name),
      h('td', { class: 'text' }, `${p.game.home.name} ${p.game.homeScore}–${p.game.awayScore} ${p.game.away.name}, ${zonedText(p.game.startsAt, zone)}`),
      h('td', { class: 'text' }, p.grounds),
      h('td', { class: 'text' }, zonedText(p.filedAt, zone)),
      h('td', { class: 'text' }, rule),
    );
  });
  return h(
    'section',
    { id: 'protests', 'aria-labelledby': 'protests-title' },
    h('h2', { id: 'protests-title', tabindex: -1 }, t('desk.discipline.protests', { count: rows.length })),
    rows.length
      ? h('div', { class: 'scroll' }, h('table', {}, head(['team', 'game', 'grounds', 'filed', 'actions']), h('tbody', {}, ...rows)))
      : h('p', { class: 'muted' }, t('desk.discipline.noProtest')),
  );
}

/**
 * League §9: "After the game, the league will pursue the ID check on that player". Each NO_ID check
 * of a finished game still owed a ruling, ruled legal (the result stands) or illegal (the game is
 * defaulted) with the reason the record keeps; a ruled check leaves the list.
 */
function idChecksSection(checks: DeskDisciplineQuery['idChecksAwaitingReview'], competitionId: string, zone: string, refresh: Refresh): HTMLElement {
  const rows = checks.map((c) => {
    const id = `idcheck-${c.game.id}-${c.seq}`;
    const ruling = (legal: boolean) => {
      const key = `${id}-${legal ? 'legal' : 'illegal'}`;
      return action(
        t(`desk.discipline.${legal ? 'legal' : 'illegal'}`),
        key,
        [reasonField(key, t('desk.discipline.ruling'))],
        t(`desk.discipline.${legal ? 'legalSubmit' : 'illegalSubmit'}`),
        async () => {
          const input = { gameId: c.game.id, seq: c.seq, legal, reason: valueOf(`${key}-reason`) };
          stored((await request(DeskReviewIdCheckDocument, { input }, token())).logIdCheckReview);
          await refresh('idchecks-title');
        },
      );
    };
    const game = `${c.game.home.name} ${c.game.homeScore}–${c.game.awayScore} ${c.game.away.name}, ${zonedText(c.game.startsAt, zone)}`;
    return h(
      'tr',
      { 'data-idcheck': `${c.game.id}:${c.seq}` },
      h(
        'th',
        { scope: 'row', class: 'text' },
        c.player.name,
        h('span', { class: 'muted' }, ` · ${c.team.name}`),
        c.produced ? h('span', { class: 'muted' }, ` (${t('desk.discipline.producedLater')})`) : '',
      ),
      h('td', { class: 'text' }, h('a', { href: `#/competitions/${competitionId}/games/${c.game.id}` }, game)),
      h('td', { class: 'text' }, `${c.requestedBy.name} (${t(`desk.discipline.requester.${c.requestedByRole}`)})`),
      h('td', { class: 'text' }, zonedText(c.recordedAt, zone)),
      h('td', { class: 'text' }, t('desk.discipline.idRule')),
      h('td', { class: 'text' }, ruling(true), ruling(false)),
    );
  });
  return h(
    'section',
    { id: 'idchecks', 'aria-labelledby': 'idchecks-title' },
    h('h2', { id: 'idchecks-title', tabindex: -1 }, t('desk.discipline.idChecks', { count: rows.length })),
    rows.length
      ? h('div', { class: 'scroll' }, h('table', {}, head(['player', 'game', 'askedBy', 'checked', 'ruleColumn', 'actions']), h('tbody', {}, ...rows)))
      : h('p', { class: 'muted' }, t('desk.discipline.noIdCheck')),
  );
}

function head(columns: string[], numeric: number[] = []): HTMLTableSectionElement {
  return h('thead', {}, h('tr', {}, ...columns.map((c, i) => h('th', { scope: 'col', class: numeric.includes(i) ? '' : 'text' }, t(`desk.discipline.${c}`)))));
}

type Teams = NonNullable<DeskDisciplineQuery['competition']>['divisions'][number]['teams'];

/** Who an official's decision may name, grouped by team: the team itself (a fine only), its players by number, its officials with their role. */
function whoPicker(id: string, teams: Teams, withTeam: boolean): HTMLSelectElement {
  const groups = teams.map((team) =>
    h(
      'optgroup',
      { label: team.name },
      withTeam ? h('option', { value: `team:${team.id}` }, t('desk.discipline.theTeam', { team: team.name })) : null,
      ...[...team.roster].sort((a, b) => a.number - b.number).map((r) => h('option', { value: `player:${r.player.id}` }, `#${r.number} ${r.player.name}`)),
      ...team.officials.map((o) => h('option', { value: `official:${o.id}` }, `${o.name} (${t(`desk.discipline.role.${o.role}`)})`)),
    ),
  );
  return h('select', { id, name: id, required: true }, h('option', { value: '' }, t('desk.discipline.pick')), ...groups);
}

/** The picker's value as the API's ids: playerId, teamOfficialId or teamId. */
function whoIds(value: string): { playerId?: string; teamOfficialId?: string; teamId?: string } {
  const [kind, id] = value.split(':');
  if (kind === 'player') return { playerId: id };
  if (kind === 'official') return { teamOfficialId: id };
  return { teamId: id };
}

/**
 * An official's fine or suspension entered by hand (a gross misconduct reviewed after the game, a
 * fine the league sets): who, how much or how long, and the reason kept in the record.
 */
function byHandSection(competition: NonNullable<DeskDisciplineQuery['competition']>, refresh: Refresh): HTMLElement {
  const teams = competition.divisions.flatMap((d) => d.teams);
  const fine = action(
    t('desk.discipline.fineByHand'),
    'fine-new',
    [
      field(t('desk.discipline.who'), whoPicker('fine-new-who', teams, true)),
      field(t('desk.discipline.amountDollars'), input('fine-new-amount', { type: 'number', min: 0.01, max: 10000, step: 0.01, required: true, inputmode: 'decimal' })),
      reasonField('fine-new'),
    ],
    t('desk.discipline.fineSubmit'),
    async () => {
      const amountCents = Math.round(Number(valueOf('fine-new-amount')) * 100);
      await request(DeskRecordFineDocument, { input: { competitionId: competition.id, amountCents, reason: valueOf('fine-new-reason'), ...whoIds(valueOf('fine-new-who')) } }, token());
      await refresh('fines-title');
    },
  );
  const kinds = (['GAMES', 'REST_OF_COMPETITION', 'INDEFINITE', 'LIFE'] as const).map((k): [string, string] => [k, t(`desk.discipline.kind.${k}`)]);
  const kind = select('suspend-new-kind', kinds, 'GAMES');
  const games = input('suspend-new-games', { type: 'number', min: 1, max: 100, value: 1, required: true });
  // A number of games only for a GAMES suspension: the field is off (and not required) for the others.
  kind.addEventListener('change', () => {
    games.disabled = kind.value !== 'GAMES';
    games.required = kind.value === 'GAMES';
    games.form?.dispatchEvent(new Event('input'));
  });
  const suspend = action(
    t('desk.discipline.suspendByHand'),
    'suspend-new',
    [field(t('desk.discipline.who'), whoPicker('suspend-new-who', teams, false)), field(t('desk.discipline.length'), kind), field(t('desk.discipline.games'), games), reasonField('suspend-new')],
    t('desk.discipline.suspendSubmit'),
    async () => {
      const chosen = kind.value as SuspensionKind;
      const { teamId: _none, ...who } = whoIds(valueOf('suspend-new-who'));
      await request(
        DeskSetSuspensionDocument,
        { input: { competitionId: competition.id, kind: chosen, ...(chosen === 'GAMES' ? { games: Number(games.value) } : {}), reason: valueOf('suspend-new-reason'), ...who } },
        token(),
      );
      await refresh('suspensions-title');
    },
  );
  return h(
    'section',
    { id: 'by-hand', 'aria-labelledby': 'by-hand-title' },
    h('h2', { id: 'by-hand-title', tabindex: -1 }, t('desk.discipline.byHand')),
    h('p', { class: 'muted' }, t('desk.discipline.byHandWhy')),
    fine,
    suspend,
  );
}
