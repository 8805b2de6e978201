import { GameStage, PenaltySeverity, RulesetPreset } from './enums';
import type { EventFacts } from './game/types';
import { type Infraction, normalizeInfraction } from './infractions';
import { LEAGUE_TABLE, type LeagueRowId, leagueRowsFor, type RowChoice } from './league-penalty-table';
import type { FineDecision } from './fines';
import { exemptFromMajorMisconduct, type Ruleset } from './rulesets';
import type { SuspensionDecision, SuspensionKind } from './suspensions';

/*
 * Discipline: the automatic consequences of one recorded penalty, per the competition's rulebook —
 * suspensions, fines, a defaulted game — as plain data for a service to store (and to delete when
 * the penalty is voided). Ejection from the game itself is the game machine's (R15, R16).
 */

const MINUTE = 60_000;

/** A penalty as the game machine records it, with the context discipline needs. */
export interface PenaltyRecord {
  ruleset: Pick<Ruleset, 'preset' | 'regulationPeriods' | 'periodLengthMs' | 'accidentalMajorExempt'>;
  stage: GameStage;
  teamId: string;
  /** null: a bench penalty */
  playerId: string | null;
  severity: PenaltySeverity;
  /** UPPER_SNAKE_CASE infraction code (infractions.ts) */
  infraction: string;
  /** 1-based; periods after the regulation ones are overtime */
  period: number;
  /** the clock reading when it was assessed; null: not known */
  clockRemainingMs: number | null;
  /** the machine ejected the player with it (`details.ejected`) */
  ejected: boolean;
  /** whether an opponent was injured, as the scorekeeper recorded it; null/undefined = not known */
  injury?: boolean | null;
  /** whether the referee judged it accidental, as recorded; null/undefined = not known */
  accidental?: boolean | null;
}

/** The game the penalised team defaults (league §26 "team bench clearing … game defaulted"). */
export interface ForfeitDecision {
  teamId: string;
  reason: string;
  rule: string;
}

export interface Consequences {
  /** at most one: when several rules apply to one penalty, the heaviest governs (they would run together) */
  suspensions: SuspensionDecision[];
  fines: FineDecision[];
  forfeit?: ForfeitDecision;
  /** league: the §26 rows applied, in order */
  leagueRows?: LeagueRowId[];
  /** what an official should know: assumptions, rules not applied automatically */
  notes: string[];
}

interface Draft {
  suspensions: SuspensionDecision[];
  fines: FineDecision[];
  forfeit?: ForfeitDecision;
  leagueRows?: LeagueRowId[];
  notes: string[];
}

const empty = (): Draft => ({ suspensions: [], fines: [], notes: [] });

/**
 * Whether a penalty came in "the last 10 minutes of the game (regular playing time including
 * overtime)" (Cole Harbour, R16): ten minutes or less of regulation left — exactly 10:00 left is in
 * them — or any time in overtime (and the shootout after it). null when the clock reading is not
 * known.
 */
export function inLastTenMinutes(period: number, clockRemainingMs: number | null, ruleset: Pick<Ruleset, 'regulationPeriods' | 'periodLengthMs'>): boolean | null {
  if (period > ruleset.regulationPeriods) return true;
  if (clockRemainingMs === null) return null;
  const leftInGame = (ruleset.regulationPeriods - period) * ruleset.periodLengthMs + clockRemainingMs;
  return leftInGame <= 10 * MINUTE;
}

/** The record discipline needs, from the facts the machine returned for a PENALTY event. */
export function penaltyRecordFromFacts(facts: EventFacts, context: { ruleset: PenaltyRecord['ruleset']; stage: GameStage }): PenaltyRecord {
  const { severity, infraction, ejected, accidental, injury } = facts.details as { severity?: PenaltySeverity; infraction?: string; ejected?: boolean; accidental?: boolean; injury?: boolean };
  if (!severity || !infraction || !facts.teamId) throw new Error('not the facts of a PENALTY event');
  return {
    ...context,
    teamId: facts.teamId,
    playerId: facts.playerId,
    severity,
    infraction,
    period: facts.period,
    clockRemainingMs: facts.clockRemainingMs,
    ejected: ejected === true,
    accidental: accidental ?? null,
    injury: injury ?? null,
  };
}

