import { type Position, RulesetPreset } from './enums';
import { deadlineText } from './calendar';
import { conflictingRatings, asRating, effectiveRating, ratingName } from './division-ratings';
import { attachText, type Param, text, type Text, translate } from './messages';

/*
 * Roster and lineup limits (R22, R23's dressed limit), checked when a roster or lineup changes. Each
 * problem names its limit and the rule, so the refusal tells the official which rule and how far.
 */

export interface RosterProblem {
  code:
    | 'ROSTER_FULL'
    | 'GOALIES_FULL'
    | 'PICKUPS_USED'
    | 'PAST_ADDITION_CUTOFF'
    | 'NOT_A_GOALIE'
    | 'TEAM_AFFILIATIONS_USED'
    | 'GOALIE_AFFILIATIONS_USED'
    | 'GOALIE_FROM_HIGHER_TIER'
    | 'TIER1_CAP'
    | 'DIVISION_CONFLICT'
    | 'NEEDS_OFFICIAL_CLEARANCE'
    | 'DRESSED_FULL'
    | 'DRESSED_GOALIES_FULL'
    | 'GAME_UNDER_WAY';
  /** the limit, as a number where it is one */
  limit: number | string;
  rule: string;
  message: string;
}

/** A problem whose message is the catalogue's rosterRules.<key> (src/domain/messages): in English, and as data for other languages. */
function said(problem: Omit<RosterProblem, 'message'>, key: string, params: Record<string, Param>): RosterProblem {
  const message = text(`rosterRules.${key}`, params);
  return attachText({ ...problem, message: translate('en', message) }, message);
}

/** A player on a team's roster, as far as the limits are concerned. */
export interface RosterMember {
  position: Position;
  /** league §8: a goalie affiliated from another team — not one of the 25 */
  goalieAffiliation?: boolean;
  /** league §8: added after the season started */
  pickup?: boolean;
  /** the league's player ranking (1 = Tier 1 ranked); null: unranked */
  rankingTier?: number | null;
}

export interface RosterAdditionInput {
  preset: RulesetPreset;
  /** the team's roster before the addition */
  roster: readonly RosterMember[];
  addition: RosterMember & { name: string };
  /** ISO instant of the addition */
  at: string;
  /** league: the season whose §8 table of Tier 1 caps applies (default WINTER; R44) */
  leagueSeason?: 'WINTER' | 'SUMMER' | null;
  /** league: the team's tier (1–9); BHI: its division's rating */
  team: { tier?: number | null; divisionRating?: string | null };
  /** league: when the season started and the addition cut-off ("MIDNITE, of the last regular season day"; null: not set yet) */
  season?: { startsAt: string | null; additionCutoff: string | null; /** the competition's time zone, for the dates in messages (R39) */ timeZone?: string } | null;
  /** league: pick-ups the team has made this season, released players included (default: the roster's) */
  pickupsUsed?: number;
  /** league, a goalie affiliation: the goalie's affiliations with other teams, and his own team's tier */
  goalie?: { affiliations: number; teamTier: number | null };
  /** BHI: the ratings of the other divisions the player is on a team in, this tournament */
  otherDivisionRatings?: ReadonlyArray<string | null>;
  /** Cole Harbour: when the schedule was drawn, and whether the tournament official cleared the change */
  scheduleDrawnAt?: string | null;
  clearedByOfficial?: boolean;
}

/** Roster sizes (R22): skaters and goalies separately, or a total including goalies. */
export const ROSTER_LIMITS: Partial<Record<RulesetPreset, { players?: number; goalies: number; total?: number; rule: string }>> = {
  BHI_5ON5: { players: 15, goalies: 2, rule: 'BHI "Maximum roster size is 15 players & 2 Goalies"; R22' },
  WINTER_LEAGUE_5ON5: { total: 25, goalies: 2, rule: '§8 "a MAXIMUM roster of twenty five (25) players, INCLUDING two (2) goalies at any time"; R22' },
  WINTER_LEAGUE_3ON3: { total: 25, goalies: 2, rule: '§8 "a MAXIMUM roster of twenty five (25) players, INCLUDING two (2) goalies at any time"; R22' },
};

/**
 * The most players any lineup or scoresheet can list, whatever the preset: the largest roster a
 * rulebook allows (the winter league's 25 including two goalies, §8). A longer list cannot be a
 * lineup, so it is refused before anything is looked up; each preset's own limits follow.
 */
