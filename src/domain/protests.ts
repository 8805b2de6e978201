import { type PenaltySeverity, RulesetPreset } from './enums';
import { LEAGUE_FINES, protestFeeRefundCents } from './fines';
import type { Infraction } from './infractions';
import { attachText, money as amount, type Param, text, translate } from './messages';

/*
 * Protests (league §19) and ID checks (league §9): whether one may be made, and what follows. Only
 * the league rulebook has either procedure; the tournaments' rulebooks name neither.
 */

export type ProtestProblemCode = 'PROTEST_TOO_LATE' | 'JUDGMENT_CALL' | 'FILED_BEFORE_INCIDENT' | 'NOT_A_LEAGUE_RULE';
export type IdCheckProblemCode = 'ID_CHECKS_USED' | 'ID_CHECK_THIS_STOPPAGE' | 'NOT_ALLOWED_TO_REQUEST' | 'OWN_TEAM' | 'NOT_A_LEAGUE_RULE';

export interface RuleProblem<Code extends string> {
  code: Code;
  /** the rulebook line it applies */
  rule: string;
  message: string;
}
export type ProtestProblem = RuleProblem<ProtestProblemCode>;
export type IdCheckProblem = RuleProblem<IdCheckProblemCode>;

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);
const HOUR_MS = 3_600_000;
const PROTEST_WINDOW_HOURS = 72;
const ID_CHECKS_PER_GAME = 2;
const ID_CHECKS_PER_STOPPAGE = 1;

const FEE_RULE = '§19 "A $25.00 fee must be submitted to the league within 72 hours of the incident in question"';
const JUDGMENT_RULE = '§19 "No protest/appeal will be accepted regarding a referee\'s judgment call"';
const REFUND_RULE = '§19 "If the appeal is won, then the $25.00 fee will be refunded"';
const LIMITS_RULE = '§9 "Only one ID check will be permitted during a stoppage of play, and only two (2) per game"';
const WHO_RULE = '§9 "Only a team\'s coach, captain or assistant captain can request an ID check on an opposing team\'s player"';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A problem whose message is the catalogue's (src/domain/messages): in English, and as data for other languages. */
function said<Code extends string>(problem: Omit<RuleProblem<Code>, 'message'>, key: string, params?: Record<string, Param>): RuleProblem<Code> {
  const message = text(key, params);
  return attachText({ ...problem, message: translate('en', message) }, message);
}

const notLeague = (section: string, what: 'protest' | 'idCheck'): RuleProblem<'NOT_A_LEAGUE_RULE'> =>
  said({ code: 'NOT_A_LEAGUE_RULE', rule: `League ${section}: only the league rulebook has this procedure` }, 'idChecks.notLeague', { what: text(`idChecks.procedures.${what}`) });

/** An instant with its offset, so 72 hours are 72 real hours whatever the time zone or daylight saving. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
function instant(name: string, value: string): number {
  const day = INSTANT.exec(value)?.[1] ?? '';
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Round-trip the date, so 2025-02-30 is refused rather than rolled over into March.
  const ms = day && !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(day) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} must be an ISO instant with its offset, e.g. 2025-01-31T19:30:00-04:00 (got ${value})`);
  return ms;
}

/**
 * Why a protest cannot be accepted (league §19); empty when it can. §19: "A $25.00 fee must be
 * submitted to the league within 72 hours of the incident in question. No protest/appeal will be
 * accepted regarding a referee's judgment call." Exactly 72 hours is still within them. Outside
 * the league only NOT_A_LEAGUE_RULE is reported: there is no §19 to measure the rest against.
 */