/**
 * The automatic consequences of a penalty under its competition's rulebook. Pure: the same penalty
 * always gives the same decisions, so voiding it can delete exactly what it created.
 */
export function consequencesOf(p: PenaltyRecord): Consequences {
  const code = normalizeInfraction(p.infraction);
  let draft: Draft;
  switch (p.ruleset.preset) {
    case RulesetPreset.COLE_HARBOUR_CLASSIC:
      draft = coleHarbour(p, code);
      break;
    case RulesetPreset.BHI_5ON5:
      draft = bhi(p, code);
      break;
    case RulesetPreset.WINTER_LEAGUE_5ON5:
    case RulesetPreset.WINTER_LEAGUE_3ON3:
      draft = league(p, code);
      break;
    case RulesetPreset.IIHF:
    case RulesetPreset.NHL:
      draft = { ...empty(), notes: [`No automatic discipline is encoded for ${p.ruleset.preset}: an official records any suspension.`] };
      break;
  }
  return finish(p, draft);
}

const COLE = 'Cole Harbour';
/** Cole Harbour: "identified by the referee as the instigator or aggressor in a fight" — these codes are fighting too. */
const COLE_FIGHTING: ReadonlySet<Infraction> = new Set<Infraction>(['FIGHTING', 'INSTIGATOR', 'AGGRESSOR']);
/** No rulebook here names a length for these outside the cases above; an official reviews them. */
const PENDING_REVIEW: ReadonlySet<PenaltySeverity> = new Set([PenaltySeverity.MATCH, PenaltySeverity.GROSS_MISCONDUCT]);

function pendingReview(p: PenaltyRecord, book: string): SuspensionDecision {
  return {
    kind: 'INDEFINITE',
    games: null,
    reason: `${label(p.severity)} (${p.infraction}): suspended pending the official's review`,
    rule: `${book}: a ${label(p.severity).toLowerCase()} with no length in the rulebook — held until an official sets it (ruling to confirm)`,
    assumption: 'The rulebook names no suspension for this penalty; held pending review rather than let the player play unreviewed.',
  };
}

function coleHarbour(p: PenaltyRecord, code: Infraction | null): Draft {
  const d = empty();
  if (code && COLE_FIGHTING.has(code)) {
    d.suspensions.push({
      kind: 'REST_OF_COMPETITION',
      games: null,
      reason: `Fighting (${code}): ejected from the game and the rest of the tournament`,
      rule: `${COLE} "Fighting will also result in automatic ejection from the game AND the rest of the tournament"; R17`,
    });
    if (p.severity !== PenaltySeverity.MATCH) {
      d.notes.push(
        `${COLE} makes fighting a match penalty ("A Match penalty shall be assessed to any player who is identified … as the instigator or aggressor in a fight"); this one was recorded as ${p.severity}.`,
      );
    }
  }
  if (code === 'DISCRIMINATORY_ABUSE') {
    d.suspensions.push({
      kind: 'INDEFINITE',
      games: null,
      reason: 'Discriminatory abuse: gross misconduct, suspended until the tournament official reviews it',
      rule: `${COLE} "shall be assessed a Gross Misconduct and automatic suspension which will be reviewed by tournament official"; R20`,
    });
    if (p.severity !== PenaltySeverity.GROSS_MISCONDUCT) d.notes.push(`${COLE} requires a gross misconduct for discriminatory abuse; this one was recorded as ${p.severity}.`);
  } else if (PENDING_REVIEW.has(p.severity)) {
    d.suspensions.push(pendingReview(p, COLE));
  }
  // R16: a major is a major plus a game misconduct, so it carries the game misconduct's rule too —
  // except an accidental high stick without injury, which brings no game misconduct.
  const exempt = exemptFromMajorMisconduct(p.ruleset, p);
  if (p.severity === PenaltySeverity.GAME_MISCONDUCT || (p.severity === PenaltySeverity.MAJOR && !exempt)) {
    const late = inLastTenMinutes(p.period, p.clockRemainingMs, p.ruleset);
    const what = p.severity === PenaltySeverity.MAJOR ? 'Major penalty plus game misconduct' : 'Game misconduct';
    if (late === false) {
      d.notes.push(`No automatic suspension: a game misconduct suspends only in the last 10 minutes of the game (R16); this one came with ${clock(leftInRegulation(p))} of regulation left.`);
    } else {
      d.suspensions.push({
        kind: 'GAMES',
        games: 1,
        minimumGames: 1,
        maximumGames: null,
        reason: `${what} in the last 10 minutes of the game: suspended for the next tournament game`,
        rule: `${COLE} "unless it occurs in the last 10 minutes of the game (regular playing time including overtime), in which case the penalized player shall be suspended for a minimum of the next tournament game"; R16`,
        ...(late === null ? { assumption: 'Clock reading not recorded: read as in the last 10 minutes; an official lifts it if it was earlier.' } : {}),
      });
    }
  }
  return d;
}

