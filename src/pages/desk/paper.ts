import { DeskForfeitGameDocument, DeskRecordResultDocument, type DeskGameQuery, type Decision } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { stored } from '../lib/game-log';
import { t } from '../lib/i18n';
import { field, input, onSubmit, select } from './forms';
import { token } from './session';

type Game = NonNullable<DeskGameQuery['game']>;
type Refresh = (focusId?: string) => Promise<void>;
type Side = 'home' | 'away';

/** The server's bounds (RecordResultInput): a score of at most 99, a reason of at most 500 characters. */
const SCORE_MAX = 99;
const REASON_MAX = 500;
const DECISIONS: Decision[] = ['REGULATION', 'OVERTIME', 'SHOOTOUT'];
const PRESETS_WITH_NO_SHOW_FINES = new Set(['WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3']);

/** "12:34" or "12" (minutes) → ms; undefined when empty; NaN when it does not read. */
function clockMs(text: string): number | undefined {
  const value = text.trim();
  if (!value) return undefined;
  const match = /^(\d{1,2})(?::([0-5]\d))?$/.exec(value);
  if (!match) return Number.NaN;
  return (Number(match[1]) * 60 + Number(match[2] ?? 0)) * 1000;
}

/**
 * A game kept on paper, entered from its scoresheet at the desk (`recordResult`): both scores, how
 * it was decided, the players the sheet lists as dressed (they played, for the rulebooks'
 * games-played rules) and, when the sheet gives them, each team's first goal (Cole Harbour's last
 * tie-breaker, R5). On a final game the same form corrects the result, with its reason. Beside it,
 * a forfeit (`forfeitGame`) for a team that did not come or could not dress enough players.
 * The server judges; its refusals are shown beside the fields they name.
 */
export function paperSection(game: Game, refresh: Refresh): HTMLElement {
  return h('div', { class: 'paper-tools' }, resultForm(game, refresh), forfeitForm(game, refresh));
}

function resultForm(game: Game, refresh: Refresh): HTMLElement {
  const scheduled = game.status === 'SCHEDULED';
  const closed = game.status === 'FINAL' || game.status === 'FORFEITED';
  const open = scheduled || closed;
  const score = (side: Side) =>
    input(`paper-${side}-score`, {
      type: 'number',
      inputmode: 'numeric',
      min: 0,
      max: SCORE_MAX,
      step: 1,
      required: true,
      disabled: !open,
      value: closed ? String(side === 'home' ? game.homeScore : game.awayScore) : '',
    });
  const home = score('home');
  const away = score('away');
  const decision = select(
    'paper-decision',
    DECISIONS.map((d) => [d, t(`words.decision.${d}`)]),
    closed && game.decision && game.decision !== 'FORFEIT' ? game.decision : 'REGULATION',
  );
  decision.disabled = !open;
  const reason = input('paper-reason', { maxlength: REASON_MAX, autocomplete: 'off', required: closed, disabled: !open });

  const team = (side: Side) => (side === 'home' ? game.home : game.away);
  const dressed = (side: Side) =>
    h(
      'fieldset',
      { class: 'paper-dressed', id: `paper-${side}-dressed` },
      h('legend', {}, t('deskPaper.dressed', { team: team(side).name })),
      ...[...team(side).roster]
        .sort((a, b) => a.number - b.number)
        .map((r) => {
          // A player who cannot dress (R21: under age, no waiver, suspended) is left unticked and says why.
          const verdict = team(side).eligibility?.players.find((p) => p.player.id === r.player.id);
          const cannot = verdict?.eligible === false;
          return h(
            'label',
            { class: 'check' },
            h('input', { type: 'checkbox', name: `paper-${side}-dressed`, value: r.player.id, checked: !cannot }),
            ` #${r.number} ${r.player.name}`,
            cannot ? h('span', { class: 'muted' }, ` · ${t('deskPaper.cannotDress', { reasons: verdict.reasons.map((x) => x.message).join(' ') })}`) : null,
          );
        }),
      team(side).roster.length ? null : h('p', { class: 'hint muted' }, t('deskPaper.noRoster')),
    );
  const firstGoal = (side: Side) => {
    const period = input(`paper-${side}-first-period`, { type: 'number', inputmode: 'numeric', min: 1, max: 20, step: 1, disabled: !scheduled });
    const clock = input(`paper-${side}-first-clock`, { inputmode: 'numeric', maxlength: 5, pattern: '\\d{1,2}(:[0-5]\\d)?', autocomplete: 'off', placeholder: '12:34', disabled: !scheduled });
    return h(
      'fieldset',
      { class: 'paper-first' },
      h('legend', {}, t('deskPaper.firstGoal', { team: team(side).name })),
      field(t('deskPaper.firstPeriod'), period),
      field(t('deskPaper.firstClock'), clock, t('deskPaper.firstClockHint')),
    );
  };

  const hint = scheduled
    ? t('deskPaper.hintScheduled')
    : closed
      ? t(game.certifiedAt ? 'deskPaper.hintCertified' : 'deskPaper.hintFinal')
      : t('deskPaper.locked', { status: t(`common.status.${game.status}`) });
  const form = h(
    'form',
    { class: 'desk-form', id: 'paper-form', 'aria-labelledby': 'paper-title' },
    h('h2', { id: 'paper-title', tabindex: -1 }, t(closed ? 'deskPaper.correctTitle' : 'deskPaper.title')),
    h('p', { class: 'hint muted' }, hint),
    h('div', { class: 'paper-scores' }, field(t('deskPaper.score', { team: game.home.name }), home), field(t('deskPaper.score', { team: game.away.name }), away)),
    field(t('deskPaper.decision'), decision),
    scheduled ? h('div', { class: 'paper-sides' }, dressed('home'), dressed('away')) : null,
    scheduled ? h('div', { class: 'paper-sides' }, firstGoal('home'), firstGoal('away')) : null,
    field(t(closed ? 'deskPaper.reasonRequired' : 'deskPaper.reason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', disabled: !open }, t(closed ? 'deskPaper.correctSubmit' : 'deskPaper.submit'))),
  );
  const fieldIds: Record<string, string> = {
    homeScore: 'paper-home-score',
    awayScore: 'paper-away-score',
    decision: 'paper-decision',
    reason: 'paper-reason',
    homeDressed: 'paper-home-score',
    awayDressed: 'paper-away-score',
    homeFirstGoal: 'paper-home-first-clock',
    awayFirstGoal: 'paper-away-first-clock',
  };
  onSubmit(
    form,
    async () => {
      const checked = (side: Side) => [...form.querySelectorAll<HTMLInputElement>(`input[name="paper-${side}-dressed"]:checked`)].map((c) => c.value);
      const first = (side: Side) => {
        const period = (document.getElementById(`paper-${side}-first-period`) as HTMLInputElement | null)?.value.trim() ?? '';
        const clock = clockMs((document.getElementById(`paper-${side}-first-clock`) as HTMLInputElement | null)?.value ?? '');
        if (!period && clock === undefined) return undefined;
        return { period: Number(period), clockRemainingMs: clock ?? Number.NaN };
      };
      const homeFirstGoal = scheduled ? first('home') : undefined;
      const awayFirstGoal = scheduled ? first('away') : undefined;
      for (const [side, time] of [
        ['home', homeFirstGoal],
        ['away', awayFirstGoal],
      ] as const) {
        if (time && (!Number.isInteger(time.period) || time.period < 1 || Number.isNaN(time.clockRemainingMs))) {
          throw new Error(t('deskPaper.firstGoalBad', { team: team(side).name }));
        }
      }
      const text = `${game.home.name} ${home.value} – ${away.value} ${game.away.name}`;
      if (!confirm(t(closed ? 'deskPaper.correctConfirm' : 'deskPaper.confirm', { result: text }))) return;
      const answer = await request(
        DeskRecordResultDocument,
        {
          input: {
            gameId: game.id,
            homeScore: Number(home.value),
            awayScore: Number(away.value),
            decision: decision.value as Decision,
            ...(reason.value.trim() ? { reason: reason.value.trim() } : {}),
            ...(scheduled ? { homeDressed: checked('home'), awayDressed: checked('away') } : {}),
            ...(homeFirstGoal ? { homeFirstGoal } : {}),
            ...(awayFirstGoal ? { awayFirstGoal } : {}),
          },
        },
        token(),
      );
      // Refused: the problems as the form's refusal, each beside its field (lib/game-log.ts).
      stored(answer.logResult);
      await refresh('game-summary');
    },
    fieldIds,
  );
  return form;
}