export const LINEUP_MAX = Math.max(...Object.values(ROSTER_LIMITS).map((l) => l.total ?? (l.players ?? 0) + l.goalies));

/** Dressed for a game (R22/R23): league "eighteen (18) players plus two (2) goalies … NO EXCEPTIONS". */
export const DRESSED_LIMITS: Partial<Record<RulesetPreset, { players: number; goalies: number; rule: string }>> = {
  WINTER_LEAGUE_5ON5: { players: 18, goalies: 2, rule: '§8 "Teams can only DRESS eighteen (18) players plus two (2) goalies for a game, NO EXCEPTIONS"; R22' },
  WINTER_LEAGUE_3ON3: { players: 18, goalies: 2, rule: '§8 "Teams can only DRESS eighteen (18) players plus two (2) goalies for a game, NO EXCEPTIONS"; R22' },
};

export const LEAGUE_PICKUPS = 7;
export const TEAM_GOALIE_AFFILIATIONS = 5;
export const GOALIE_AFFILIATIONS = 3;

/**
 * §8 SUMMER (004:27-31): "Tier 1 can have unlimited no. of Tier 1 ranked players and below. Tier 2 can
 * have a max. of five (5) … Tier 3 … three (3) … Tier 4 … two (2)" (R44). A tier the table does not
 * name has no cap.
 */
export function summerTier1Cap(teamTier: number): number | null | undefined {
  return ({ 1: null, 2: 5, 3: 3, 4: 2 } as Record<number, number | null>)[teamTier];
}

/** 004:32 "you must have played a min. of five (5) games in the previous summer season" (R46). */
export const TIER1_SUMMER_GAMES = 5;

/**
 * A player's ranking for the §8 caps (R46): Tier 1 when the league ranked him so (rankingTier, its
 * word for "any sanctioned league" and the previous winter, which Faceoff may not hold), or when he
 * played five games or more for a Tier 1 team of the previous summer season Faceoff kept (004:18
 * "Tier One (1) players will be … ranked from the previous winter and summer division/tier 1";
 * 004:32 "a min. of five (5) games in the previous summer season"). Otherwise his own ranking.
 */
export function effectiveRankingTier(rankingTier: number | null | undefined, summerTier1Games: number): number | null {
  if (rankingTier === 1 || summerTier1Games >= TIER1_SUMMER_GAMES) return 1;
  return rankingTier ?? null;
}

/**
 * WINTER caps on Tier 1-ranked players by team tier (§8): "Tier 1 and 2 teams can have unlimited …,
 * Tier 3 and 4 … max. of three (3) …, Tier 5 and 6 … max. of two (2) …, Tier 7, 8 and 9 … max. of
 * one (1)". null: unlimited. The SUMMER table is summerTier1Cap's.
 */
export function tier1Cap(teamTier: number): number | null | undefined {
  if (teamTier === 1 || teamTier === 2) return null;
  if (teamTier === 3 || teamTier === 4) return 3;
  if (teamTier === 5 || teamTier === 6) return 2;
  if (teamTier >= 7 && teamTier <= 9) return 1;
  return undefined; // a tier the table does not name: no cap to apply
}

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);
const after = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * Every limit an addition to a team's roster would break (R22); empty when it may be made.
 * Affiliated goalies are not among a league team's 25 (five affiliations could never fit beside two
 * rostered goalies otherwise) and are checked against the affiliation limits instead.
 */
