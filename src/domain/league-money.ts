/*
 * A league team's account: the fees it paid, the bonds held from it or from one of its players, the
 * bills it (or a player) owes, and what the league keeps when the team withdraws. Money in integer
 * cents. League rulebook, page 1 (docs/rulebooks/004_52536eff465526ad.txt:1-3); rulings R70, R71.
 * Pure: the services read the rows and the fines, and store what this allows.
 */

import { ruleViolation } from './errors';
import { money, text } from './messages';

/** What an entry of the account records. */
export const AccountEntryKind = {
  /** fees the team paid the league */
  FEE: 'FEE',
  /** fees the league gave back (004:1: only before the season, and never what it keeps) */
  REFUND: 'REFUND',
  /** 004:3 a performance bond held from the team, or from one of its players */
  BOND: 'BOND',
  /** monies owed besides fines: pinnies (004:66), damage (004:11, :74), a replayed game's costs (004:61) */
  BILL: 'BILL',
  /** 004:1 the team dropped out, on `at` */
  WITHDRAWAL: 'WITHDRAWAL',
  /** 004:3 a bond given back (returnBond, R72): the amount returned, `bondId` the bond; what its giver owed was settled from it first */
  BOND_RETURN: 'BOND_RETURN',
} as const;
export type AccountEntryKind = (typeof AccountEntryKind)[keyof typeof AccountEntryKind];

/** The most one entry may be: $100,000. */
export const MAX_ACCOUNT_CENTS = 10_000_000;
/** 004:1 "or $500.00, whichever is greater" */
export const WITHDRAWAL_MINIMUM_CENTS = 50_000;

/** An entry as the rules need it. */
export interface AccountEntry {
  id: string;
  kind: AccountEntryKind;
  /** 0 for a withdrawal */
  amountCents: number;
  /** a bond held from a player, a bill to a player; null: the team's */
  playerId: string | null;
  /** when it was paid, held, billed, given back, or when the team withdrew (ISO) */
  at: string;
  /** a bill settled (ISO); null: still owed. Other kinds: null */
  paidAt: string | null;
  /** a BOND_RETURN: the bond it gives back; other kinds: null (absent in entries read before returns were kept) */
  bondId?: string | null;
}

/** A fine still owed (unpaid, not waived), by its payer: the team (playerId null) or a player. */
export interface OwedFine {
  id: string;
  playerId: string | null;
  amountCents: number;
}

const LINE_1 = 'docs/rulebooks/004_52536eff465526ad.txt:1';
const LINE_3 = 'docs/rulebooks/004_52536eff465526ad.txt:3';

/**
 * 004:1 "If a team drops out prior to the beginning of the season, the league reserves the right to
 * retain 1/2 of the monies paid by the team, or $500.00, whichever is greater. If a team drops out at
 * the beginning, or at any time during the season, … the league reserves the right to retain ALL fees
 * paid to date." (R70) Before the season: the greater of half (rounded up to the cent) and $500, never
 * more than was paid; from the season's first instant on: all of it. A season whose start is not known
 * yet (no date set, no game scheduled) has not begun.
 *
 * @param paidCents the fees paid to date, less what was given back before
 */
export function withdrawalRetention(input: { paidCents: number; withdrawnAt: string; seasonStartsAt: string | null }): { retainedCents: number; refundableCents: number; duringSeason: boolean } {
  const { paidCents } = input;
  if (!Number.isInteger(paidCents) || paidCents < 0) throw new RangeError('paidCents must be a whole number of cents, 0 or more');
  const duringSeason = input.seasonStartsAt !== null && Date.parse(input.withdrawnAt) >= Date.parse(input.seasonStartsAt);
  const retainedCents = duringSeason ? paidCents : Math.min(paidCents, Math.max(Math.ceil(paidCents / 2), WITHDRAWAL_MINIMUM_CENTS));
  return { retainedCents, refundableCents: paidCents - retainedCents, duringSeason };
}

/** Whether the season is under way at an instant: from its start on (004:1 "Once the season is underway"). */
export function seasonUnderway(seasonStartsAt: string | null, at: string): boolean {
  return seasonStartsAt !== null && Date.parse(at) >= Date.parse(seasonStartsAt);
}

/** One bond, and what would come of it at season end as things stand (004:3, R71). */
export interface BondStanding {
  id: string;
  playerId: string | null;
  heldCents: number;
  /** what its giver owes now: unpaid bills and fines of the team (a team's bond) or of the player */
  owedCents: number;
  /** deducted before it is returned: what is owed, up to the bond */
  deductedCents: number;
  /** returned at season end; once returned, what was */
  returnCents: number;
  /** when it was given back (R72); null: still held */
  returnedAt: string | null;
}