const BHI = 'BHI';

function bhi(p: PenaltyRecord, code: Infraction | null): Draft {
  const d = empty();
  if (code === 'FIGHTING') {
    d.suspensions.push({ kind: 'REST_OF_COMPETITION', games: null, reason: 'Fighting: ejected from the tournament', rule: `${BHI} "Automatic ejection from the tournament for fighting"; R17` });
  }
  if (code === 'DISCRIMINATORY_ABUSE') {
    d.suspensions.push({
      kind: 'GAMES',
      games: 1,
      reason: 'Discriminatory taunts, insults or intimidation: one-game suspension',
      rule: `${BHI} "NEW unsportsmanlike rule (any verbal taunts, insults or intimidation based on discriminatory grounds …) will result in a 1 game suspension"; R20`,
    });
  } else if (PENDING_REVIEW.has(p.severity)) {
    d.suspensions.push(pendingReview(p, BHI));
  }
  return d;
}

/** League §26 goaltender interference: "a MAJOR penalty, … AND be assessed a GAME MISCONDUCT penalty (meaning he/she will have to miss the next game as well)". */
function impliedPenalties(p: PenaltyRecord, code: Infraction | null): Array<{ severity: PenaltySeverity; why?: string }> {
  const recorded = [{ severity: p.severity }];
  if (code === 'GOALTENDER_INTERFERENCE' && p.severity === PenaltySeverity.MAJOR) {
    return [...recorded, { severity: PenaltySeverity.GAME_MISCONDUCT, why: '§26 a goaltender-interference major brings a game misconduct' }];
  }
  return recorded;
}

function league(p: PenaltyRecord, code: Infraction | null): Draft {
  const d: Draft = { ...empty(), leagueRows: [] };
  for (const assessed of impliedPenalties(p, code)) {
    const { player, team } = leagueRowsFor({ severity: assessed.severity, infraction: code, ejected: p.ejected, injury: p.injury, accidental: p.accidental });
    if (player) applyRow(d, player, p);
    if (team && !d.leagueRows!.includes(team)) applyRow(d, { row: team }, p);
    if (assessed.why) d.notes.push(`${assessed.why} ("meaning he/she will have to miss the next game as well").`);
  }
  if (code === 'FIRST_PLAYER_OFF_THE_BENCH' && p.severity === PenaltySeverity.MISCONDUCT) {
    d.notes.push('The "+ ten (10)" of the 1st-player-off-bench row: its suspension and fine come with the minor, not twice.');
  } else if (!d.leagueRows!.length) d.notes.push(`The §26 table has no row for a ${label(p.severity).toLowerCase()}: no automatic suspension or fine.`);
  return d;
}