export function rosterAdditionProblems(input: RosterAdditionInput): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const { preset, addition } = input;
  if (LEAGUES.has(preset) && addition.goalieAffiliation) return affiliationProblems(input);

  const rostered = input.roster.filter((m) => !m.goalieAffiliation);
  const goalies = rostered.filter((m) => m.position === 'GOALIE').length;
  const players = rostered.length - goalies;
  const limits = ROSTER_LIMITS[preset];
  if (limits) {
    if (addition.position === 'GOALIE' && goalies >= limits.goalies) {
      problems.push(said({ code: 'GOALIES_FULL', limit: limits.goalies, rule: limits.rule }, 'goaliesFull', { max: limits.goalies }));
    }
    if (limits.players !== undefined && addition.position !== 'GOALIE' && players >= limits.players) {
      problems.push(said({ code: 'ROSTER_FULL', limit: limits.players, rule: limits.rule }, 'skatersFull', { max: limits.players }));
    }
    if (limits.total !== undefined && rostered.length >= limits.total) {
      problems.push(said({ code: 'ROSTER_FULL', limit: limits.total, rule: limits.rule }, 'rosterFull', { max: limits.total }));
    }
  }
  if (LEAGUES.has(preset)) problems.push(...pickupProblems(input), ...tierCapProblems(input, rostered));
  if (preset === RulesetPreset.BHI_5ON5) problems.push(...divisionProblems(input));
  if (preset === RulesetPreset.COLE_HARBOUR_CLASSIC && input.scheduleDrawnAt && after(input.at, input.scheduleDrawnAt) && !input.clearedByOfficial) {
    problems.push(
      said(
        {
          code: 'NEEDS_OFFICIAL_CLEARANCE',
          limit: 'cleared by the Tournament Official',
          rule: 'Cole Harbour "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official"',
        },
        'clearanceToAdd',
        { name: addition.name },
      ),
    );
  }
  return problems;
}

/** §8 pick-ups: "a maximum of seven (7) player additions (pickups) during the season. The DEADLINE FOR PICKUPS IS MIDNITE, of the last regular season day". */
function pickupProblems(input: RosterAdditionInput): RosterProblem[] {
  const season = input.season;
  if (!season?.startsAt || !after(input.at, season.startsAt)) return []; // before the season: building the roster, not a pick-up
  const rule = '§8 "a maximum of seven (7) player additions (pickups) during the season. The DEADLINE FOR PICKUPS IS MIDNITE, of the last regular season day"; R22';
  const problems: RosterProblem[] = [];
  if (season.additionCutoff && after(input.at, season.additionCutoff)) {
    problems.push(said({ code: 'PAST_ADDITION_CUTOFF', limit: season.additionCutoff, rule }, 'pickupDeadline', { deadline: deadlineText(season.additionCutoff, season.timeZone ?? 'UTC') }));
  }
  const used = input.pickupsUsed ?? input.roster.filter((m) => m.pickup && !m.goalieAffiliation).length;
  if (used >= LEAGUE_PICKUPS) {
    problems.push(said({ code: 'PICKUPS_USED', limit: LEAGUE_PICKUPS, rule }, 'pickupsUsed', { max: LEAGUE_PICKUPS }));
  }
  return problems;
}

function tierCapProblems(input: RosterAdditionInput, rostered: readonly RosterMember[]): RosterProblem[] {
  const tier = input.team.tier;
  if (input.addition.rankingTier !== 1 || tier === null || tier === undefined) return [];
  const summer = input.leagueSeason === 'SUMMER';
  const cap = summer ? summerTier1Cap(tier) : tier1Cap(tier);
  if (cap === null || cap === undefined) return [];
  const ranked = rostered.filter((m) => m.rankingTier === 1).length;
  if (ranked < cap) return [];
  return [
    said(
      {
        code: 'TIER1_CAP',
        limit: cap,
        rule: summer ? `004:27-31 SUMMER "Tier ${tier} can have a max. of ${cap} Tier 1 ranked players"; R44` : `§8 WINTER "Tier ${tier} teams can have a max. of ${cap} Tier 1 ranked player(s)"; R22`,
      },
      'tier1Cap',
      { tier, count: cap, ranked },
    ),
  ];
}

