import { ELIMINATION_STAGES, GameStage, GameStatus, type Position, RulesetPreset } from './enums';
import { conflictingRatings, asRating, ratingName } from './division-ratings';
import { deadlineText, localDate } from './calendar';
import type { FinePayer } from './fines';
import { RULESETS } from './rulesets';
import type { SuspensionKind } from './suspensions';
import { attachText, list, money, type Param, type Text, text, translate, type WithText } from './messages';

/*
 * Eligibility of a player for a game (R21): every reason that holds, not just the first, each with a
 * stable code and a message a coach understands: in English as `message`, and as catalogue data
 * (src/domain/messages, `eligibility.reasons.<code>`) under the TEXT symbol for an answer in another language.
 * Plain data in: the caller has already worked out each suspension's serving status (suspensions.ts).
 */

export const IneligibilityCode = {
  NOT_ON_ROSTER: 'NOT_ON_ROSTER',
  SUSPENDED: 'SUSPENDED',
  EJECTED_FROM_COMPETITION: 'EJECTED_FROM_COMPETITION',
  UNPAID_FINE: 'UNPAID_FINE',
  TEAM_FINE_UNPAID: 'TEAM_FINE_UNPAID',
  UNDER_AGE: 'UNDER_AGE',
  WAIVER_MISSING: 'WAIVER_MISSING',
  REGISTRATION_MISSING: 'REGISTRATION_MISSING',
  INSUFFICIENT_GAMES_PLAYED: 'INSUFFICIENT_GAMES_PLAYED',
  GOALIE_ADDED_AFTER_CUTOFF: 'GOALIE_ADDED_AFTER_CUTOFF',
  DIVISION_CONFLICT: 'DIVISION_CONFLICT',
  A_DIVISION_REQUIRED: 'A_DIVISION_REQUIRED',
} as const;
export type IneligibilityCode = (typeof IneligibilityCode)[keyof typeof IneligibilityCode];

export interface IneligibilityReason extends WithText {
  code: IneligibilityCode;
  message: string;
  /** the rulebook line or ruling */
  rule: string;
}

export interface Eligibility {
  eligible: boolean;
  reasons: IneligibilityReason[];
  /** what the player must see to before playing, without barring him (eligibilityNotes); absent: none worked out */
  notes?: EligibilityNote[];
}

export const EligibilityNoteCode = { UNDER_18_EQUIPMENT: 'UNDER_18_EQUIPMENT', GLOVES_18_AND_OVER: 'GLOVES_18_AND_OVER' } as const;
export type EligibilityNoteCode = (typeof EligibilityNoteCode)[keyof typeof EligibilityNoteCode];

/** Something a rulebook asks of a player who may play (not a reason he may not): BHI's equipment for players under 18 (R35), and the gloves of those 18 and over (G49). */
export interface EligibilityNote extends WithText {
  code: EligibilityNoteCode;
  message: string;
  /** the rulebook line or ruling */
  rule: string;
}

export interface EligibilityInput {
  preset: RulesetPreset;
  /** the competition's minimum age on game day: the preset's, or its override; null: none */
  minimumAge: number | null;
  game: {
    competitionId: string;
    /** the team the player would dress for */
    teamId: string;
    stage: GameStage;
    /** the game's calendar date where it is played, YYYY-MM-DD */
    date: string;
    /** the name of the game's division (Cole Harbour's "A divsion", 000:11) */
    divisionName?: string;
  };
  player: { name: string; birthDate: string; waiverSigned?: boolean; experienceLevel?: string | null };
  /** the player's roster entries (any competition: others are left out) */
  rosterEntries: ReadonlyArray<{
    teamId: string;
    competitionId: string;
    position: Position;
    /** the team's division rating (BHI: REC, INTERMEDIATE, BARN, SHACK) */
    divisionRating?: string | null;
    waiverSigned?: boolean;
    /** ISO instant the player was added to the team */
    addedAt?: string;
  }>;
  /** the player's suspensions, each with its serving status */
  suspensions: ReadonlyArray<{ competitionId: string; kind: SuspensionKind; games: number | null; gamesRemaining: number | null; active: boolean; reason: string }>;
  /** the player's fines (of this competition and of linked ones), and the fines of the team the game is for */
  fines: ReadonlyArray<{ competitionId: string; payee: FinePayer; teamId?: string | null; amountCents: number; paid: boolean; reason: string; dueBeforeNextGame?: boolean; competitionName?: string }>;
  /** league 004:9: competitions whose fines an official approved as in effect in this one (R41) */
  linkedCompetitionIds?: readonly string[];
  /** games the player was dressed for (R21: "playing means dressed in the lineup") */
  gamesDressed: ReadonlyArray<{ competitionId: string; teamId: string; stage: GameStage; status: GameStatus }>;
  /** the competition's IANA time zone: the calendar its dates are read in (R39); UTC when left out */
  timeZone?: string;
  /** the safety waiver is needed (Ruleset.waiverRequired); left out: the preset's */
  waiverRequired?: boolean;
  /** league 004:13: a registration form is needed (Ruleset.registrationRequired, R42); left out: the preset's */
  registrationRequired?: boolean;
  /** the league received the player's signed registration form for this competition before the game starts */
  registered?: boolean;
  /** league: the addition cut-off (§8: pick-ups, affiliations and goalies), ISO instant */
  additionCutoff?: string | null;
}