/** The account as the rules read it at `asOf`. */
export interface AccountStanding {
  feesPaidCents: number;
  refundedCents: number;
  /** fees paid less given back: "monies paid … to date" */
  netFeesCents: number;
  withdrawnAt: string | null;
  /** 004:1 what the league keeps of the fees (all, while the team plays on) */
  retainedCents: number;
  /** what may still be given back now: nothing once the season is under way (R70) */
  refundableCents: number;
  bonds: BondStanding[];
  billsOwedCents: number;
  finesOwedCents: number;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * 004:3 "any monies owed by that player or team will be deducted from the bond before its returned.
 * At the end of the season, if no problems or difficulties have been encountered with that player or
 * team, then the full amount of the bond will be returned" (R71): a team's bonds answer for the team's
 * own bills and fines, a player's bond for his; two bonds of one giver are drawn in the order they
 * were held.
 */
export function bondStandings(bonds: readonly AccountEntry[], bills: readonly AccountEntry[], fines: readonly OwedFine[], returns: readonly AccountEntry[] = []): BondStanding[] {
  const owedBy = new Map<string | null, number>();
  for (const b of bills) if (b.paidAt === null) owedBy.set(b.playerId, (owedBy.get(b.playerId) ?? 0) + b.amountCents);
  for (const f of fines) owedBy.set(f.playerId, (owedBy.get(f.playerId) ?? 0) + f.amountCents);
  const left = new Map(owedBy);
  const returnOf = new Map(returns.filter((r) => r.bondId).map((r) => [r.bondId!, r]));
  return [...bonds]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id.localeCompare(b.id))
    .map((bond) => {
      // R72: a bond given back covers nothing more; it shows what was deducted and returned then.
      const returned = returnOf.get(bond.id);
      if (returned)
        return {
          id: bond.id,
          playerId: bond.playerId,
          heldCents: bond.amountCents,
          owedCents: 0,
          deductedCents: bond.amountCents - returned.amountCents,
          returnCents: returned.amountCents,
          returnedAt: returned.at,
        };
      const owedCents = owedBy.get(bond.playerId) ?? 0;
      const remaining = left.get(bond.playerId) ?? 0;
      const deductedCents = Math.min(bond.amountCents, remaining);
      left.set(bond.playerId, remaining - deductedCents);
      return { id: bond.id, playerId: bond.playerId, heldCents: bond.amountCents, owedCents, deductedCents, returnCents: bond.amountCents - deductedCents, returnedAt: null };
    });
}

/** What returning a bond does (R72): the debts it settles, what it keeps for them, and what goes back. */
export interface BondReturn {
  settledBillIds: string[];
  settledFineIds: string[];
  deductedCents: number;
  returnCents: number;
}

/**
 * 004:3 "any monies owed by that player or team will be deducted from the bond before its returned.
 * At the end of the season, if no problems or difficulties have been encountered with that player
 * or team, then the full amount of the bond will be returned" (R72). Giving a bond back settles
 * every unpaid bill and fine of its giver (the team's own, or the player's) from it, in full, and
 * returns the rest. Refused: an entry that is not a bond; a bond already given back; a giver who
 * owes more than the bond holds — nothing would come back, and a debt is never paid in part: the
 * league keeps the bond until the rest is paid (then it is returned, settling what is left).
 */
export function bondReturn(input: { bond: AccountEntry; entries: readonly AccountEntry[]; fines: readonly OwedFine[] }): BondReturn {
  const { bond, entries, fines } = input;
  if (bond.kind !== 'BOND') throw ruleViolation(text('errors.RULE_VIOLATION.notABond', { kind: bond.kind }), 'R72');
  const returned = entries.find((e) => e.kind === 'BOND_RETURN' && e.bondId === bond.id);
  if (returned) throw ruleViolation(text('errors.RULE_VIOLATION.bondAlreadyReturned', { at: returned.at }), 'R72');
  const bills = entries.filter((e) => e.kind === 'BILL' && e.paidAt === null && e.playerId === bond.playerId);
  const owedFines = fines.filter((f) => f.playerId === bond.playerId);
  const deductedCents = sum([...bills.map((b) => b.amountCents), ...owedFines.map((f) => f.amountCents)]);
  if (deductedCents > bond.amountCents) {
    throw ruleViolation(text('errors.RULE_VIOLATION.bondShort', { owed: money(deductedCents), held: money(bond.amountCents) }), 'R72');
  }
  return { settledBillIds: bills.map((b) => b.id), settledFineIds: owedFines.map((f) => f.id), deductedCents, returnCents: bond.amountCents - deductedCents };
}

