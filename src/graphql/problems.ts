import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BadUserInput, Conflict, FaceoffError, NotFound, RuleViolation } from '../errors';
import { DEFAULT_LANGUAGE, type Language, translate } from '../domain/messages';
import { messageIn } from './errors';

/*
 * Typed problems (docs/design.md, "Payloads and problems"): what a payload mutation answers instead
 * of a top-level error when nothing was stored because of the caller's input or a rule. One closed
 * set of codes, one vocabulary of rules (the ruling ids of docs/rulings.md), and the input field a
 * problem is about. The errors thrown are those of src/errors.ts; `problemsOf` is the one mapping.
 */

/** Why a payload mutation stored nothing: the closed set of problem codes. */
export const ProblemCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  GAME_STATUS: 'GAME_STATUS',
  CERTIFIED: 'CERTIFIED',
  TEAM: 'TEAM',
  CLOCK: 'CLOCK',
  TIMEOUT: 'TIMEOUT',
  ASSISTS: 'ASSISTS',
  LINEUP: 'LINEUP',
  ELIGIBILITY: 'ELIGIBILITY',
  LATE_PLAYER: 'LATE_PLAYER',
  EJECTED: 'EJECTED',
  ID_CHECK: 'ID_CHECK',
  SEVERITY: 'SEVERITY',
  PENALTY: 'PENALTY',
  PENALTY_SHOT: 'PENALTY_SHOT',
  GOALIE: 'GOALIE',
  TIED_GAME: 'TIED_GAME',
  SHOOTOUT: 'SHOOTOUT',
  GAME_END: 'GAME_END',
  RESULT: 'RESULT',
  FIVE_TWO_RULE: 'FIVE_TWO_RULE',
  EARLY_START: 'EARLY_START',
  VOID: 'VOID',
  CORRECTION: 'CORRECTION',
  RULE: 'RULE',
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];

registerEnumType(ProblemCode, {
  name: 'ProblemCode',
  description: "Why a log… mutation stored nothing: the caller's input, or the rule that refuses it. A closed set; `Problem.rule` names the ruling (docs/rulings.md) where one settles it",
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A field of the input is malformed or out of bounds: `path` names it' },
    NOT_FOUND: { description: 'A game, team, player or event the input names does not exist: `path` names the field' },
    CONFLICT: {
      description:
        'The input meets something stored (the same clientEventId for another kind of event): nothing was stored, and sending it again will not help. A write that only met another at the same moment is not a problem but a top-level CONFLICT error with extensions.retryable: send it again',
    },
    GAME_STATUS: { description: 'Not allowed where the game is now (not started, in an intermission, over)' },
    CERTIFIED: { description: 'The game is certified: only an ADMIN corrects it, with a reason' },
    TEAM: { description: 'The team named does not play this game' },
    CLOCK: { description: "The clock is not where the event needs it (running, stopped, out of time), or the clock reading given is not this period's" },
    TIMEOUT: { description: 'A timeout the team does not have, or not at a stoppage (G14)' },
    ASSISTS: { description: 'The assists are not allowed: more than two, the same player twice, the scorer himself, or a player in the box (G58)' },
    LINEUP: { description: "A player not dressed for the game, dressed twice, or a lineup over or under the rulebook's limits (R22, R23, R33)" },
    ELIGIBILITY: { description: 'A player who may not play this game, with every reason (R21)' },
    LATE_PLAYER: { description: 'A late player who may no longer join the game (R51)' },
    EJECTED: { description: 'The player was ejected from this game' },
    ID_CHECK: { description: "An ID check's rule: at a stoppage only, a player withheld, a check already ruled on (league §9)" },
    SEVERITY: { description: 'The severity typed is not one the rulebook gives the infraction' },
    PENALTY: { description: 'A penalty call the rulebook settles otherwise: a high stick (G55, G56, G57), a slide (R36), the Quick Penalty Rule (G40)' },
    PENALTY_SHOT: { description: 'A penalty shot the team is not owed, or by the wrong shooter (G28)' },
    GOALIE: { description: "The team's goalie is already pulled, or not pulled (G48)" },
    TIED_GAME: { description: "Overtime, a shootout or a tie the game's stage does not allow, or a result that does not decide it (R24, R25)" },
    SHOOTOUT: { description: 'Not allowed in or before the shootout: its order, its named shooters (G31)' },
    GAME_END: { description: 'The game may not end now: regulation not over, or a stop on request not allowed (G30)' },
    RESULT: { description: "A paper result the rules refuse: its scores, its first goals' times (G41), its sheet (G50)" },
    FIVE_TWO_RULE: { description: 'League (004:83) "5 minute – 2 minute" rule not allowed now (G60)' },
    EARLY_START: { description: 'A start before the scheduled time without the agreement, or too early (G61)' },
    VOID: { description: 'An event that may not be voided: none at that seq, a void, the start, voided already, or one whose void breaks what follows (G17)' },
    CORRECTION: { description: "A correction of a finished game's event the rules refuse (R83)" },
    RULE: { description: 'Another rule of the rulebook: the message says which' },
  },
});