export function protestFilingProblems(input: { incidentAt: string; filedAt: string; judgmentCall: boolean; preset: RulesetPreset }): ProtestProblem[] {
  const incident = instant('incidentAt', input.incidentAt);
  const filed = instant('filedAt', input.filedAt);
  if (!LEAGUES.has(input.preset)) return [notLeague('§19 PROTESTS', 'protest')];
  const problems: ProtestProblem[] = [];
  if (filed < incident) {
    problems.push(said({ code: 'FILED_BEFORE_INCIDENT', rule: FEE_RULE }, 'protests.FILED_BEFORE_INCIDENT'));
  } else if (filed - incident > PROTEST_WINDOW_HOURS * HOUR_MS) {
    const hours = Math.floor((filed - incident) / HOUR_MS);
    problems.push(said({ code: 'PROTEST_TOO_LATE', rule: FEE_RULE }, 'protests.PROTEST_TOO_LATE', { hours, fee: amount(LEAGUE_FINES.PROTEST_FEE), window: PROTEST_WINDOW_HOURS }));
  }
  if (input.judgmentCall) problems.push(said({ code: 'JUDGMENT_CALL', rule: JUDGMENT_RULE }, 'protests.JUDGMENT_CALL'));
  return problems;
}

/**
 * What the discipline committee's ruling does to the $25.00 fee (league §19): "If the appeal is won,
 * then the $25.00 fee will be refunded." A won protest whose fee is still unpaid has nothing to
 * refund: the fee is waived instead, since the league would owe it straight back. A lost one keeps it.
 */
export function protestRulingEffects(outcome: 'WON' | 'LOST', fee: { amountCents: number; paid: boolean }): { refundCents: number; waiveUnpaidFee: boolean; rule: string; message: string } {
  if (fee.amountCents !== LEAGUE_FINES.PROTEST_FEE) {
    throw new RangeError(`The protest fee is ${money(LEAGUE_FINES.PROTEST_FEE)} (§19), not ${money(fee.amountCents)}`);
  }
  if (outcome === 'LOST') {
    return { refundCents: 0, waiveUnpaidFee: false, rule: REFUND_RULE, message: `Protest lost: the ${money(fee.amountCents)} fee is kept${fee.paid ? '' : ' and is still owed'}.` };
  }
  if (!fee.paid) {
    return { refundCents: 0, waiveUnpaidFee: true, rule: REFUND_RULE, message: `Protest won: the unpaid ${money(fee.amountCents)} fee is cancelled.` };
  }
  const refundCents = protestFeeRefundCents(outcome);
  return { refundCents, waiveUnpaidFee: false, rule: REFUND_RULE, message: `Protest won: the ${money(refundCents)} fee is refunded.` };
}

export type IdCheckRequester = 'COACH' | 'CAPTAIN' | 'ASSISTANT_CAPTAIN' | 'OTHER';
export interface IdCheckRequest {
  requestedBy: IdCheckRequester;
  /** ID checks already made in this game, by either team */
  checksThisGame: number;
  /** ID checks already made in this stoppage of play, by either team */
  checksThisStoppage: number;
  requestingTeamId: string;
  checkedPlayerTeamId: string;
  preset: RulesetPreset;
}

const countOf = (name: string, n: number) => {
  if (Number.isInteger(n) && n >= 0) return n;
  throw new RangeError(`${name} must be a whole number, 0 or more`);
};

/**
 * Why an ID check cannot be requested now (league §9); empty when it can. §9: "Only a team's coach,
 * captain or assistant captain can request an ID check on an opposing team's player. Only one ID
 * check will be permitted during a stoppage of play, and only two (2) per game."
 */
export function idCheckProblems(input: IdCheckRequest): IdCheckProblem[] {
  const game = countOf('checksThisGame', input.checksThisGame);
  const stoppage = countOf('checksThisStoppage', input.checksThisStoppage);
  if (stoppage > game) throw new RangeError("checksThisStoppage cannot exceed checksThisGame: this stoppage's checks are the game's too");
  if (!LEAGUES.has(input.preset)) return [notLeague('§9 PLAYER IDENTIFICATION', 'idCheck')];
  const problems: IdCheckProblem[] = [];
  if (input.requestedBy === 'OTHER') problems.push(said({ code: 'NOT_ALLOWED_TO_REQUEST', rule: WHO_RULE }, 'idChecks.NOT_ALLOWED_TO_REQUEST'));
  if (input.requestingTeamId === input.checkedPlayerTeamId) problems.push(said({ code: 'OWN_TEAM', rule: WHO_RULE }, 'idChecks.OWN_TEAM'));
  // The limits belong to the game, not to each team: the first sentence grants the right to "a
  // team's" officials, but the limits name only "a stoppage of play" and "per game". So both teams'
  // requests count together: two per game in all, and one per stoppage whoever asked first.
  if (game >= ID_CHECKS_PER_GAME) problems.push(said({ code: 'ID_CHECKS_USED', rule: LIMITS_RULE }, 'idChecks.ID_CHECKS_USED', { max: ID_CHECKS_PER_GAME }));
  if (stoppage >= ID_CHECKS_PER_STOPPAGE) problems.push(said({ code: 'ID_CHECK_THIS_STOPPAGE', rule: LIMITS_RULE }, 'idChecks.ID_CHECK_THIS_STOPPAGE'));
  return problems;
}