/** §8 "teams are permitted only five (5) goalie affiliations. Individuals are allowed only three (3) … You can only affiliate a goalie from your tier OR LOWER". */
function affiliationProblems(input: RosterAdditionInput): RosterProblem[] {
  const rule =
    '§8 "NO player affiliations, and teams are permitted only five (5) goalie affiliations. Individuals are allowed only three (3) goalie affiliations. The deadline for affiliations is the same as roster cut-offs You can only affiliate a goalie from your tier OR LOWER"; R22';
  const problems: RosterProblem[] = [];
  const { addition } = input;
  if (addition.position !== 'GOALIE') {
    problems.push(said({ code: 'NOT_A_GOALIE', limit: 'goalies only', rule }, 'notAGoalie', { name: addition.name }));
  }
  const teamAffiliations = input.roster.filter((m) => m.goalieAffiliation).length;
  if (teamAffiliations >= TEAM_GOALIE_AFFILIATIONS) {
    problems.push(said({ code: 'TEAM_AFFILIATIONS_USED', limit: TEAM_GOALIE_AFFILIATIONS, rule }, 'teamAffiliationsUsed', { max: TEAM_GOALIE_AFFILIATIONS }));
  }
  const goalie = input.goalie ?? { affiliations: 0, teamTier: null };
  if (goalie.affiliations >= GOALIE_AFFILIATIONS) {
    problems.push(said({ code: 'GOALIE_AFFILIATIONS_USED', limit: GOALIE_AFFILIATIONS, rule }, 'goalieAffiliationsUsed', { name: addition.name, max: GOALIE_AFFILIATIONS }));
  }
  // Tier 1 is the top: "your tier OR LOWER" is a tier number equal or greater. A goalie on no team of
  // the league is no affiliation at all (he would be a pick-up), so his tier cannot be vouched for.
  const teamTier = input.team.tier;
  if (teamTier !== null && teamTier !== undefined && (goalie.teamTier === null || goalie.teamTier < teamTier)) {
    const limit = { code: 'GOALIE_FROM_HIGHER_TIER' as const, limit: `Tier ${teamTier} or lower`, rule };
    problems.push(
      goalie.teamTier === null
        ? said(limit, 'goalieOfNoTeam', { name: addition.name, tier: teamTier })
        : said(limit, 'goalieFromHigherTier', { name: addition.name, goalieTier: goalie.teamTier, tier: teamTier }),
    );
  }
  if (input.season?.additionCutoff && after(input.at, input.season.additionCutoff)) {
    problems.push(
      said({ code: 'PAST_ADDITION_CUTOFF', limit: input.season.additionCutoff, rule }, 'affiliationDeadline', { deadline: deadlineText(input.season.additionCutoff, input.season.timeZone ?? 'UTC') }),
    );
  }
  return problems;
}

function divisionProblems(input: RosterAdditionInput): RosterProblem[] {
  const own = asRating(input.team.divisionRating);
  // 003:25 (R37): the rating he counts at now, from the divisions he is already in, said with the refusal.
  const rated = effectiveRating(input.otherDivisionRatings ?? []);
  return conflictingRatings(input.team.divisionRating, input.otherDivisionRatings ?? []).map((other) =>
    said(
      {
        code: 'DIVISION_CONFLICT',
        limit: `not ${ratingName(own!)} with ${ratingName(other)}`,
        rule: 'BHI "A player can not play in the Rec & the Shack division …", "… the Intermediate & the Barn division …", "they can only play in the Intermediate & Rec division"; R22',
      },
      rated ? 'divisionConflictRated' : 'divisionConflict',
      { name: input.addition.name, own: ratingName(own!), other: ratingName(other), ...(rated ? { rating: ratingName(rated) } : {}) },
    ),
  );
}

/** Whether an addition at `at` is a league pick-up: made after the season started (§8). */
export function isPickup(preset: RulesetPreset, at: string, seasonStartsAt: string | null | undefined): boolean {
  return LEAGUES.has(preset) && !!seasonStartsAt && after(at, seasonStartsAt);
}

/** Every limit a game's lineup breaks (league: 18 players plus 2 goalies dressed); empty when it is within them. */
export function lineupProblems(preset: RulesetPreset, lineup: ReadonlyArray<{ position: Position }>): RosterProblem[] {
  const limits = DRESSED_LIMITS[preset];
  if (!limits) return [];
  const goalies = lineup.filter((p) => p.position === 'GOALIE').length;
  const players = lineup.length - goalies;
  const problems: RosterProblem[] = [];
  if (players > limits.players) {
    problems.push(said({ code: 'DRESSED_FULL', limit: limits.players, rule: limits.rule }, 'dressedFull', { players, max: limits.players, goalies: limits.goalies }));
  }
  if (goalies > limits.goalies) {
    problems.push(said({ code: 'DRESSED_GOALIES_FULL', limit: limits.goalies, rule: limits.rule }, 'dressedGoaliesFull', { goalies, max: limits.goalies }));
  }
  return problems;
}

