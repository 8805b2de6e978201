import { resolveRuleset } from '../../domain/rulesets';
import type { DeskGameAuditQuery, DeskGameLineupsQuery, DeskGameQuery, SignOffRole } from '../generated/graphql';
import { h } from '../lib/dom';
import type { LogEvent } from '../lib/game-log';
import { locale, t } from '../lib/i18n';
import { fieldText, valueText } from './audit';

export type Game = NonNullable<DeskGameQuery['game']>;
type GameEvent = LogEvent;
type Side = 'home' | 'away';
type AuditEntry = DeskGameAuditQuery['auditTrail']['edges'][number]['node'];
type SheetLineups = NonNullable<DeskGameLineupsQuery['game']>['sheetLineups'];

interface SheetPlayer {
  id: string;
  number: number;
  name: string;
  goalie: boolean;
}

/** Who signs a game sheet, in the order the sheet lists them. */
export const ROLES: SignOffRole[] = ['REFEREE', 'HOME_COACH', 'AWAY_COACH'];

/** "mm:ss" of the clock's reading (time left in the period); "–" for none. */
export function clockText(ms: number | null | undefined): string {
  if (ms == null) return '–';
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** HIGH_STICKING → "High sticking": an infraction's code as words. */
function codeAsWords(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase().trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** An instant in the competition's zone, with the date: "Sat, Dec 5, 2026, 14:00". */
function when(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(locale(), { timeZone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

const th = (text: string, numeric = false) => h('th', { scope: 'col', class: numeric ? '' : 'text' }, text);
const td = (text: string | number | Node, numeric = false) => h('td', { class: numeric ? '' : 'text' }, text);

/** A sheet table in its own scroll box; a `wide` one keeps a width its columns read at, and scrolls sideways on a phone rather than squeeze. */
function table(id: string, caption: string, columns: Array<[label: string, numeric?: boolean]>, rows: HTMLTableRowElement[], empty: string, wide = false): HTMLElement {
  // The part's id is where the view puts the focus back after a change to it.
  if (!rows.length) return h('div', { class: 'sheet-part', id, tabindex: -1 }, h('h3', {}, caption), h('p', { class: 'muted' }, empty));
  return h(
    'div',
    { class: 'sheet-part', id, tabindex: -1 },
    h(
      'div',
      { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': caption },
      h('table', { class: wide ? 'wide' : null }, h('caption', {}, caption), h('thead', {}, h('tr', {}, ...columns.map(([label, numeric]) => th(label, numeric)))), h('tbody', {}, ...rows)),
    ),
  );
}

/** The game sheet as the desk shows (and prints) it, built from the game, its log and its corrections. */
export class Sheet {
  private readonly zone: string;
  private readonly live: GameEvent[];
  private readonly regulation: number;
  private readonly numbers = new Map<string, number>();

  constructor(
    private readonly game: Game,
    private readonly events: GameEvent[],
    private readonly lineups: SheetLineups | null | undefined,
    private readonly audit: AuditEntry[],
  ) {
    const competition = game.division.competition;
    this.zone = competition.timeZone;
    this.live = events.filter((e) => !e.voided);
    this.regulation = resolveRuleset(competition.preset, competition.rules?.regulationPeriods != null ? { regulationPeriods: competition.rules.regulationPeriods } : null).regulationPeriods;
    for (const side of ['home', 'away'] as const) for (const p of this.lineup(side)) this.numbers.set(`${side}:${p.id}`, p.number);
  }

  private sideOf(e: GameEvent): Side {
    return e.team?.id === this.game.away.id ? 'away' : 'home';
  }

  private teamName(side: Side): string {
    return this.game[side].name;
  }

  private period(n: number): string {
    if (n <= this.regulation) return String(n);
    const extra = n - this.regulation;
    return extra === 1 ? t('deskGame.overtime') : t('deskGame.overtimeN', { n: extra });
  }

  /** A player as the sheet names him: his number on this team, then his name. */
  private named(side: Side, player: { id: string; name: string } | null | undefined): string {
    if (!player) return t('deskGame.bench');
    const number = this.numbers.get(`${side}:${player.id}`);
    return number == null ? player.name : `#${number} ${player.name}`;
  }

  /**
   * The team's players on the sheet, as the printed sheet has them (Game.sheetLineups): who the log
   * dressed (late arrivals too), else a posted line-up, else the roster; frozen once the game is played.
   */
  lineup(side: Side): SheetPlayer[] {
    return (this.lineups?.[side].players ?? []).map((p) => ({ id: p.player.id, number: p.number, name: p.player.name, goalie: p.position === 'GOALIE' }));
  }

  private lineupFromRoster(side: Side): boolean {
    return this.lineups?.[side].source === 'ROSTER';
  }

  summary(): string {
    const g = this.game;
    return [
      g.division.competition.name,
      g.division.name,
      t(`words.stage.${g.stage}`),
      when(g.startsAt, this.zone),
      t('deskGame.timesIn', { zone: this.zone }),
      g.venue ?? '',
      t(`common.status.${g.status}`),
    ]
      .filter(Boolean)
      .join(' · ');
  }

  render(): HTMLElement {
    const g = this.game;
    const decision = g.decision && g.decision !== 'REGULATION' ? ` (${t(`deskGame.decision.${g.decision}`)})` : '';
    return h(
      'section',
      { id: 'game-sheet', class: 'game-sheet', 'aria-labelledby': 'game-sheet-title' },
      h('h2', { id: 'game-sheet-title' }, t('deskGame.sheet')),
      h('p', { class: 'print-only' }, this.summary()),
      h('p', { id: 'game-score', class: 'game-score' }, `${g.home.name} ${g.homeScore} – ${g.awayScore} ${g.away.name}`, decision),
      h('div', { class: 'sheet-columns' }, this.lineupTable('home'), this.lineupTable('away')),
      this.goalies(),
      this.goals(),
      this.penalties(),
      this.shots(),
      this.shootout(),
      this.crew(),
      this.signOffs(),
      this.certification(),
      this.history(),
    );
  }

  private lineupTable(side: Side): HTMLElement {
    const rows = this.lineup(side).map((p) => h('tr', {}, td(p.number, true), h('th', { scope: 'row', class: 'text' }, p.name), td(p.goalie ? t('deskGame.goalieMark') : '')));
    const caption = t(side === 'home' ? 'deskGame.lineupHome' : 'deskGame.lineupAway', { team: this.teamName(side) });
    const part = table(`lineup-${side}`, caption, [[t('deskGame.number'), true], [t('deskGame.player')], [t('deskGame.position')]], rows, t('deskGame.noPlayer'));
    if (rows.length && this.lineupFromRoster(side)) part.append(h('p', { class: 'hint muted' }, t('deskGame.rosterNote')));
    return part;
  }

  private goalies(): HTMLElement {
    const line = (side: Side) => {
      const goalies = this.lineup(side).filter((p) => p.goalie);
      return h(
        'li',
        {},
        h('strong', {}, t('deskGame.teamColon', { team: this.teamName(side) })),
        ' ',
        goalies.length ? goalies.map((p) => `#${p.number} ${p.name}`).join(', ') : t('deskGame.noGoalie'),
      );
    };
    return h('div', { class: 'sheet-part', id: 'goalies' }, h('h3', {}, t('deskGame.goalies')), h('ul', { class: 'plain' }, line('home'), line('away')));
  }

  private goals(): HTMLElement {
    const rows = this.live
      .filter((e) => e.type === 'GOAL' || (e.type === 'PENALTY_SHOT' && e.scored))
      .map((e) => {
        const side = this.sideOf(e);
        const strength = e.strength && e.strength !== 'EVEN' ? t(`deskGame.strength.${e.strength}`) : t('deskGame.strength.EVEN');
        return h(
          'tr',
          { 'data-seq': e.seq },
          td(this.period(e.period)),
          td(clockText(e.clockRemainingMs), true),
          td(this.teamName(side)),
          h('th', { scope: 'row', class: 'text' }, this.named(side, e.player), this.correctedMark(e)),
          td((e.assists ?? []).map((a) => this.named(side, a)).join(', ') || t('deskGame.unassisted')),
          td(strength),
        );
      });
    return table(
      'goals',
      t('deskGame.goals'),
      [[t('deskGame.period')], [t('deskGame.time'), true], [t('deskGame.team')], [t('deskGame.scorer')], [t('deskGame.assists')], [t('deskGame.strengthLabel')]],
      rows,
      t('deskGame.noGoal'),
      true,
    );
  }

  private penalties(): HTMLElement {
    const rows = this.live
      .filter((e) => e.type === 'PENALTY')
      .map((e) => {
        const side = this.sideOf(e);
        const infraction = [e.infraction ? t(`words.infraction.${e.infraction}`, { defaultValue: codeAsWords(e.infraction) }) : '', e.severity ? `(${t(`deskGame.severity.${e.severity}`)})` : '']
          .filter(Boolean)
          .join(' ');
        return h(
          'tr',
          { 'data-seq': e.seq },
          td(this.period(e.period)),
          td(clockText(e.clockRemainingMs), true),
          td(this.teamName(side)),
          h(
            'th',
            { scope: 'row', class: 'text' },
            this.named(side, e.player),
            e.servedBy ? h('span', { class: 'muted' }, ` ${t('deskGame.servedBy', { name: this.named(side, e.servedBy) })}`) : '',
            this.correctedMark(e),
          ),
          td(infraction),
          td(e.recordedMinutes ?? e.minutes ?? 0, true),
        );
      });
    return table(
      'penalties',
      t('deskGame.penalties'),
      [[t('deskGame.period')], [t('deskGame.time'), true], [t('deskGame.team')], [t('deskGame.player')], [t('deskGame.infraction')], [t('deskGame.minutes'), true]],
      rows,
      t('deskGame.noPenalty'),
      true,
    );
  }

  private shots(): HTMLElement {
    // The periods played (a shootout is not one: its attempts are no shots on goal).
    const played = Math.max(this.regulation, ...this.events.filter((e) => e.type !== 'SHOOTOUT_ATTEMPT' && e.type !== 'SHOOTERS_NAMED').map((e) => e.period));
    const periods = Array.from({ length: played }, (_, i) => i + 1);
    // A goal is a shot on goal too, as the scoreboard counts them.
    const onGoal = (e: GameEvent) => e.type === 'SHOT' || e.type === 'GOAL' || (e.type === 'PENALTY_SHOT' && !!e.scored);
    const count = (side: Side, period: number) => this.live.filter((e) => onGoal(e) && e.period === period && this.sideOf(e) === side).length;
    const rows = (['home', 'away'] as const).map((side) => {
      const counts = periods.map((p) => count(side, p));
      return h(
        'tr',
        { 'data-side': side },
        h('th', { scope: 'row', class: 'text' }, this.teamName(side)),
        ...counts.map((n) => td(n, true)),
        td(
          counts.reduce((a, b) => a + b, 0),
          true,
        ),
      );
    });
    return table('shots', t('deskGame.shots'), [[t('deskGame.team')], ...periods.map((p): [string, boolean] => [this.period(p), true]), [t('deskGame.total'), true]], rows, '');
  }

  private shootout(): HTMLElement | null {
    const attempts = this.live.filter((e) => e.type === 'SHOOTOUT_ATTEMPT');
    if (!attempts.length) return null;
    const rows = attempts.map((e, i) => {
      const side = this.sideOf(e);
      return h('tr', {}, td(i + 1, true), td(this.teamName(side)), h('th', { scope: 'row', class: 'text' }, this.named(side, e.player)), td(t(e.scored ? 'deskGame.scored' : 'deskGame.missed')));
    });
    return table('shootout', t('deskGame.shootout'), [[t('deskGame.attempt'), true], [t('deskGame.team')], [t('deskGame.shooter')], [t('deskGame.result')]], rows, '', true);
  }

  private crew(): HTMLElement {
    const rows = this.game.crew.map((m) => h('tr', {}, td(t(`deskGame.crewRole.${m.role}`)), h('th', { scope: 'row', class: 'text' }, m.name)));
    return table('crew', t('deskGame.crew'), [[t('deskGame.roleLabel')], [t('deskGame.name')]], rows, t('deskGame.noCrew'));
  }

  private signOffs(): HTMLElement {
    const lastSeq = this.game.scoreboard.seq;
    const rows = ROLES.map((role) => {
      const signed = this.game.signOffs.find((s) => s.role === role);
      if (!signed) return h('tr', { 'data-role': role }, h('th', { scope: 'row', class: 'text' }, t(`deskGame.role.${role}`)), td(t('deskGame.notSigned')), td('–'), td(''));
      const stale = signed.seq < lastSeq;
      return h(
        'tr',
        { 'data-role': role },
        h('th', { scope: 'row', class: 'text' }, t(`deskGame.role.${role}`)),
        td(signed.name),
        td(when(signed.signedAt, this.zone)),
        td(stale ? h('strong', { class: 'stale' }, `⚠ ${t('deskGame.changedSince')}`) : t('deskGame.current')),
      );
    });
    return table('sign-offs', t('deskGame.signOffs'), [[t('deskGame.roleLabel')], [t('deskGame.name')], [t('deskGame.signedAt')], [t('deskGame.note')]], rows, '', true);
  }

  private certification(): HTMLElement {
    const at = this.game.certifiedAt;
    return h(
      'p',
      { id: 'certification', class: at ? 'certified' : 'not-certified', tabindex: -1 },
      at
        ? `✔ ${this.game.certifiedBy ? t('deskRest.certifiedBy', { date: when(at, this.zone), name: this.game.certifiedBy }) : t('deskGame.certifiedAt', { date: when(at, this.zone) })}`
        : t('deskGame.notCertified'),
    );
  }

  /** Corrections: events voided (with the voiding's reason), events recorded with a reason (a certified game's corrections, a result entered), and the game's audited changes. */
  private history(): HTMLElement {
    const bySeq = new Map(this.events.map((e) => [e.seq, e]));
    const rows: Array<{ at: string; what: string; reason: string; by: string }> = [];
    for (const e of this.events) {
      // A correction (R83) is told by its audit entry below, which says what changed.
      if (e.type === 'EVENT_CORRECTED') continue;
      if (e.type === 'EVENT_VOIDED') {
        const target = e.targetSeq != null ? bySeq.get(e.targetSeq) : undefined;
        rows.push({ at: e.recordedAt, what: t('deskGame.voided', { seq: e.targetSeq ?? '?', event: target ? this.describe(target) : '' }), reason: e.reason ?? '', by: e.recordedBy ?? '' });
      } else if (e.reason) {
        rows.push({ at: e.recordedAt, what: this.describe(e), reason: e.reason, by: e.recordedBy ?? '' });
      }
    }
    for (const a of this.audit) {
      const changes = a.changes
        .map((c) => t('deskGame.change', { field: fieldText(c.field), before: valueText(c.before, c.field, this.zone), after: valueText(c.after, c.field, this.zone) }))
        .join('; ');
      const action = t(`deskMore.audit.action.${a.action}`, { entity: t('deskMore.audit.entity.GAME') });
      rows.push({ at: a.at, what: [action, changes].filter(Boolean).join(' — '), reason: a.reason ?? '', by: a.actor.name });
    }
    rows.sort((a, b) => a.at.localeCompare(b.at));
    return table(
      'history',
      t('deskGame.history'),
      [[t('deskGame.when')], [t('deskGame.what')], [t('deskGame.reason')], [t('deskGame.by')]],
      rows.map((r) => h('tr', {}, td(when(r.at, this.zone)), h('th', { scope: 'row', class: 'text' }, r.what), td(r.reason || '–'), td(r.by || '–'))),
      t('deskGame.noCorrection'),
      true,
    );
  }

  /** "(corrected)" after a goal or penalty an official corrected (R83): the history says what changed. */
  private correctedMark(e: GameEvent): HTMLElement | string {
    return e.correctedBySeq != null ? h('span', { class: 'muted corrected', 'data-corrected-by': e.correctedBySeq }, ` ${t('deskGame.corrected')}`) : '';
  }

  /** An event in a few words: "#12 (P1 05:00): goal, Team A". */
  describe(e: GameEvent): string {
    const side = this.sideOf(e);
    const type = t(`deskGame.eventType.${e.type}`, { defaultValue: codeAsWords(e.type) });
    const who = e.player ? ` ${this.named(side, e.player)}` : '';
    return t('deskGame.eventLine', { seq: e.seq, period: this.period(e.period), time: clockText(e.clockRemainingMs), event: `${type}${who}`, team: e.team ? this.teamName(side) : '–' });
  }
}
