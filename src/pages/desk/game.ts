import { localDate, localTime } from '../../domain/calendar';
import { resolveRuleset } from '../../domain/rulesets';
import {
  type CrewRole,
  DeskCancelGameDocument,
  DeskCertifyGameDocument,
  DeskDeleteGameDocument,
  DeskGameAuditDocument,
  type DeskGameAuditQuery,
  DeskGameDocument,
  type DeskGameEventFragment,
  DeskGameEventsDocument,
  DeskGameLineupsDocument,
  type DeskGameQuery,
  DeskRescheduleGameDocument,
  DeskSetGameCrewDocument,
  DeskSignGameSheetDocument,
  type SignOffRole,
} from '../generated/graphql';
import { Refusal, request, TOKEN_CODES } from '../lib/api';
import { h } from '../lib/dom';
import { locale, t } from '../lib/i18n';
import { deleteButton } from './delete-button';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';
import { paperSection } from './paper';
import { zonedToIso } from './zoned';
import './desk-game.css';

type Game = NonNullable<DeskGameQuery['game']>;
type GameEvent = DeskGameEventFragment;
type Side = 'home' | 'away';
type AuditEntry = DeskGameAuditQuery['auditTrail']['edges'][number]['node'];
type Refresh = (focusId?: string) => Promise<void>;

interface SheetPlayer {
  id: string;
  number: number;
  name: string;
  goalie: boolean;
}

/** A game's official crew is at most this many (the server's limit, setGameCrew). */
const CREW_MAX = 8;
const CREW_NAME_MAX = 80;
const SIGN_NAME_MAX = 120;
const REASON_MAX = 500;
const VENUE_MAX = 120;
const ROLES: SignOffRole[] = ['REFEREE', 'HOME_COACH', 'AWAY_COACH'];
const CREW_ROLES: CrewRole[] = ['REFEREE', 'LINESMAN', 'OFF_ICE'];
const CLOSED = new Set(['FINAL', 'FORFEITED']);

/**
 * One game at the desk (`#/competitions/<id>/games/<gameId>`): its sheet on screen (line-ups,
 * goals, penalties, shots, shootout, officials, sign-offs, certification and corrections), and
 * what a tournament director does to close it: name the officials, record the signatures, certify;
 * or, before it is played, move or cancel it. Re-read after every change.
 */
export async function gameView(main: HTMLElement, gameId: string, bar: HTMLElement, focusId?: string): Promise<void> {
  const data = await request(DeskGameDocument, { id: gameId }, token());
  const game = data.game;
  if (!game) {
    main.replaceChildren(bar, h('h1', {}, t('deskGame.missing')), h('p', {}, h('a', { href: '#/' }, t('deskGame.back'))));
    return;
  }
  const events = [...game.events];
  while (events.length && events.length % 1000 === 0) {
    const more = (await request(DeskGameEventsDocument, { id: gameId, afterSeq: events[events.length - 1]!.seq }, token())).game?.events ?? [];
    if (!more.length) break;
    events.push(...more);
  }
  const competition = game.division.competition;
  const [lineups, audit] = await Promise.all([
    request(DeskGameLineupsDocument, { id: gameId, homeId: game.home.id, awayId: game.away.id }, token()),
    request(DeskGameAuditDocument, { competitionId: competition.id }, token()),
  ]);
  const refresh: Refresh = (focus) =>
    gameView(main, gameId, bar, focus).catch((error: unknown) => {
      if (!handleTokenRefusal(error)) throw error;
    });
  const sheet = new Sheet(
    game,
    events,
    lineups.game,
    audit.auditTrail.edges.map((e) => e.node).filter((n) => n.entityType === 'GAME' && n.entityId === game.id),
  );
  main.replaceChildren(
    bar,
    h('h1', { id: 'game-title', tabindex: -1 }, t('deskGame.title', { home: game.home.name, away: game.away.name })),
    h('p', { class: 'muted', id: 'game-summary', tabindex: -1 }, sheet.summary()),
    h(
      'p',
      { class: 'no-print game-links' },
      h('a', { href: `/games/${game.id}/sheet.pdf`, id: 'sheet-pdf', target: '_blank', rel: 'noopener' }, t('deskGame.printPdf')),
      ' · ',
      h('a', { href: `/scoreboard/${game.id}` }, t('deskGame.scoreboard')),
      ' · ',
      h('a', { href: `#/competitions/${competition.id}` }, t('deskGame.backToSchedule')),
    ),
    sheet.render(),
    h('div', { class: 'no-print game-tools' }, crewForm(game, refresh), signOffForm(game, refresh), certifySection(game, refresh), paperSection(game, refresh), moveSection(game, refresh)),
  );
  (document.getElementById(focusId ?? '') ?? document.getElementById('game-title'))?.focus();
}