function forfeitForm(game: Game, refresh: Refresh): HTMLElement {
  const open = ['SCHEDULED', 'IN_PROGRESS', 'INTERMISSION', 'FINAL'].includes(game.status);
  const who = select('forfeit-team', [
    [game.home.id, game.home.name],
    [game.away.id, game.away.name],
  ]);
  who.disabled = !open;
  const reason = input('forfeit-reason', { maxlength: REASON_MAX, autocomplete: 'off', required: !!game.certifiedAt, disabled: !open });
  const league = PRESETS_WITH_NO_SHOW_FINES.has(game.division.competition.preset);
  const noShow = h('input', { type: 'checkbox', id: 'forfeit-no-notice', name: 'forfeit-no-notice', disabled: !open });
  const form = h(
    'form',
    { class: 'desk-form', id: 'forfeit-form', 'aria-labelledby': 'forfeit-title' },
    h('h2', { id: 'forfeit-title', tabindex: -1 }, t('deskPaper.forfeitTitle')),
    h('p', { class: 'hint muted' }, open ? t('deskPaper.forfeitHint') : t('deskPaper.forfeitLocked', { status: t(`common.status.${game.status}`) })),
    field(t('deskPaper.forfeitTeam'), who),
    league
      ? h('div', { class: 'field' }, h('label', { class: 'check', for: 'forfeit-no-notice' }, noShow, ` ${t('deskPaper.noShow')}`), h('p', { class: 'hint muted' }, t('deskPaper.noShowHint')))
      : null,
    field(t(game.certifiedAt ? 'deskPaper.reasonRequired' : 'deskPaper.reason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'danger', disabled: !open }, t('deskPaper.forfeitSubmit'))),
  );
  onSubmit(
    form,
    async () => {
      const team = who.value === game.home.id ? game.home.name : game.away.name;
      if (!confirm(t('deskPaper.forfeitConfirm', { team }))) return;
      const answer = await request(
        DeskForfeitGameDocument,
        {
          input: {
            gameId: game.id,
            forfeitingTeamId: who.value,
            ...(reason.value.trim() ? { reason: reason.value.trim() } : {}),
            ...(league && noShow.checked ? { withoutNotice: true } : {}),
          },
        },
        token(),
      );
      stored(answer.logForfeit);
      await refresh('game-summary');
    },
    { forfeitingTeamId: 'forfeit-team', reason: 'forfeit-reason', withoutNotice: 'forfeit-team' },
  );
  return form;
}
