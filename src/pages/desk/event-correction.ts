import { INFRACTIONS } from '../../domain/infractions';
import { DeskCorrectGameEventDocument, type EventCorrectionInput, type PenaltySeverity } from '../generated/graphql';
import { request } from '../lib/api';
import { type LogEvent, stored } from '../lib/game-log';
import { h } from '../lib/dom';
import { codeText } from '../lib/format';
import { t } from '../lib/i18n';
import { field, input, onSubmit, select } from './forms';
import { token } from './session';
import { clockText, type Game, type Sheet } from './game-sheet';
import type { Refresh } from './game-tools';

/*
 * "Correct a goal or a penalty" (R83): once the game is over, also once certified, the director
 * picks one of the sheet's goals or penalties, changes what the referee's report says was wrong —
 * scorer, assists, empty net, player, severity, infraction, time — and says why. Only what differs
 * from the sheet is sent; the server checks it as it checks a live entry and keeps both in the log.
 */

const REASON_MAX = 500;
const SEVERITIES: PenaltySeverity[] = ['MINOR', 'DOUBLE_MINOR', 'MAJOR', 'MISCONDUCT', 'GAME_MISCONDUCT', 'GROSS_MISCONDUCT', 'MATCH'];
const CLOSED = new Set(['FINAL', 'FORFEITED']);
const TIME = /^(\d{1,2}):([0-5]\d)$/;

/** "mm:ss" of a clock reading as the sheet writes it; empty for none (the field left blank). */
const timeText = (ms: number | null | undefined): string => (ms == null ? '' : clockText(ms));

/** The sheet's goals and penalties that stand (not voided): what may be corrected. */
export function correctable(events: readonly LogEvent[]): LogEvent[] {
  return events.filter((e) => !e.voided && (e.type === 'GOAL' || e.type === 'PENALTY'));
}