const LEAGUES: ReadonlySet<RulesetPreset> = new Set([RulesetPreset.WINTER_LEAGUE_5ON5, RulesetPreset.WINTER_LEAGUE_3ON3]);

/** Games a player must have played before a playoff game (R21). */
const PLAYOFF_MINIMUM: Partial<Record<RulesetPreset, { games: number; stage: GameStage; rule: string }>> = {
  COLE_HARBOUR_CLASSIC: { games: 1, stage: GameStage.ROUND_ROBIN, rule: 'Cole Harbour "he must have participated in ONE of his/her team\'s round robin games"; R21' },
  BHI_5ON5: { games: 1, stage: GameStage.ROUND_ROBIN, rule: 'BHI "Every player on your roster has to play at least 1 round robin game to be eligible for elimination games"; R21' },
  WINTER_LEAGUE_5ON5: {
    games: 5,
    stage: GameStage.REGULAR_SEASON,
    rule: '§8 "Players MUST play a MINIMUM of FIVE (5) regular season games BEFORE they can participate in playoffs. Playoff games DO NOT count."; R21',
  },
  WINTER_LEAGUE_3ON3: {
    games: 5,
    stage: GameStage.REGULAR_SEASON,
    rule: '§8 "Players MUST play a MINIMUM of FIVE (5) regular season games BEFORE they can participate in playoffs. Playoff games DO NOT count."; R21',
  },
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDate(value: string): [number, number, number] {
  const m = DATE.exec(value);
  const parts = m ? ([Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number]) : null;
  // Round-trip through UTC so 2027-02-29 or 2026-13-01 is refused, not rolled over.
  if (!parts || new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`${value} is not a calendar date (YYYY-MM-DD)`);
  }
  return parts;
}

/**
 * Age in whole years on a calendar date. Someone born on 29 February turns a year older on
 * 1 March in a common year: the birthday has not come until the date passes 29 February — the
 * stricter reading for an age minimum, and the UK's and Hong Kong's legal rule.
 */