/** The team's account from its entries and the fines it and its players owe (R70, R71). */
export function accountStanding(input: { entries: readonly AccountEntry[]; finesOwed: readonly OwedFine[]; seasonStartsAt: string | null; asOf: string }): AccountStanding {
  const of = (kind: AccountEntryKind) => input.entries.filter((e) => e.kind === kind);
  const feesPaidCents = sum(of('FEE').map((e) => e.amountCents));
  const refundedCents = sum(of('REFUND').map((e) => e.amountCents));
  const netFeesCents = feesPaidCents - refundedCents;
  const withdrawal = of('WITHDRAWAL')[0] ?? null;
  let retainedCents = netFeesCents;
  let refundableCents = 0;
  if (withdrawal) {
    // "monies paid by the team": what it had paid when it dropped out (less what it was given back
    // before); a refund since is the part not kept, given back.
    const since = (e: AccountEntry) => Date.parse(e.at) >= Date.parse(withdrawal.at);
    const refundedSince = sum(
      of('REFUND')
        .filter(since)
        .map((e) => e.amountCents),
    );
    const kept = withdrawalRetention({ paidCents: Math.max(0, netFeesCents + refundedSince), withdrawnAt: withdrawal.at, seasonStartsAt: input.seasonStartsAt });
    retainedCents = kept.retainedCents;
    refundableCents = Math.max(0, kept.refundableCents - refundedSince);
  }
  // 004:1 "Once the season is underway, there are ABSOLUTELY NO REFUNDS."
  if (seasonUnderway(input.seasonStartsAt, input.asOf)) refundableCents = 0;
  const bills = of('BILL');
  return {
    feesPaidCents,
    refundedCents,
    netFeesCents,
    withdrawnAt: withdrawal?.at ?? null,
    retainedCents,
    refundableCents,
    bonds: bondStandings(of('BOND'), bills, input.finesOwed, of('BOND_RETURN')),
    billsOwedCents: sum(bills.filter((b) => b.paidAt === null).map((b) => b.amountCents)),
    finesOwedCents: sum(input.finesOwed.map((f) => f.amountCents)),
  };
}

/**
 * Whether a new entry may be recorded now; throws the rule it breaks (R70). A refund: never once the
 * season is under way, and never more than the withdrawal leaves (004:1); a team withdraws once; a
 * bill is paid once. Bounds on the amount and the text are the caller's input (the service's).
 */
export function checkAccountEntry(input: { kind: AccountEntryKind; amountCents: number; at: string; entries: readonly AccountEntry[]; seasonStartsAt: string | null }): void {
  const { kind, amountCents, at, entries, seasonStartsAt } = input;
  if (kind === 'WITHDRAWAL' && entries.some((e) => e.kind === 'WITHDRAWAL')) {
    const first = entries.find((e) => e.kind === 'WITHDRAWAL')!;
    throw ruleViolation(text('errors.RULE_VIOLATION.alreadyWithdrawn', { at: first.at }), 'R70');
  }
  // R72: a bond goes back through returnBond, which settles what its giver owes first.
  if (kind === 'BOND_RETURN') throw ruleViolation(text('errors.RULE_VIOLATION.returnThroughReturnBond'), 'R72');
  if (kind !== 'REFUND') return;
  if (seasonUnderway(seasonStartsAt, at)) throw ruleViolation(text('errors.RULE_VIOLATION.noRefundsUnderway', { start: seasonStartsAt! }), 'R70');
  const standing = accountStanding({ entries, finesOwed: [], seasonStartsAt, asOf: at });
  const withdrawn = standing.withdrawnAt !== null;
  const refundable = withdrawn ? standing.refundableCents : standing.netFeesCents;
  if (amountCents > refundable) {
    throw ruleViolation(
      withdrawn
        ? text('errors.RULE_VIOLATION.refundOverRetention', { amount: money(amountCents), refundable: money(refundable), retained: money(standing.retainedCents) })
        : text('errors.RULE_VIOLATION.refundOverPaid', { amount: money(amountCents), paid: money(standing.netFeesCents) }),
      'R70',
    );
  }
}

/** A bill is settled once (R71). */
export function checkBillPayment(entry: AccountEntry): void {
  if (entry.kind !== 'BILL') throw ruleViolation(text('errors.RULE_VIOLATION.notABill', { kind: entry.kind }), 'R71');
  if (entry.paidAt !== null) throw ruleViolation(text('errors.RULE_VIOLATION.billAlreadyPaid', { at: entry.paidAt }), 'R71');
}

/** The lines each rule reads, for the rows and the refusals. */
export const MONEY_RULES = { withdrawal: LINE_1, bond: LINE_3 } as const;