function applyRow(d: Draft, choice: RowChoice, p: PenaltyRecord): void {
  const row = LEAGUE_TABLE[choice.row];
  d.leagueRows!.push(choice.row);
  const rule = `§26 "${row.printed}"`;
  const assumption = choice.assumption ? { assumption: choice.assumption } : {};
  if (row.suspension) {
    const { kind, minGames, maxGames } = row.suspension;
    const ranged = kind === 'GAMES' && minGames !== maxGames;
    d.suspensions.push({
      kind,
      games: kind === 'GAMES' ? minGames : null,
      ...(ranged ? { minimumGames: minGames!, maximumGames: maxGames } : {}),
      reason: `${row.label} (${p.infraction})${ranged ? `: ${maxGames === null ? `at least ${minGames}` : `${minGames} to ${maxGames}`} games, the minimum applied` : ''}`,
      rule,
      ...assumption,
    });
  }
  if (row.fine) {
    const { minCents, maxCents, payee } = row.fine;
    const ranged = minCents !== maxCents;
    d.fines.push({
      amountCents: minCents,
      ...(ranged ? { minimumCents: minCents, maximumCents: maxCents } : {}),
      reason: `${row.label} (${p.infraction})`,
      rule,
      payee,
      // §26 "All fines MUST be paid prior to the player returning to action"; the team's bench-clearing
      // fine is held to the same, as the league's other team fines are (§16, §20).
      dueBeforeNextGame: true,
      ...assumption,
    });
  }
  if (row.defaulted) d.forfeit = { teamId: p.teamId, reason: `${row.label}: the game is defaulted`, rule };
  if (row.remark) d.notes.push(`§26 "${row.remark}": the league pursues charges; nothing is recorded here for it.`);
  if (choice.row === 'SUBSTANCES') d.notes.push('§23 also says "immediately expelled and banned from the building and the league": a ban beyond the season is an official\'s decision.');
}

const KIND_WEIGHT: Record<SuspensionKind, number> = { GAMES: 1, INDEFINITE: 2, REST_OF_COMPETITION: 3, LIFE: 4 };

function heaviest(suspensions: SuspensionDecision[]): SuspensionDecision | undefined {
  return [...suspensions].sort((a, b) => KIND_WEIGHT[b.kind] - KIND_WEIGHT[a.kind] || (b.games ?? 0) - (a.games ?? 0))[0];
}

const TOURNAMENTS: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.COLE_HARBOUR_CLASSIC, RulesetPreset.BHI_5ON5]);

function finish(p: PenaltyRecord, d: Draft): Consequences {
  const notes = [...d.notes];
  let suspension = heaviest(d.suspensions);
  let fines = d.fines;
  if (p.playerId === null && (suspension || fines.some((f) => f.payee === 'PLAYER'))) {
    // A bench penalty names no player: nobody can be suspended or fined automatically.
    notes.push('A bench penalty: no player to suspend or fine automatically; an official records it against the person responsible.');
    suspension = undefined;
    fines = fines.filter((f) => f.payee === 'TEAM');
  }
  if (suspension?.kind === 'GAMES' && TOURNAMENTS.has(p.ruleset.preset) && p.stage === GameStage.FINAL) {
    notes.push('Assessed in the final: no later game of this tournament serves it (R18).');
  }
  if (p.ejected) notes.push('Ejected from this game.');
  return {
    suspensions: suspension ? [suspension] : [],
    fines,
    ...(d.forfeit ? { forfeit: d.forfeit } : {}),
    ...(d.leagueRows ? { leagueRows: d.leagueRows } : {}),
    notes,
  };
}

function leftInRegulation(p: PenaltyRecord): number {
  return (p.ruleset.regulationPeriods - p.period) * p.ruleset.periodLengthMs + (p.clockRemainingMs ?? 0);
}

function label(severity: PenaltySeverity): string {
  const words = severity.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
