import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  type GraphQLSchema,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  visit,
  validate,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity';
import type { Principal } from '../auth/principal';
import { text, type Text } from '../domain/messages';
import { PAGE_DEFAULT } from './page-bounds';
import { SaidError } from './said-error';

/**
 * Bounds on every GraphQL document, on HTTP and WebSocket alike, checked after parsing and before
 * anything runs: a document over a bound is refused with DOCUMENT_TOO_COMPLEX in milliseconds.
 * The numbers and their reasons are in docs/security.md ("Document limits"); the pages' and the
 * tests' own operations stay well inside the anonymous tier (test/unit/document-limits.test.ts).
 */

/** `extensions.code` of a document refused by these limits. */
export const DOCUMENT_TOO_COMPLEX = 'DOCUMENT_TOO_COMPLEX';

/**
 * Tokens a document may have, for everyone (graphql-js's parser stops counting there): parsing is
 * the one step that runs before the caller's tier is known to the limits, so it has one bound.
 */
export const MAX_TOKENS = 3_000;

/**
 * Nesting of the variables' JSON (objects and lists within each other). The deepest input the
 * schema takes is a few levels; anything past this is refused before any work, since the steps
 * that walk variables (a cache key, a subscription's cohort key, coercion) recurse.
 */
export const MAX_VARIABLE_DEPTH = 32;

/** Whether a JSON value nests objects and lists deeper than `max`; walked without recursion, so any depth is safe to ask about. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The refusal of variables nested deeper than MAX_VARIABLE_DEPTH, in the caller's language. */
export const variablesTooDeep = (): DocumentTooComplex => tooComplex('variableDepth', { max: MAX_VARIABLE_DEPTH });

export interface DocumentLimits {
  /** nesting of fields, fragments flattened */
  depth: number;
  aliases: number;
  directives: number;
  /** estimated work: every object loaded counts 1, a list's items each (see estimate and listSize) */
  cost: number;
}

export type LimitTier = 'anonymous' | 'token';

export const LIMITS: Readonly<Record<LimitTier, Readonly<DocumentLimits>>> = {
  anonymous: { depth: 9, aliases: 20, directives: 20, cost: 30_000 },
  token: { depth: 14, aliases: 100, directives: 50, cost: 300_000 },
};

export function tierOf(principal: Principal): LimitTier {
  return principal.kind === 'anonymous' ? 'anonymous' : 'token';
}

/** How many items a list without a `limit` argument is counted as: what a real one holds at most, roughly. */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.competitions': 100,
  'Query.liveGames': 50,
  'Query.recentGames': 12,
  'Query.upcomingGames': 12,
  'Competition.divisions': 8,
  'Division.teams': 16,
  'Division.games': 120,
  'Team.roster': 25,
  'Team.games': 40,
  'Game.events': 200,
  'Standings.rows': 16,
  'Player.rosterEntries': 4,
};
export const DEFAULT_LIST_SIZE = 10;
/** `limit` arguments larger than this are counted as this (the field refuses them anyway). */
const MAX_COUNTED_LIMIT = 500;

function listSize({ type, field, args }: ComplexityEstimatorArgs): number {
  const { limit: given, first } = args as { limit?: unknown; first?: unknown };
  const limit = given ?? first;
  if (typeof limit === 'number' && limit >= 0) return Math.min(limit, MAX_COUNTED_LIMIT);
  return LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
}

/**
 * graphql-query-complexity's estimator. A scalar or enum is read off an object already loaded, so it
 * costs nothing; an object field costs 1 (a load, at worst), and its selection once per list item.
 */
function estimate(options: ComplexityEstimatorArgs): number {
  const type = getNullableType(options.field.type);
  const named = getNamedType(type);
  if (isLeafType(named)) return 0;
  // A connection's edges carry no size of their own: they are counted as a list of DEFAULT_LIST_SIZE,
  // then scaled here by the page the connection was asked for (`first` or `last`, 50 when left out).
  if (isObjectType(named) && named.name.endsWith('Connection') && 'edges' in named.getFields()) {
    const { first, last } = options.args as { first?: unknown; last?: unknown };
    const size = typeof first === 'number' && first >= 0 ? first : typeof last === 'number' && last >= 0 ? last : PAGE_DEFAULT;
    return 1 + Math.ceil((options.childComplexity * Math.min(size, MAX_COUNTED_LIMIT)) / DEFAULT_LIST_SIZE);
  }
  const items = isListType(type) ? listSize(options) : 1;
  return items * (1 + options.childComplexity);
}

/** Nodes the cost walk may visit before it gives up (fragments spread many times over). */
const MAX_COST_NODES = 10_000;

/** A document over a bound, in the caller's language (SaidError); check answers a new one for each request. */
export class DocumentTooComplex extends SaidError {
  constructor(text: Text) {
    super(text, { extensions: { code: DOCUMENT_TOO_COMPLEX, http: { status: 400 } } });
  }

  /** The same refusal, as a new error for one request. */
  again(): DocumentTooComplex {
    return new DocumentTooComplex(this.text);
  }
}