/** "mm:ss" of the clock's reading (time left in the period). */
function clockText(ms: number | null | undefined): string {
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
class Sheet {
  private readonly zone: string;
  private readonly live: GameEvent[];
  private readonly regulation: number;
  private readonly numbers = new Map<string, number>();

  constructor(
    private readonly game: Game,
    private readonly events: GameEvent[],
    private readonly posted:
      | {
          home?: { players: Array<{ number: number; position: string; player: { id: string; name: string } }> } | null;
          away?: { players: Array<{ number: number; position: string; player: { id: string; name: string } }> } | null;
        }
      | null
      | undefined,
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

  /** The team's dressed players: its posted line-up, else its roster (a game started without one dresses every eligible player), with late arrivals. */
  lineup(side: Side): SheetPlayer[] {
    const posted = this.posted?.[side]?.players;
    const players: SheetPlayer[] = posted?.length
      ? posted.map((p) => ({ id: p.player.id, number: p.number, name: p.player.name, goalie: p.position === 'GOALIE' }))
      : this.game[side].roster.map((r) => ({ id: r.player.id, number: r.number, name: r.player.name, goalie: r.position === 'GOALIE' }));
    const team = this.game[side];
    for (const e of this.live) {
      if (e.type !== 'LATE_PLAYER_ADDED' || !e.player || this.sideOf(e) !== side || players.some((p) => p.id === e.player!.id)) continue;
      const entry = team.roster.find((r) => r.player.id === e.player!.id);
      if (entry) players.push({ id: entry.player.id, number: entry.number, name: entry.player.name, goalie: entry.position === 'GOALIE' });
    }
    return players.sort((a, b) => a.number - b.number);
  }

  private lineupFromPosted(side: Side): boolean {
    return !!this.posted?.[side]?.players.length;
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
    if (rows.length && !this.lineupFromPosted(side)) part.append(h('p', { class: 'hint muted' }, t('deskGame.rosterNote')));
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
          h('th', { scope: 'row', class: 'text' }, this.named(side, e.player)),
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
          h('th', { scope: 'row', class: 'text' }, this.named(side, e.player), e.servedBy ? h('span', { class: 'muted' }, ` ${t('deskGame.servedBy', { name: this.named(side, e.servedBy) })}`) : ''),
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
      if (e.type === 'EVENT_VOIDED') {
        const target = e.targetSeq != null ? bySeq.get(e.targetSeq) : undefined;
        rows.push({ at: e.recordedAt, what: t('deskGame.voided', { seq: e.targetSeq ?? '?', event: target ? this.describe(target) : '' }), reason: e.reason ?? '', by: e.recordedBy ?? '' });
      } else if (e.reason) {
        rows.push({ at: e.recordedAt, what: this.describe(e), reason: e.reason, by: e.recordedBy ?? '' });
      }
    }
    for (const a of this.audit) {
      const changes = a.changes.map((c) => t('deskGame.change', { field: c.field, before: c.before ?? '–', after: c.after ?? '–' })).join('; ');
      rows.push({ at: a.at, what: [t(`deskGame.audit.${a.action}`), changes].filter(Boolean).join(': '), reason: a.reason ?? '', by: a.actor.name });
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

  /** An event in a few words: "#12 (P1 05:00): goal, Team A". */
  private describe(e: GameEvent): string {
    const side = this.sideOf(e);
    const type = t(`deskGame.eventType.${e.type}`, { defaultValue: codeAsWords(e.type) });
    const who = e.player ? ` ${this.named(side, e.player)}` : '';
    return t('deskGame.eventLine', { seq: e.seq, period: this.period(e.period), time: clockText(e.clockRemainingMs), event: `${type}${who}`, team: e.team ? this.teamName(side) : '–' });
  }
}

/** The officials: up to eight rows of role and name; an empty name leaves its row out. */
function crewForm(game: Game, refresh: Refresh): HTMLElement {
  const locked = !!game.certifiedAt || game.status === 'CANCELLED';
  const defaults: CrewRole[] = ['REFEREE', 'LINESMAN', 'LINESMAN', 'OFF_ICE'];
  const rows = h('div', { class: 'crew-rows' });
  const addRow = (role: CrewRole, name = '') => {
    const i = rows.children.length + 1;
    rows.append(
      h(
        'fieldset',
        { class: 'crew-row' },
        h('legend', {}, t('deskGame.official', { n: i })),
        field(
          t('deskGame.roleLabel'),
          select(
            `crew-${i}-role`,
            CREW_ROLES.map((r) => [r, t(`deskGame.crewRole.${r}`)]),
            role,
          ),
        ),
        field(t('deskGame.name'), input(`crew-${i}-name`, { maxlength: CREW_NAME_MAX, autocomplete: 'off', value: name, disabled: locked })),
      ),
    );
  };
  for (const m of game.crew) addRow(m.role, m.name);
  for (let i = game.crew.length; i < Math.max(defaults.length, game.crew.length); i += 1) addRow(defaults[i] ?? 'OFF_ICE');
  const add = h('button', { type: 'button', class: 'secondary', disabled: locked || rows.children.length >= CREW_MAX }, t('deskGame.addOfficial'));
  add.addEventListener('click', () => {
    addRow('OFF_ICE');
    add.disabled = rows.children.length >= CREW_MAX;
    document.getElementById(`crew-${rows.children.length}-name`)?.focus();
  });
  const form = h(
    'form',
    { class: 'desk-form', id: 'crew-form', 'aria-labelledby': 'crew-form-title' },
    h('h2', { id: 'crew-form-title', tabindex: -1 }, t('deskGame.crewTitle')),
    h('p', { class: 'hint muted' }, locked ? t('deskGame.crewLocked') : t('deskGame.crewHint', { max: CREW_MAX })),
    rows,
    h('div', { class: 'actions' }, add, h('button', { type: 'submit', class: 'primary', disabled: locked }, t('deskGame.crewSubmit'))),
  );
  const fieldIds: Record<string, string> = { crew: 'crew-1-name' };
  for (let i = 0; i < CREW_MAX; i += 1) fieldIds[`crew.${i}.name`] = `crew-${i + 1}-name`;
  onSubmit(
    form,
    async () => {
      const crew = [...rows.children].map((_, i) => ({
        role: (document.getElementById(`crew-${i + 1}-role`) as HTMLSelectElement).value as CrewRole,
        name: (document.getElementById(`crew-${i + 1}-name`) as HTMLInputElement).value.trim(),
      }));
      // The server names rows by their place in what it is sent: empty rows are left out, so each kept row keeps its place's id.
      const kept = crew.map((m, i) => ({ ...m, i })).filter((m) => m.name);
      kept.forEach((m, j) => (fieldIds[`crew.${j}.name`] = `crew-${m.i + 1}-name`));
      await request(DeskSetGameCrewDocument, { gameId: game.id, crew: kept.map(({ role, name }) => ({ role, name })) }, token());
      await refresh('crew');
    },
    fieldIds,
  );
  return form;
}

function signOffForm(game: Game, refresh: Refresh): HTMLElement {
  const role = select(
    'sign-role',
    ROLES.map((r) => [r, t(`deskGame.role.${r}`)]),
    ROLES.find((r) => !game.signOffs.some((s) => s.role === r)),
  );
  const name = input('sign-name', { required: true, maxlength: SIGN_NAME_MAX, autocomplete: 'off' });
  const open = CLOSED.has(game.status) && !game.certifiedAt;
  const form = h(
    'form',
    { class: 'desk-form', id: 'sign-form', 'aria-labelledby': 'sign-form-title' },
    h('h2', { id: 'sign-form-title', tabindex: -1 }, t('deskGame.signTitle')),
    field(t('deskGame.signRole'), role, open ? undefined : t(game.certifiedAt ? 'deskGame.signAfterCertified' : 'deskGame.signBeforeFinal')),
    field(t('deskGame.signName'), name, t('deskGame.signNameHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskGame.signSubmit'))),
  );
  onSubmit(
    form,
    async () => {
      try {
        await request(DeskSignGameSheetDocument, { gameId: game.id, input: { role: role.value as SignOffRole, name: name.value.trim() } }, token());
      } catch (error) {
        // The rulebook's refusal names no field (the game not over, already certified): it is put beside the role.
        if (error instanceof Refusal && !error.fields.length && !TOKEN_CODES.has(error.code)) throw new Refusal(error.code, error.message, [{ field: 'role', message: error.message }]);
        throw error;
      }
      await refresh('sign-offs');
    },
    { name: 'sign-name', role: 'sign-role' },
  );
  return form;
}

function certifySection(game: Game, refresh: Refresh): HTMLElement {
  const closed = CLOSED.has(game.status);
  const can = closed && !game.certifiedAt;
  const button = h('button', { type: 'button', class: 'primary', id: 'certify', disabled: !can, 'aria-describedby': 'certify-hint' }, t('deskGame.certify'));
  const missing = ROLES.filter((r) => !game.signOffs.some((s) => s.role === r)).map((r) => t(`deskGame.role.${r}`));
  const hint = game.certifiedAt
    ? t('deskGame.certifiedAlready')
    : !closed
      ? t('deskGame.certifyNotFinal', { status: t(`common.status.${game.status}`) })
      : missing.length
        ? t('deskGame.certifyMissing', { roles: missing.join(', ') })
        : t('deskGame.certifyReady');
  const error = h('p', { class: 'field-error', id: 'certify-error', role: 'alert', hidden: true });
  button.addEventListener('click', () => {
    if (!confirm(t('deskGame.certifyConfirm', { home: game.home.name, away: game.away.name }))) return;
    button.disabled = true;
    error.hidden = true;
    void request(DeskCertifyGameDocument, { gameId: game.id }, token())
      .then(() => refresh('certification'))
      .catch((e: unknown) => {
        button.disabled = false;
        if (handleTokenRefusal(e)) return;
        error.textContent = e instanceof Error ? e.message : String(e);
        error.hidden = false;
      });
  });
  return h(
    'section',
    { class: 'desk-form', id: 'certify-section', 'aria-labelledby': 'certify-title' },
    h('h2', { id: 'certify-title' }, t('deskGame.certifyTitle')),
    h('p', { class: 'hint muted', id: 'certify-hint' }, hint),
    h('div', { class: 'actions' }, button),
    error,
  );
}

function moveSection(game: Game, refresh: Refresh): HTMLElement {
  const zone = game.division.competition.timeZone;
  const movable = game.status === 'SCHEDULED';
  const startsAt = input('move-starts', { type: 'datetime-local', required: true, value: `${localDate(game.startsAt, zone)}T${localTime(game.startsAt, zone).slice(0, 5)}`, disabled: !movable });
  const venue = input('move-venue', { maxlength: VENUE_MAX, autocomplete: 'off', value: game.venue ?? '', disabled: !movable });
  const move = h(
    'form',
    { class: 'desk-form', id: 'move-form', 'aria-labelledby': 'move-title' },
    h('h2', { id: 'move-title', tabindex: -1 }, t('deskGame.moveTitle')),
    movable ? null : h('p', { class: 'hint muted' }, t('deskGame.moveLocked', { status: t(`common.status.${game.status}`) })),
    field(t('deskGame.moveStarts', { zone }), startsAt),
    field(t('deskGame.moveVenue'), venue, t('deskGame.moveVenueHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', disabled: !movable }, t('deskGame.moveSubmit'))),
  );
  onSubmit(
    move,
    async () => {
      const place = venue.value.trim();
      await request(DeskRescheduleGameDocument, { gameId: game.id, startsAt: zonedToIso(startsAt.value, zone), ...(place ? { venue: place } : {}) }, token());
      await refresh('game-summary');
    },
    { startsAt: 'move-starts', venue: 'move-venue' },
  );

  const cancellable = game.status === 'SCHEDULED';
  const reason = input('cancel-reason', { required: true, maxlength: REASON_MAX, autocomplete: 'off', disabled: !cancellable });
  const cancel = h(
    'form',
    { class: 'desk-form', id: 'cancel-form', 'aria-labelledby': 'cancel-title' },
    h('h2', { id: 'cancel-title' }, t('deskGame.cancelTitle')),
    h('p', { class: 'hint muted' }, cancellable ? t('deskGame.cancelHint') : t('deskGame.cancelLocked', { status: t(`common.status.${game.status}`) })),
    field(t('deskGame.cancelReason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'danger', disabled: !cancellable }, t('deskGame.cancelSubmit'))),
  );
  onSubmit(
    cancel,
    async () => {
      if (!confirm(t('deskGame.cancelConfirm', { home: game.home.name, away: game.away.name }))) return;
      await request(DeskCancelGameDocument, { gameId: game.id, reason: reason.value.trim() }, token());
      await refresh('game-summary');
    },
    { reason: 'cancel-reason' },
  );
  const deletable = game.status === 'SCHEDULED';
  const remove = h(
    'section',
    { class: 'desk-form', id: 'delete-game', 'aria-labelledby': 'delete-game-title' },
    h('h2', { id: 'delete-game-title' }, t('deskRest.deleteGame.title')),
    h('p', { class: 'hint muted' }, t(deletable ? 'deskRest.deleteGame.hint' : 'deskRest.deleteGame.locked')),
    deletable
      ? deleteButton({
          id: 'delete-game-button',
          label: t('deskRest.delete.named', { name: `${game.home.name} v ${game.away.name}` }),
          confirmText: t('deskRest.delete.confirm', { name: `${game.home.name} v ${game.away.name}` }),
          remove: () => request(DeskDeleteGameDocument, { id: game.id }, token()),
          after: () => {
            location.hash = `#/competitions/${encodeURIComponent(game.division.competition.id)}`;
          },
        })
      : null,
  );
  return h('div', { class: 'move-tools' }, move, cancel, remove);
}