export function ageOn(birthDate: string, date: string): number {
  const [by, bm, bd] = calendarDate(birthDate);
  const [y, m, d] = calendarDate(date);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The levels of PlayerExperience that play in A; how a coach reads each is the catalogue's eligibility.experience. */
const EXPERIENCE_NAMES: ReadonlySet<string> = new Set(['PRO', 'MAJOR_JUNIOR', 'COLLEGE', 'UNIVERSITY']);

/**
 * Whether a Cole Harbour division is its "A divsion" (000:11, R34): its name is the letter A alone,
 * or with the word "division" before or after it ("A", "a", "A Division", "Division A"); "AA", "B"
 * or "Rec A" are not.
 */
export function isADivision(name: string): boolean {
  return /^(?:div(?:ision|sion)?[\s-]*)?a(?:[\s-]*div(?:ision|sion)?)?$/i.test(name.trim());
}

/** A reason or a note: its English message, and its catalogue data for other languages. */
function withText<T extends { code: string; rule: string }>(item: T, message: Text): T & { message: string } & WithText {
  return attachText({ ...item, message: translate('en', message) }, message);
}

const reason = (code: IneligibilityCode, params: Record<string, Param>) => text(`eligibility.reasons.${code}`, params);

function competitionWord(preset: RulesetPreset): 'season' | 'tournament' | 'competition' {
  if (LEAGUES.has(preset)) return 'season';
  if (preset === RulesetPreset.COLE_HARBOUR_CLASSIC || preset === RulesetPreset.BHI_5ON5) return 'tournament';
  return 'competition';
}

/**
 * Whether a player may dress for a game, with every reason that holds (R21). `eligible` is true
 * exactly when there is no reason.
 */
export function eligibility(input: EligibilityInput): Eligibility {
  const { preset, game, player } = input;
  const name = player.name;
  const reasons: IneligibilityReason[] = [];
  const add: Add = (code, params, rule) => reasons.push(withText({ code, rule }, reason(code, params)));
  const entries = input.rosterEntries.filter((e) => e.competitionId === game.competitionId);
  const entry = entries.find((e) => e.teamId === game.teamId);
  const league = LEAGUES.has(preset);

  if (!entry) add('NOT_ON_ROSTER', { name }, 'R21; Cole Harbour "the player\'s name must appear on the team roster"; league §8');

  const active = input.suspensions.filter((s) => s.active && s.competitionId === game.competitionId);
  const ejections = active.filter((s) => s.kind === 'REST_OF_COMPETITION');
  if (ejections.length) {
    add(
      'EJECTED_FROM_COMPETITION',
      {
        name,
        restOf: text(`eligibility.restOf.${competitionWord(preset)}`),
        reasons: list(
          ejections.map((s) => s.reason),
          '; ',
        ),
      },
      'R17, R21',
    );
  }
  const suspended = active.filter((s) => s.kind !== 'REST_OF_COMPETITION');
  if (suspended.length)
    add(
      'SUSPENDED',
      {
        suspensions: list(
          suspended.map((s) => suspensionMessage(name, s)),
          ' ',
        ),
      },
      'R18, R21',
    );

  if (league) {
    const own = input.fines.filter((f) => !f.paid && f.payee === 'PLAYER' && f.competitionId === game.competitionId);
    // 004:9 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league, pending approval" (R41).
    const linked = input.fines.filter((f) => !f.paid && f.payee === 'PLAYER' && f.competitionId !== game.competitionId && (input.linkedCompetitionIds ?? []).includes(f.competitionId));
    if (own.length || linked.length) {
      const parts: Param[] = [
        ...own.map((f) => f.reason),
        ...linked.map((f) =>
          text('eligibility.linkedFine', { amount: money(f.amountCents), competition: f.competitionName ?? text('eligibility.competitionId', { id: f.competitionId }), reason: f.reason }),
        ),
      ];
      add(
        'UNPAID_FINE',
        { name, amount: money(sum([...own, ...linked])), fines: list(parts, '; ') },
        `§5 "it must be paid prior to the next game that player is eligible to play"; §26; R21${linked.length ? '; 004:9 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league"; R41' : ''}`,
      );
    }
    const team = input.fines.filter((f) => !f.paid && f.payee === 'TEAM' && f.teamId === game.teamId && f.dueBeforeNextGame === true && f.competitionId === game.competitionId);
    if (team.length) {
      add(
        'TEAM_FINE_UNPAID',
        {
          amount: money(sum(team)),
          reasons: list(
            team.map((f) => f.reason),
            '; ',
          ),
        },
        '§16 "payable to the league IMMEDIATELY and before their next game"; §20 "must be paid before the team plays again"',
      );
    }
  }

  if (input.minimumAge !== null) {
    const age = ageOn(player.birthDate, game.date);
    if (age < input.minimumAge) add('UNDER_AGE', { name, age, minimum: input.minimumAge }, 'Cole Harbour "the designated tournament age (19+)"; R21');
  }

  if ((input.waiverRequired ?? RULESETS[preset].waiverRequired) && !player.waiverSigned && !entry?.waiverSigned) {
    add('WAIVER_MISSING', { name }, 'Cole Harbour "All players shall fill out the safety waiver before participating in their first game"; R21');
  }

  if ((input.registrationRequired ?? RULESETS[preset].registrationRequired) && !input.registered) {
    add(
      'REGISTRATION_MISSING',
      { name, competition: text(`eligibility.thisCompetition.${competitionWord(preset)}`) },
      '004:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that player steps on the floor"; R42',
    );
  }

  if (ELIMINATION_STAGES.has(game.stage)) playoffReasons(input, entry, add);

  // Cole Harbour 000:11, no "sandbagging" (R34): pro, Major Junior, college or university experience plays in A.
  if (preset === RulesetPreset.COLE_HARBOUR_CLASSIC && player.experienceLevel && EXPERIENCE_NAMES.has(player.experienceLevel) && game.divisionName !== undefined && !isADivision(game.divisionName)) {
    add(
      'A_DIVISION_REQUIRED',
      { name, experience: text(`eligibility.experience.${player.experienceLevel}`), division: game.divisionName.trim() },
      'Cole Harbour "Any players with pro hockey experience or have played in Major Jr., College or University level will be required to play in the A divsion"; R34',
    );
  }

  if (preset === RulesetPreset.BHI_5ON5 && entry) {
    const others = entries.filter((e) => e !== entry).map((e) => e.divisionRating);
    const own = asRating(entry.divisionRating);
    for (const other of conflictingRatings(entry.divisionRating, others)) {
      add(
        'DIVISION_CONFLICT',
        { name, other: ratingName(other), own: ratingName(own!) },
        'BHI "A player can not play in the Rec & the Shack division …", "… the Intermediate & the Barn division …"; R21',
      );
    }
  }

  return { eligible: reasons.length === 0, reasons };
}

/**
 * What the rulebook asks of the player for this game without barring him (R35): BHI 003:8, a player
 * under 18 on the game day (the same `game.date` and `ageOn` as the age minimum) must wear a
 * full-face shield and the rest; 003:9, a player 18 or over wears ice hockey, ball hockey or
 * lacrosse gloves (G49). A note, whatever the verdict: the referee checks the equipment.
 */
export function eligibilityNotes(input: EligibilityInput): EligibilityNote[] {
  const notes: EligibilityNote[] = [];
  if (input.preset === RulesetPreset.BHI_5ON5) {
    const age = ageOn(input.player.birthDate, input.game.date);
    if (age < 18) {
      notes.push(
        withText(
          {
            code: 'UNDER_18_EQUIPMENT' as const,
            rule: 'BHI "All players under the age of 18 needs to wear a helmet with a full-face shield, elbow pads, hockey shin pads, hockey gloves, jock and a stick"; R35',
          },
          text('eligibility.notes.UNDER_18_EQUIPMENT', { name: input.player.name, age }),
        ),
      );
    } else {
      // G49: "over the age of 18" read as 18 and over, so that every player has one of the two lines.
      notes.push(
        withText(
          {
            code: 'GLOVES_18_AND_OVER' as const,
            rule: 'docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9 "Players over the age of 18 are required to wear ice hockey, ball hockey or lacrosse gloves"; G49',
          },
          text('eligibility.notes.GLOVES_18_AND_OVER', { name: input.player.name, age }),
        ),
      );
    }
  }
  return notes;
}

/** The verdict (R21) and the notes (R35), from one input. */
export function eligibilityWithNotes(input: EligibilityInput): Eligibility & { notes: EligibilityNote[] } {
  return { ...eligibility(input), notes: eligibilityNotes(input) };
}

type Add = (code: IneligibilityCode, params: Record<string, Param>, rule: string) => void;

/**
 * Playoff games: the games-played minimum for every player, goalies included; league goalies must
 * also have been on the roster before the addition cut-off (docs/rulebooks/004_52536eff465526ad.txt:15
 * names both, one sentence after the other; R21).
 */
function playoffReasons(input: EligibilityInput, entry: EligibilityInput['rosterEntries'][number] | undefined, add: Add): void {
  const { preset, game, player } = input;
  const minimum = PLAYOFF_MINIMUM[preset];
  if (!minimum) return;
  if (LEAGUES.has(preset) && entry?.position === 'GOALIE') {
    const zone = input.timeZone ?? 'UTC';
    if (input.additionCutoff && entry.addedAt && Date.parse(entry.addedAt) > Date.parse(input.additionCutoff)) {
      add(
        'GOALIE_ADDED_AFTER_CUTOFF',
        { name: player.name, added: localDate(entry.addedAt, zone), cutoff: deadlineText(input.additionCutoff, zone) },
        '§8 "Goalies MUST be on the team\'s roster BEFORE the addition cut-off deadline"',
      );
    }
  }
  const played = input.gamesDressed.filter(
    (g) => g.competitionId === game.competitionId && g.teamId === game.teamId && g.stage === minimum.stage && (g.status === GameStatus.FINAL || g.status === GameStatus.FORFEITED),
  ).length;
  if (played < minimum.games) {
    add(
      'INSUFFICIENT_GAMES_PLAYED',
      { name: player.name, played, needed: text(`eligibility.stageGames.${minimum.stage === GameStage.ROUND_ROBIN ? 'ROUND_ROBIN' : 'REGULAR_SEASON'}`, { count: minimum.games }) },
      minimum.rule,
    );
  }
}

function suspensionMessage(name: string, s: EligibilityInput['suspensions'][number]): Text {
  const key = `eligibility.suspension.${s.kind}`;
  if (s.kind === 'GAMES') return text(key, { name, remaining: String(s.gamesRemaining), games: text('eligibility.games', { count: s.games ?? 0 }), reason: s.reason });
  return text(key, { name, reason: s.reason });
}

const sum = (fines: ReadonlyArray<{ amountCents: number }>) => fines.reduce((total, f) => total + f.amountCents, 0);
