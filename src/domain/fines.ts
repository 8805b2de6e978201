/*
 * Fines as data, in integer cents. The §26 table's fines come from discipline (league-penalty-table.ts);
 * this file holds the league rulebook's other fines (§12, §16, §19, §20) and the rebate of no-show
 * default fines. Only the league fines: the two tournaments' rulebooks name no fine.
 */

import { RulesetPreset } from './enums';

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);

/** Who owes a fine: the player, or the team (its rep). */
export type FinePayer = 'PLAYER' | 'TEAM';

/** A fine the rules impose, before it is stored. */
export interface FineDecision {
  amountCents: number;
  /** the table's range where it gives one: `amountCents` is the minimum, an official may raise it */
  minimumCents?: number;
  /** null: the table gives a minimum only ("min. $80") */
  maximumCents?: number | null;
  reason: string;
  /** the rulebook line or ruling it applies */
  rule: string;
  /** who owes it (the brief's name: the party the fine is charged to) */
  payee: FinePayer;
  /** must be paid before the player (the team) plays again: unpaid, it makes them ineligible */
  dueBeforeNextGame: boolean;
  /** a fact the rules need that was not recorded, and the reading chosen for it */
  assumption?: string;
  /** §16: the fine of a "no show" default, rebated to the opponent once collected */
  noShow?: boolean;
}

const DOLLARS = 100;

/** The league's fixed fines outside the §26 table. */
export const LEAGUE_FINES = {
  /** §16 "will face a fine of $50.00 which is payable to the league IMMEDIATELY and before their next game" */
  DEFAULT_WITHOUT_NOTICE: 50 * DOLLARS,
  /** §16 "If a team defaults two (2) games in a season, then that team will be fined $100.00" */
  SECOND_DEFAULT: 100 * DOLLARS,
  /** §12 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game" */
  LATE_ROSTER_SHEET: 25 * DOLLARS,
  /** §19 "A $25.00 fee must be submitted … If the appeal is won, then the $25.00 fee will be refunded" */
  PROTEST_FEE: 25 * DOLLARS,
} as const;

const HOUR = 1;

/**
 * §16: the fine for a team's default. "without PROPER and ADEQUATE notice (min. 24 – 72 hrs)" names a
 * range, not a number: under 24 hours is surely inadequate, 72 or more surely adequate; in between
 * the stricter reading (fined) is taken and said, so an official can waive it. The second and later
 * defaults of a season are fined $100 whatever the notice: the rulebook counts defaults, not
 * defaults without notice, and says the team "may be suspended for the balance of the season" —
 * that suspension is an official's decision, flagged here, never automatic.
 *
 * @param priorDefaults the team's defaults earlier in this season
 * @param noticeHours how long before the game the league was told; null: never told (a no-show)
 */
export function defaultFine(input: { priorDefaults: number; noticeHours: number | null }): {
  fine: FineDecision | null;
  seasonSuspensionPossible: boolean;
} {
  const { priorDefaults, noticeHours } = input;
  if (!Number.isInteger(priorDefaults) || priorDefaults < 0) throw new RangeError('priorDefaults must be a whole number, 0 or more');
  const noShow = noticeHours === null;
  const base = { payee: 'TEAM' as const, dueBeforeNextGame: true, noShow };
  if (priorDefaults >= 1) {
    return {
      fine: {
        ...base,
        amountCents: LEAGUE_FINES.SECOND_DEFAULT,
        reason: `Default number ${priorDefaults + 1} this season`,
        rule: '§16 "If a team defaults two (2) games in a season, then that team will be fined $100.00 and may be suspended for the balance of the season"',
      },
      seasonSuspensionPossible: true,
    };
  }
  if (noticeHours !== null && noticeHours >= 72 * HOUR) return { fine: null, seasonSuspensionPossible: false };
  const unclear = noticeHours !== null && noticeHours >= 24 * HOUR;
  return {
    fine: {
      ...base,
      amountCents: LEAGUE_FINES.DEFAULT_WITHOUT_NOTICE,
      reason: noShow ? 'Defaulted a game without notice (no show)' : `Defaulted a game with ${noticeHours} hours' notice`,
      rule: '§16 "defaults a game without PROPER and ADEQUATE notice (min. 24 – 72 hrs), … will face a fine of $50.00 which is payable to the league IMMEDIATELY and before their next game"',
      ...(unclear ? { assumption: 'Notice between 24 and 72 hours: the rulebook\'s minimum is "24 – 72 hrs"; fined, and an official may waive it.' } : {}),
    },
    seasonSuspensionPossible: false,
  };
}