@ObjectType({ description: 'Why a log… mutation stored nothing: a typed problem in place of a top-level error' })
export class Problem {
  @Field(() => ProblemCode, { description: 'What kind of problem: one of a closed set' }) code!: ProblemCode;
  @Field({ description: "What is wrong, in the caller's language (Accept-Language), as errors are" }) message!: string;
  @Field(() => String, { nullable: true, description: 'The ruling that settles it, by its id in docs/rulings.md (e.g. R24, G31); null when none does' }) rule!: string | null;
  @Field(() => [String], { nullable: true, description: 'The input field it is about, from the argument down (e.g. ["input", "assistIds"]); null when it is about no one field' })
  path!: string[] | null;
}

/**
 * The code words the domain passes as a RuleViolation's `rule` (src/domain/game), each to its code.
 * A code word names no ruling, so its problem's `rule` is null.
 */
export const CODE_WORDS: Readonly<Record<string, ProblemCode>> = {
  STATUS: 'GAME_STATUS',
  CERTIFIED: 'CERTIFIED',
  TEAM: 'TEAM',
  CLOCK: 'CLOCK',
  TIMEOUT: 'TIMEOUT',
  ASSISTS: 'ASSISTS',
  LINEUP: 'LINEUP',
  EJECTED: 'EJECTED',
  ID_CHECK: 'ID_CHECK',
  SEVERITY: 'SEVERITY',
  PENALTY_SHOT: 'PENALTY_SHOT',
  SHOOTOUT: 'SHOOTOUT',
  END: 'GAME_END',
  RESULT: 'RESULT',
  VOID: 'VOID',
};

/** The rulings (docs/rulings.md) the scorekeeper's refusals cite, each to the code of what it refuses. */
export const RULING_CODES: Readonly<Record<string, ProblemCode>> = {
  R21: 'ELIGIBILITY',
  R22: 'LINEUP',
  R23: 'LINEUP',
  R24: 'TIED_GAME',
  R25: 'TIED_GAME',
  R26: 'LINEUP',
  R27: 'ELIGIBILITY',
  R33: 'LINEUP',
  R36: 'PENALTY',
  R51: 'LATE_PLAYER',
  R83: 'CORRECTION',
  G14: 'TIMEOUT',
  G17: 'VOID',
  G28: 'PENALTY_SHOT',
  G30: 'GAME_END',
  G31: 'SHOOTOUT',
  G40: 'PENALTY',
  G41: 'RESULT',
  G48: 'GOALIE',
  G50: 'RESULT',
  G51: 'LINEUP',
  G52: 'LINEUP',
  G55: 'PENALTY',
  G56: 'PENALTY',
  G57: 'PENALTY',
  G58: 'ASSISTS',
  G60: 'FIVE_TWO_RULE',
  G61: 'EARLY_START',
};