/** A change to a player already on a roster (R50): a new number or position, or a release. */
export interface RosterChangeInput {
  preset: RulesetPreset;
  /** the player's name, for the messages */
  name: string;
  /** the entry as it stands */
  entry: { position: Position; goalieAffiliation?: boolean };
  change: { kind: 'UPDATE'; position?: Position | null; number?: number | null } | { kind: 'RELEASE' };
  /** the team's other players on the roster now (this one left out) */
  roster: readonly RosterMember[];
  /** ISO instant of the change */
  at: string;
  /** a game of the team has started and is not over */
  gameUnderWay?: boolean;
  /** league: the addition cut-off (null: not set) */
  additionCutoff?: string | null;
  /** Cole Harbour: when the schedule was drawn, and whether the tournament official cleared the change */
  scheduleDrawnAt?: string | null;
  clearedByOfficial?: boolean;
}

const CHANGES_BEFORE_THE_GAME =
  '§12 "prior to the beginning of a game, the team rep or coach/captain must … tell the scorekeeper of ANY changes to his/her roster, including pickups, number changes"; R50';
const CLEARED_CHANGES = 'Cole Harbour "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official"; R50';

/**
 * Every rule a change to a roster entry would break (R50); empty when it may be made. A number
 * already worn on the team is the caller's to check (it is a fact of storage, not of the rulebook).
 */
export function rosterChangeProblems(input: RosterChangeInput): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const { preset, change, name } = input;
  const what = text(`rosterRules.changes.${change.kind === 'RELEASE' ? 'release' : change.number !== undefined && change.number !== null ? 'number' : 'position'}`, { name });
  if (input.gameUnderWay) {
    problems.push(said({ code: 'GAME_UNDER_WAY', limit: 'between games', rule: CHANGES_BEFORE_THE_GAME }, 'gameUnderWay', { what }));
  }
  if (preset === RulesetPreset.COLE_HARBOUR_CLASSIC && input.scheduleDrawnAt && after(input.at, input.scheduleDrawnAt) && !input.clearedByOfficial) {
    problems.push(said({ code: 'NEEDS_OFFICIAL_CLEARANCE', limit: 'cleared by the Tournament Official', rule: CLEARED_CHANGES }, 'clearanceToChange', { what }));
  }
  if (change.kind === 'UPDATE' && change.position && change.position !== input.entry.position) {
    if (LEAGUES.has(preset) && input.entry.goalieAffiliation && change.position !== 'GOALIE') {
      problems.push(said({ code: 'NOT_A_GOALIE', limit: 'goalies only', rule: '§8 "there are absolutely NO player affiliations"; R50' }, 'affiliatedGoalie', { name }));
    }
    if (change.position === 'GOALIE' && !input.entry.goalieAffiliation) {
      const limits = ROSTER_LIMITS[preset];
      const goalies = input.roster.filter((m) => !m.goalieAffiliation && m.position === 'GOALIE').length;
      if (limits && goalies >= limits.goalies) {
        problems.push(said({ code: 'GOALIES_FULL', limit: limits.goalies, rule: limits.rule }, 'goaliesFull', { max: limits.goalies }));
      }
      if (LEAGUES.has(preset) && input.additionCutoff && after(input.at, input.additionCutoff)) {
        problems.push(
          said({ code: 'PAST_ADDITION_CUTOFF', limit: input.additionCutoff, rule: '§8 "Goalies MUST be on the team\'s roster BEFORE the addition cut-off deadline"; R50' }, 'goalieAfterCutoff', {
            cutoff: input.additionCutoff.slice(0, 10),
            name,
          }),
        );
      }
    }
  }
  return problems;
}

/**
 * Whether a team's own COACH may change its roster at `at` (R50), and why not. Cole Harbour's teams
 * "MUST input their team's roster" themselves until the schedule is drawn; after it every change is
 * the Tournament Official's. The league's rosters go through the league ("submit their main roster
 * sheet … to the league", a number "changed with the league first"), and BHI names nobody but its
 * officials: there only an ADMIN changes a roster.
 */
export function teamMayChangeOwnRoster(preset: RulesetPreset, at: string, scheduleDrawnAt: string | null | undefined): { may: true } | { may: false; why: Text } {
  if (preset === RulesetPreset.COLE_HARBOUR_CLASSIC) {
    if (!scheduleDrawnAt || !after(at, scheduleDrawnAt)) return { may: true };
    return { may: false, why: text('errors.FORBIDDEN.rosterScheduleDrawn') };
  }
  if (LEAGUES.has(preset)) return { may: false, why: text('errors.FORBIDDEN.leagueRoster') };
  return { may: false, why: text('errors.FORBIDDEN.officialsRoster') };
}