export interface IdCheckOutcome {
  penalty: { team: 'REQUESTING'; severity: Extract<PenaltySeverity, 'MINOR'>; infraction: Extract<Infraction, 'DELAY_OF_GAME'> } | null;
  /** the player may not continue until he or she produces the ID */
  playerRemoved: boolean;
  signsGamesheet: boolean;
  followUp: 'LEAGUE_REVIEW' | null;
  rule: string;
  message: string;
}

/**
 * What an ID check does at once (league §9). ID produced: "the team requesting the ID check will be
 * assessed a delay of game penalty" — a minor, as §25 calls delay of game "another 2 minute minor
 * penalty for delay of game" (in 3 on 3 it becomes a penalty shot, R19). No ID: "he/she will sign the
 * gamesheet and not be allowed to continue in the game UNTIL he/she produces the proper ID. After
 * the game, the league will pursue the ID check on that player."
 */
export function idCheckOutcome(result: 'PRODUCED_ID' | 'NO_ID'): IdCheckOutcome {
  if (result === 'PRODUCED_ID') {
    return {
      penalty: { team: 'REQUESTING', severity: 'MINOR', infraction: 'DELAY_OF_GAME' },
      playerRemoved: false,
      signsGamesheet: false,
      followUp: null,
      rule: '§9 "If the player produces the proper ID, then the team requesting the ID check will be assessed a delay of game penalty"',
      message: 'The player produced ID: the team that asked for the check takes a delay of game penalty.',
    };
  }
  return {
    penalty: null,
    playerRemoved: true,
    signsGamesheet: true,
    followUp: 'LEAGUE_REVIEW',
    rule: '§9 "he/she will sign the gamesheet and not be allowed to continue in the game UNTIL he/she produces the proper ID. After the game, the league will pursue the ID check on that player"',
    message: 'No ID: the player signs the gamesheet and sits out until the ID is produced; the league reviews the check after the game.',
  };
}

export type IdReviewParty = 'PLAYER' | 'TEAM_REP';

/** §9 "the team rep/coach": the team officials a TEAM_REP sanction falls on, as the roster sheet names them (004:35). */
export const TEAM_REP_ROLES: readonly string[] = ['REPRESENTATIVE', 'COACH'];

/**
 * The league's ruling after the game on a player who had no ID (league §9): "If the player is legal,
 * the game's result will stand. If the player is illegal, then he/she and the team rep/coach will
 * face suspension and fines, AND the game will be defaulted." §9 names no lengths or amounts, so an
 * official sets them (`amountsSetByOfficial`). §8's wider default ("ALL GAMES AND POINTS
 * ACCUMALATED") for a team caught with an illegal player is an official's decision, not made here.
 */
export function idReviewOutcome(legal: boolean): { defaultGame: boolean; suspend: IdReviewParty[]; fine: IdReviewParty[]; amountsSetByOfficial: boolean; rule: string; message: string } {
  if (legal) {
    return {
      defaultGame: false,
      suspend: [],
      fine: [],
      amountsSetByOfficial: false,
      rule: '§9 "If the player is legal, the game\'s result will stand"',
      message: "The player is legal: the game's result stands.",
    };
  }
  return {
    defaultGame: true,
    suspend: ['PLAYER', 'TEAM_REP'],
    fine: ['PLAYER', 'TEAM_REP'],
    amountsSetByOfficial: true,
    rule: '§9 "If the player is illegal, then he/she and the team rep/coach will face suspension and fines, AND the game will be defaulted"',
    message: 'The player is illegal: the game is defaulted, and the player and the team rep/coach are suspended and fined, in lengths and amounts an official sets.',
  };
}