/**
 * Rulebook sections a refusal cites alone (league §16, §19), each to the ruling that settles it:
 * §16's rebate of a no-show's fine is R43's, §19's protest fee and ruling R79's.
 */
export const SECTION_RULINGS: Readonly<Record<string, string>> = {
  '§16': 'R43',
  '§19': 'R79',
};

const RULING_ID = /\b([RG]\d+)\b/;

/**
 * A RuleViolation's `rule` in ONE vocabulary: its code, and the ruling id (docs/rulings.md) or null.
 * The `rule` comes as a code word (CLOCK), a ruling id (R24), a section (§16), or a rulebook line
 * with its ruling ('G55; BHI 003:14 "…"', '§8 "…"; R21').
 */
export function ruleOf(raw: string | undefined): { code: ProblemCode; rule: string | null } {
  if (!raw) return { code: 'RULE', rule: null };
  const word = CODE_WORDS[raw];
  if (word) return { code: word, rule: null };
  const section = SECTION_RULINGS[raw.trim()];
  const rule = section ?? RULING_ID.exec(raw)?.[1] ?? null;
  return { code: (rule && RULING_CODES[rule]) || 'RULE', rule };
}

/** An input field named the way the services name it (`override.reason`), as a path under `prefix`. */
function pathOf(prefix: readonly string[], field: string | undefined): string[] | null {
  return field ? [...prefix, ...field.split('.')] : null;
}

/**
 * The problems a thrown error stands for, or null when it is not a problem of the caller's input or
 * of a rule (UNAUTHENTICATED, FORBIDDEN, UNAVAILABLE, a retryable CONFLICT, a bug): those stay top-level errors.
 * `prefix` is where the services' field names sit in the mutation (["input"]); `rulePaths` the
 * input field a rule's code is about, when the mutation has one (ASSISTS: assistIds); `itemPath` the
 * input field of each item a refusal names (logLineup: a player's place in playerIds, `playerIds.3`).
 */
export function problemsOf(
  error: unknown,
  options: { language?: Language; prefix?: readonly string[]; rulePaths?: Partial<Record<ProblemCode, string>>; itemPath?: (id: string) => string | undefined } = {},
): Problem[] | null {
  const { language = DEFAULT_LANGUAGE, prefix = [], rulePaths = {}, itemPath } = options;
  if (!(error instanceof FaceoffError)) return null;
  const message = messageIn(error, language);
  if (error instanceof RuleViolation) {
    const { code, rule } = ruleOf(error.rule);
    // A refusal naming several items (a lineup's ineligible players): a problem for each, at its place in the input.
    const items = itemPath ? error.items.map((item) => ({ item, at: itemPath(item.id) })) : [];
    if (items.length && items.every(({ at }) => at !== undefined)) {
      return items.map(({ item, at }) => ({ code, message: translate(language, item.text), rule, path: pathOf(prefix, at) }));
    }
    return [{ code, message, rule, path: pathOf(prefix, rulePaths[code]) }];
  }
  if (error instanceof BadUserInput) {
    if (error.fields.length <= 1) return [{ code: 'BAD_USER_INPUT', message, rule: null, path: pathOf(prefix, error.fields[0]?.field) }];
    return error.fields.map((f) => ({ code: 'BAD_USER_INPUT', message: `${f.field}: ${f.message}`, rule: null, path: pathOf(prefix, f.field) }));
  }
  if (error instanceof NotFound) return [{ code: 'NOT_FOUND', message, rule: null, path: pathOf(prefix, error.field) }];
  // A write that met another and kept nothing (a deadlock, a Galera certification conflict, two
  // events at once) is "not stored, send it again": a top-level error marked retryable, as
  // UNAVAILABLE is, so a client retries it with the same clientEventId instead of giving up.
  if (error instanceof Conflict) return error.extensions.retryable === true ? null : [{ code: 'CONFLICT', message, rule: null, path: null }];
  return null;
}