/**
 * §16 "Any fine(s) money collected from games defaulted as a result of 'no show', will be rebated
 * back to the opposing team that showed up": only a no-show's fine, and only once it is paid.
 */
export function noShowRebate(fine: { amountCents: number; noShow?: boolean; paid: boolean }, opponentTeamId: string): { teamId: string; amountCents: number } | null {
  if (!fine.noShow || !fine.paid) return null;
  return { teamId: opponentTeamId, amountCents: fine.amountCents };
}

/**
 * §12: "$25.00 … against any team or team rep that fails to submit their roster sheet at least 10 – 15
 * mins BEFORE their game". As with §16, the range is read strictly: under 15 minutes is fined, and
 * between 10 and 15 the decision says so.
 *
 * @param minutesBefore minutes before the game's start the sheet came in; null: not before the start
 */
export function lateRosterSheetFine(minutesBefore: number | null): FineDecision | null {
  if (minutesBefore !== null && minutesBefore >= 15) return null;
  const unclear = minutesBefore !== null && minutesBefore >= 10;
  return {
    amountCents: LEAGUE_FINES.LATE_ROSTER_SHEET,
    reason: minutesBefore === null ? 'Roster sheet not submitted before the game' : `Roster sheet submitted ${minutesBefore} minutes before the game`,
    rule: '§12 "A $25.00 fine will be imposed … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game"',
    payee: 'TEAM',
    // §12 names no due date, unlike §16 and §20: it does not stop the team playing.
    dueBeforeNextGame: false,
    ...(unclear ? { assumption: 'Between 10 and 15 minutes: the rulebook says "10 – 15 mins"; fined, and an official may waive it.' } : {}),
  };
}

/** §19: the protest fee, and what is refunded: all of it when the protest is won, nothing otherwise. */
export function protestFeeRefundCents(outcome: 'WON' | 'LOST' | 'REFUSED'): number {
  return outcome === 'WON' ? LEAGUE_FINES.PROTEST_FEE : 0;
}

/**
 * §20 "Any lost, stolen, or damaged pinnies will be billed to the team rep on the team responsible, and
 * this must be paid before the team plays again": the amount is what the pinnies cost.
 */
export function pinniesBill(amountCents: number, what: string): FineDecision {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError('amountCents must be a whole number of cents, more than 0');
  return {
    amountCents,
    reason: `Pinnies lost, stolen or damaged: ${what}`,
    rule: '§20 "Any lost, stolen, or damaged pinnies will be billed to the team rep … and this must be paid before the team plays again"',
    payee: 'TEAM',
    dueBeforeNextGame: true,
  };
}

/**
 * Whether a stored fine must be paid before its payer plays again, by its kind: the §26 table's and
 * other fines (kind null) "MUST be paid prior to the player returning to action" (§26); a default's
 * fine is payable "before their next game" (§16) and pinnies "before the team plays again" (§20);
 * the late roster sheet's names no due date (§12) and a protest fee is a deposit, not a fine (§19).
 */
export function dueBeforeNextGame(kind: string | null): boolean {
  return kind !== 'LATE_ROSTER_SHEET' && kind !== 'PROTEST_FEE';
}

/** The league's fines an official records by name; the amount comes from the rulebook (PINNIES: what they cost). */
export const FineKind = {
  DEFAULT_WITHOUT_NOTICE: 'DEFAULT_WITHOUT_NOTICE',
  SECOND_DEFAULT: 'SECOND_DEFAULT',
  LATE_ROSTER_SHEET: 'LATE_ROSTER_SHEET',
  PROTEST_FEE: 'PROTEST_FEE',
  PINNIES: 'PINNIES',
} as const;
export type FineKind = (typeof FineKind)[keyof typeof FineKind];

