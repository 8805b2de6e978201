/*
 * BHI division ratings. The rulebook's four bullets fix an order, highest first — "Rec & Barn (will
 * count as a Rec rated player)", "Intermediate & Rec (… Intermediate rated)", "Barn & Shack (…
 * Barn rated)" — and allow a player in two divisions only next to each other in it:
 *
 *   INTERMEDIATE > REC > BARN > SHACK
 *
 * "A player can not play in the Rec & the Shack division" and "… the Intermediate & the Barn
 * division" are the two pairs two steps apart; Intermediate & Shack (three apart) is refused too:
 * "If they are playing on an intermediate team, they can only play in the Intermediate & Rec
 * division". R21/R22 name only the first two pairs; the rulebook wins.
 */

export const DIVISION_RATINGS = ['INTERMEDIATE', 'REC', 'BARN', 'SHACK'] as const;
export type DivisionRating = (typeof DIVISION_RATINGS)[number];

/** The rating a division's stored value names, or null (unrated, or a league tier). */
export function asRating(value: string | null | undefined): DivisionRating | null {
  const v = value?.trim().toUpperCase();
  return (DIVISION_RATINGS as readonly string[]).includes(v ?? '') ? (v as DivisionRating) : null;
}

/** Whether one player may not be on teams of both divisions in one tournament. */
export function ratingsConflict(a: DivisionRating, b: DivisionRating): boolean {
  return Math.abs(DIVISION_RATINGS.indexOf(a) - DIVISION_RATINGS.indexOf(b)) >= 2;
}

/** "Any player that plays in two division in the same tournament will be rated at the higher division." */
export function effectiveRating(ratings: ReadonlyArray<string | null | undefined>): DivisionRating | null {
  const known = ratings.map(asRating).filter((r): r is DivisionRating => r !== null);
  if (!known.length) return null;
  return DIVISION_RATINGS[Math.min(...known.map((r) => DIVISION_RATINGS.indexOf(r)))];
}

/**
 * The rating a player counts at in one tournament (003:25, R37): the higher of the divisions he
 * plays in there, from his roster places (the division rating of each team he is on, with its
 * competition); places in other competitions are left out. Null when none of his divisions there
 * has a BHI rating.
 */
export function tournamentRating(competitionId: string, places: ReadonlyArray<{ competitionId: string; divisionRating: string | null | undefined }>): DivisionRating | null {
  return effectiveRating(places.filter((p) => p.competitionId === competitionId).map((p) => p.divisionRating));
}

/** The ratings among `others` that conflict with `rating`, each once. */
export function conflictingRatings(rating: string | null | undefined, others: ReadonlyArray<string | null | undefined>): DivisionRating[] {
  const own = asRating(rating);
  if (!own) return [];
  const found = others.map(asRating).filter((r): r is DivisionRating => r !== null && ratingsConflict(own, r));
  return [...new Set(found)];
}

/** "Rec", "Intermediate", … as a coach reads it. */
export const ratingName = (r: DivisionRating): string => r.charAt(0) + r.slice(1).toLowerCase();
