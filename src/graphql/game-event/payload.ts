import { validate } from 'class-validator';
import { Field, ObjectType } from 'type-graphql';
import type { ScoreboardSnapshot } from '../../domain/scoreboard';
import { badInput } from '../../errors';
import type { Recorded } from '../../services/game-event.service';
import type { GraphQLContext } from '../context';
import { flattenValidationErrors } from '../errors';
import { Scoreboard } from '../game/types';
import { Problem, type ProblemCode, problemsOf } from '../problems';
import { GameLogEntry, LogEntry } from './log-types';

@ObjectType({
  description:
    'What a log… mutation answers: the entry it stored with any the rules added, the scoreboard after, or — nothing stored — the problems. Top-level errors stay for UNAUTHENTICATED, FORBIDDEN, UNAVAILABLE and bugs',
})
export class GameEventPayload {
  @Field(() => GameLogEntry, { nullable: true, description: 'The entry this call stored (for a clientEventId retry: the original); null when refused' }) event!: LogEntry | null;
  @Field(() => [GameLogEntry], {
    description: "This entry and any the rules added in the same transaction (a bench clearing's FORFEIT, …), in seq order; for a clientEventId retry the original alone; empty when refused",
  })
  events!: LogEntry[];
  @Field(() => Scoreboard, { nullable: true, description: 'The scoreboard after it (for a retry: as right after the original); null when refused' }) scoreboard!: ScoreboardSnapshot | null;
  @Field(() => [Problem], { description: 'Why nothing was stored; empty on success' }) problems!: Problem[];
}

/** Where a log… mutation's rule codes point in its input, when it has the field (ASSISTS: the assists). */
export type RulePaths = Partial<Record<ProblemCode, string>>;

// As type-graphql validates the other arguments: a field left out is not checked.
const VALIDATION = { skipMissingProperties: true, forbidUnknownValues: false, validationError: { target: false, value: false } } as const;

/**
 * Runs one log… mutation: validates its `input` (type-graphql's automatic validation is off for
 * it, so a bound is a problem, not an error), records, and answers the payload; a refusal of the
 * input or of a rule becomes its problems (problemsOf), anything else stays an error.
 */
export async function logged(ctx: GraphQLContext, input: object, record: () => Promise<Recorded>, rulePaths: RulePaths = {}, itemPath?: (id: string) => string | undefined): Promise<GameEventPayload> {
  try {
    const fields = flattenValidationErrors(await validate(input, VALIDATION));
    if (fields.length) throw badInput(fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
    const recorded = await record();
    return {
      event: new LogEntry(recorded.event, ctx),
      events: recorded.events.map((e) => new LogEntry(e, ctx)),
      scoreboard: recorded.snapshot,
      problems: [],
    };
  } catch (error) {
    const problems = problemsOf(error, { language: ctx.language, prefix: ['input'], rulePaths, itemPath });
    if (!problems) throw error;
    return { event: null, events: [], scoreboard: null, problems };
  }
}