/** Each kind's amount (null: the official gives it) and the rulebook line it applies. */
export const FINE_KINDS: Readonly<Record<FineKind, { amountCents: number | null; rule: string }>> = {
  DEFAULT_WITHOUT_NOTICE: { amountCents: LEAGUE_FINES.DEFAULT_WITHOUT_NOTICE, rule: '§16 "defaults a game without PROPER and ADEQUATE notice … will face a fine of $50.00"' },
  SECOND_DEFAULT: { amountCents: LEAGUE_FINES.SECOND_DEFAULT, rule: '§16 "If a team defaults two (2) games in a season, then that team will be fined $100.00"' },
  LATE_ROSTER_SHEET: { amountCents: LEAGUE_FINES.LATE_ROSTER_SHEET, rule: '§12 "A $25.00 fine … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game"' },
  PROTEST_FEE: { amountCents: LEAGUE_FINES.PROTEST_FEE, rule: '§19 "A $25.00 fee must be submitted … If the appeal is won, then the $25.00 fee will be refunded"' },
  PINNIES: { amountCents: null, rule: pinniesBill(1, '').rule },
};

/** §16: only a "no show" default's fine is rebated to the opposing team. */
export function rebatable(kind: string | null): boolean {
  return kind === FineKind.DEFAULT_WITHOUT_NOTICE || kind === FineKind.SECOND_DEFAULT;
}

/**
 * 004:56, a forfeit an official records as a default (forfeitGame), league only (R43). The official
 * judges the notice: `withoutNotice` is "without PROPER and ADEQUATE notice (min. 24 – 72 hrs)", the
 * team that did not show while its opponent did (a "no show": its fine is rebated once paid). The
 * first default of the season is fined $50 without notice, nothing with it; the second and later are
 * fined $100 whatever the notice (defaultFine), and "may be suspended for the balance of the season"
 * stays the league's decision (seasonSuspensionPossible).
 */
export function leagueDefaultFine(input: { preset: RulesetPreset; priorDefaults: number; withoutNotice: boolean }): {
  fine: (FineDecision & { kind: FineKind }) | null;
  seasonSuspensionPossible: boolean;
} {
  if (!LEAGUES.has(input.preset)) return { fine: null, seasonSuspensionPossible: false };
  const { fine, seasonSuspensionPossible } = defaultFine({ priorDefaults: input.priorDefaults, noticeHours: input.withoutNotice ? null : 72 });
  if (!fine) return { fine: null, seasonSuspensionPossible };
  const kind = input.priorDefaults >= 1 ? FineKind.SECOND_DEFAULT : FineKind.DEFAULT_WITHOUT_NOTICE;
  const reason = `${input.withoutNotice ? 'Defaulted without proper and adequate notice (no show)' : 'Defaulted with notice'}${input.priorDefaults >= 1 ? `: default number ${input.priorDefaults + 1} this season, and the team may be suspended for the balance of the season (the league decides)` : ''}`;
  return { fine: { ...fine, kind, reason, rule: `004:56 ${fine.rule.replace(/^§16 /, '')}; R43`, noShow: input.withoutNotice }, seasonSuspensionPossible };
}

/**
 * 004:41 "A $25.00 fine will be imposed and enforced against any team or team rep that fails to
 * submit their roster sheet at least 10 – 15 mins BEFORE their game", league only (R43): the roster
 * sheet is the team's first lineup (setLineup) for the game, timed by the server against the game's
 * scheduled start; none by the drop is "not submitted" (`sheetAt` null).
 */
export function rosterSheetFine(input: { preset: RulesetPreset; startsAt: string; sheetAt: string | null }): FineDecision | null {
  if (!LEAGUES.has(input.preset)) return null;
  const minutesBefore = input.sheetAt === null ? null : (Date.parse(input.startsAt) - Date.parse(input.sheetAt)) / 60_000;
  const fine = lateRosterSheetFine(minutesBefore === null || minutesBefore < 0 ? null : Math.floor(minutesBefore));
  return fine && { ...fine, rule: `004:41 ${fine.rule.replace(/^§12 /, '')}; R43` };
}