/** The form, below the sheet; `chosen` preselects an event (the sheet's "Correct…" buttons). */
export function correctionForm(game: Game, sheet: Sheet, events: readonly LogEvent[], refresh: Refresh, chosen?: number): HTMLElement {
  const open = CLOSED.has(game.status);
  const list = correctable(events);
  const eventSelect = select('correct-event', [['', t('deskGame.correct.choose')], ...list.map((e): [string, string] => [String(e.seq), sheet.describe(e)])], chosen != null ? String(chosen) : '');
  eventSelect.disabled = !open || !list.length;
  const scorer = select('correct-scorer', []);
  const assist1 = select('correct-assist-1', []);
  const assist2 = select('correct-assist-2', []);
  const emptyNet = h('input', { type: 'checkbox', id: 'correct-empty-net', name: 'correct-empty-net' });
  const player = select('correct-player', []);
  const severity = select(
    'correct-severity',
    SEVERITIES.map((s) => [s, codeText('severity', s)]),
  );
  const infraction = select(
    'correct-infraction',
    INFRACTIONS.map((code) => [code, codeText('infraction', code)]),
  );
  const time = input('correct-time', { inputmode: 'numeric', pattern: TIME.source, maxlength: 5, autocomplete: 'off', placeholder: 'mm:ss' });
  const reason = h('textarea', { id: 'correct-reason', name: 'correct-reason', required: true, maxlength: REASON_MAX, rows: 2 });
  const submit = h('button', { type: 'submit', class: 'primary', id: 'correct-submit', disabled: true }, t('deskGame.correct.submit'));
  const goalPart = h(
    'div',
    { class: 'correct-part', id: 'correct-goal', hidden: true },
    field(t('deskGame.scorer'), scorer),
    field(t('deskGame.correct.assist1'), assist1),
    field(t('deskGame.correct.assist2'), assist2),
    h('div', { class: 'field checkbox' }, emptyNet, h('label', { for: 'correct-empty-net' }, t('deskGame.correct.emptyNet'))),
  );
  const penaltyPart = h(
    'div',
    { class: 'correct-part', id: 'correct-penalty', hidden: true },
    field(t('deskGame.player'), player),
    field(t('deskGame.correct.severity'), severity),
    field(t('deskGame.infraction'), infraction),
  );
  // In a part of its own: the hidden attribute of a bare field would lose to the field's display rule.
  const timeField = h('div', { class: 'correct-part', id: 'correct-time-part', hidden: true }, field(t('deskGame.correct.time'), time, t('deskGame.correct.timeHint')));
  const reasonField = field(t('deskGame.reason'), reason, t('deskGame.correct.reasonHint'));

  const current = () => list.find((e) => String(e.seq) === eventSelect.value);
  const options = (control: HTMLSelectElement, side: 'home' | 'away', first: [string, string] | null, value: string) => {
    const players = sheet.lineup(side).map((p): [string, string] => [p.id, `#${p.number} ${p.name}`]);
    control.replaceChildren(...[...(first ? [first] : []), ...players].map(([v, label]) => h('option', { value: v, selected: v === value }, label)));
  };
  /** The fields show the chosen event as the sheet has it. */
  const fill = () => {
    const e = current();
    goalPart.hidden = e?.type !== 'GOAL';
    penaltyPart.hidden = e?.type !== 'PENALTY';
    timeField.hidden = !e;
    if (!e) return;
    const side = e.team?.id === game.away.id ? 'away' : 'home';
    if (e.type === 'GOAL') {
      options(scorer, side, null, e.player?.id ?? '');
      options(assist1, side, ['', t('deskGame.correct.noAssist')], e.assists?.[0]?.id ?? '');
      options(assist2, side, ['', t('deskGame.correct.noAssist')], e.assists?.[1]?.id ?? '');
      emptyNet.checked = e.strength === 'EMPTY_NET';
    } else {
      options(player, side, ['', t('deskGame.bench')], e.player?.id ?? '');
      severity.value = e.severity ?? 'MINOR';
      infraction.value = e.infraction ?? '';
    }
    time.value = timeText(e.clockRemainingMs);
  };
  /** What differs from the sheet: the only fields sent. */
  const changes = (): EventCorrectionInput => {
    const e = current();
    if (!e) return {};
    const out: EventCorrectionInput = {};
    if (e.type === 'GOAL') {
      if (scorer.value !== e.player?.id) out.scorerId = scorer.value;
      const assists = [assist1.value, assist2.value].filter(Boolean);
      if (assists.join() !== (e.assists ?? []).map((a) => a.id).join()) out.assistIds = assists;
      if (emptyNet.checked !== (e.strength === 'EMPTY_NET')) out.emptyNet = emptyNet.checked;
    } else {
      if (player.value !== (e.player?.id ?? '')) out.playerId = player.value || null;
      if (severity.value !== e.severity) out.severity = severity.value as PenaltySeverity;
      if (infraction.value !== e.infraction) out.infraction = infraction.value;
    }
    const match = TIME.exec(time.value.trim());
    if (match && time.value.trim() !== timeText(e.clockRemainingMs)) out.clockRemainingMs = (Number(match[1]) * 60 + Number(match[2])) * 1000;
    return out;
  };
  /** Correct is enabled once an event is chosen, something differs and a reason is given. */
  const update = () => {
    submit.disabled = !open || !current() || !Object.keys(changes()).length || !reason.value.trim();
  };

  const form = h(
    'form',
    { class: 'desk-form', id: 'correct-form', 'aria-labelledby': 'correct-title' },
    h('h2', { id: 'correct-title', tabindex: -1 }, t('deskGame.correct.title')),
    h(
      'p',
      { class: 'hint muted', id: 'correct-hint' },
      open ? (list.length ? t(game.certifiedAt ? 'deskGame.correct.hintCertified' : 'deskGame.correct.hint') : t('deskGame.correct.none')) : t('deskGame.correct.notOver'),
    ),
    field(t('deskGame.correct.event'), eventSelect),
    goalPart,
    penaltyPart,
    timeField,
    reasonField,
    h('div', { class: 'actions' }, submit),
  );
  reason.disabled = !open || !list.length;
  fill();
  update();
  eventSelect.addEventListener('change', () => {
    fill();
    update();
  });
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  onSubmit(
    form,
    async () => {
      const input = { gameId: game.id, seq: Number(eventSelect.value), correction: changes(), reason: reason.value.trim() };
      stored((await request(DeskCorrectGameEventDocument, { input }, token())).logCorrection);
      await refresh('history');
    },
    {
      scorerId: 'correct-scorer',
      assistIds: 'correct-assist-1',
      emptyNet: 'correct-empty-net',
      playerId: 'correct-player',
      severity: 'correct-severity',
      infraction: 'correct-infraction',
      clockRemainingMs: 'correct-time',
      reason: 'correct-reason',
      seq: 'correct-event',
      correction: 'correct-event',
      input: 'correct-event',
    },
  );
  return form;
}