const tooComplex = (key: string, params?: Record<string, string | number | { untranslated: string }>) => new DocumentTooComplex(text(`documentLimits.${key}`, params));

/** graphql-armor's "Syntax Error: Query depth limit of 9 exceeded, found 12.": ours say what the bound is for, in either language. */
function reporter(bound: 'depth' | 'aliases' | 'directives') {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const numbers = /limit of (\d+) exceeded, found (\d+)\.$/.exec(error.message);
    context?.reportError(
      numbers ? tooComplex(bound, { max: Number(numbers[1]), found: Number(numbers[2]) }) : tooComplex(`${bound}Other`, { detail: { untranslated: error.message.replace(/^Syntax Error: /, '') } }),
    );
  };
}

function structuralRules(limits: DocumentLimits): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false };
  return [
    maxDepthRule({ ...common, n: limits.depth, flattenFragments: true, ignoreIntrospection: true, onReject: [reporter('depth')] }),
    maxAliasesRule({ ...common, n: limits.aliases, onReject: [reporter('aliases')] }),
    maxDirectivesRule({ ...common, n: limits.directives, onReject: [reporter('directives')] }),
  ];
}

/**
 * Checks documents against the limits of the caller's tier. What depends on the document alone is
 * kept per document object (both transports keep one object per distinct text), so a repeated
 * document costs one map look-up; the cost depends on the variables too and is measured each time.
 */
export class DocumentGuard {
  private readonly rules: Record<LimitTier, ValidationRule[]>;
  private readonly checked = new WeakMap<DocumentNode, Partial<Record<LimitTier, readonly GraphQLError[]>> & { costVaries?: boolean; costs?: Map<string, number> }>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: Readonly<Record<LimitTier, Readonly<DocumentLimits>>> = LIMITS,
  ) {
    this.rules = { anonymous: structuralRules(limits.anonymous), token: structuralRules(limits.token) };
  }

  /** The refusals for running `document` as a caller of `tier`, new for this request; empty when it is within the limits. */
  check(document: DocumentNode, tier: LimitTier, variables: Record<string, unknown> | undefined, operationName?: string | null): readonly GraphQLError[] {
    return this.refusals(document, tier, variables, operationName).map((error) => (error instanceof DocumentTooComplex ? error.again() : error));
  }

  private refusals(document: DocumentNode, tier: LimitTier, variables: Record<string, unknown> | undefined, operationName?: string | null): readonly GraphQLError[] {
    if (nestsDeeperThan(variables, MAX_VARIABLE_DEPTH)) return [variablesTooDeep()];
    let known = this.checked.get(document);
    if (!known) {
      known = {};
      this.checked.set(document, known);
    }
    const structural = (known[tier] ??= validate(this.schema, document, this.rules[tier]));
    if (structural.length > 0) return structural;
    const max = this.limits[tier].cost;
    // A document whose variables reach no list size and no directive costs the same every time:
    // counted once (the arena's scoreboard query is asked thousands of times with other ids).
    known.costVaries ??= costDependsOnVariables(document);
    let cost: number;
    const cached = known.costVaries ? undefined : known.costs?.get(operationName ?? '');
    if (cached !== undefined) {
      cost = cached;
    } else {
      try {
        cost = getComplexity({ schema: this.schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [estimate], maxQueryNodes: MAX_COST_NODES });
      } catch (error) {
        // Too many nodes to count, or variables that do not fit: too complex, or refused later by execution.
        if (error instanceof GraphQLError && /node/i.test(error.message)) return [tooComplex('nodes', { detail: { untranslated: error.message } })];
        return [];
      }
      if (!known.costVaries) (known.costs ??= new Map()).set(operationName ?? '', cost);
    }
    if (cost > max) return [tooComplex(tier === 'anonymous' ? 'costAnonymous' : 'cost', { cost, max })];
    return [];
  }

  /** Estimated cost alone (tests, and the limits' documentation). */
  cost(document: DocumentNode, variables?: Record<string, unknown>): number {
    return getComplexity({ schema: this.schema, query: document, variables: variables ?? {}, estimators: [estimate], maxQueryNodes: MAX_COST_NODES });
  }
}

/** Whether a variable feeds a list's size (`limit`, `first`, `last`) or a directive (`@include`, `@skip`), where the cost depends on it. */
function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false;
  visit(document, {
    Argument(node) {
      if (['limit', 'first', 'last'].includes(node.name.value) && node.value.kind === Kind.VARIABLE) depends = true;
    },
    Directive(node) {
      if (node.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) depends = true;
    },
  });
  return depends;
}

/** Whether a name names a list (for docs and tests that enumerate LIST_SIZES). */
export function isListField(schema: GraphQLSchema, typeName: string, fieldName: string): boolean {
  const type = schema.getType(typeName);
  if (!type || !('getFields' in type)) return false;
  const field = (type.getFields() as Record<string, { type: Parameters<typeof getNullableType>[0] } | undefined>)[fieldName];
  return field !== undefined && isListType(getNullableType(field.type)) && getNamedType(field.type) !== undefined;
}
