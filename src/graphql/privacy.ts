import { defaultFieldResolver, isNonNullType, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { Extensions } from 'type-graphql';
import { canReadDisciplineDetails, canReadTeamPrivate, isAdmin, isCoach, type Principal } from '../auth/principal';
import { mayReadPlayerDetails, placesOfPlayer } from '../services/discipline/owners';
import type { GraphQLContext } from './context';

/**
 * Private fields (docs/security.md, "Who may read what"): ONE rule, applied in ONE place. A field
 * holding personal or private data declares its policy with `@Private(policy)`; the schema carries
 * it as the field's `privacy` extension, and `guardPrivateFields` wraps every such field's resolver
 * once, when the schema is built. A caller the policy does not name gets null — never an error,
 * which on a non-null field would take its parents with it (a Team, through it a Game) — so every
 * private field is nullable, and the build refuses one that is not. The same schema serves HTTP,
 * WebSocket and SSE, so the rule holds for queries and subscriptions alike, on every nested path.
 *
 * Everything that is not GraphQL (exports, CSV, calendars, webhooks, the PDF sheet) is listed with
 * each policy (`elsewhere`), and the inventory in docs/security.md is rendered from this file
 * (renderPrivacyInventory; test/security/privacy-inventory.test.ts fails when they differ).
 */
export interface PrivacyPolicy {
  /** Who may read the fields, in the words of the inventory. */
  readers: string;
  /** Why the data is private. */
  why: string;
  /** Where the same data goes outside GraphQL, and to whom. */
  elsewhere: string;
  /** The tests that prove it. */
  proof: readonly string[];
  /** May this caller read the field of this object? Decided from the stored owner, never from an argument. */
  may(principal: Principal, root: never, ctx: GraphQLContext): boolean | Promise<boolean>;
}

const WALK = 'test/security/schema-walk.e2e.test.ts';
const PRIVATE_DATA = 'test/security/private-data.e2e.test.ts';
const EXPORT = 'test/e2e/competition-export.e2e.test.ts';
const CSV = 'test/e2e/open-data-csv.e2e.test.ts';
const SHEET = 'test/e2e/game-sheet.e2e.test.ts';
const CERTIFIED = 'test/e2e/certified-by.e2e.test.ts';
const DECISIONS = 'test/e2e/official-decisions.e2e.test.ts';

/** An ADMIN, or a COACH of a team the player is (or was) rostered on: the coach's own roster's data. */
async function rosterCoach(principal: Principal, root: { id: string }, ctx: GraphQLContext): Promise<boolean> {
  if (isAdmin(principal)) return true;
  if (!isCoach(principal)) return false;
  const places = await placesOfPlayer(ctx.loaders, root.id);
  return places.some((p) => canReadTeamPrivate(principal, p.teamId));
}

const policy = <Root>(p: Omit<PrivacyPolicy, 'may'> & { may(principal: Principal, root: Root, ctx: GraphQLContext): boolean | Promise<boolean> }): PrivacyPolicy => p;

export const PRIVACY = {
  /** A player's personal data: the birth date (as `born` and the older `birthDate`), the waiver, the ratings. */
  PLAYER_PERSONAL: policy<{ id: string }>({
    readers: 'ADMIN, or a COACH of a team the player is rostered on',
    why: 'personal data, of children too (youth divisions); the age rules read the birth date on the server and say only "under age"',
    elsewhere: 'full export: ADMIN only; public export and `players.csv`: left out; calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, PRIVATE_DATA, EXPORT, CSV],
    may: rosterCoach,
  }),
  /** A player's fines: the gate; which of them a coach then sees is the records' owner's (fines.service). */
  PLAYER_FINES: policy<{ id: string }>({
    readers: "ADMIN (all), or a COACH of a team the player is rostered on (that team's competition's only)",
    why: 'fines belong to their competition',
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, PRIVATE_DATA],
    may: rosterCoach,
  }),
  /** A player's registration forms (league 004:13, R42): the gate; which of them a coach then sees is his teams' competitions' (Player.registrations). */
  PLAYER_REGISTRATIONS: policy<{ id: string }>({
    readers: "ADMIN (all), or a COACH of a team the player is rostered on (that team's competition's only)",
    why: "a player's paperwork with the league, as RosterEntry.registrationReceivedAt shows it to his team",
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, 'test/security/registration-auth.e2e.test.ts'],
    may: rosterCoach,
  }),
  /** A roster entry's waiver and the official's clearance of the change. */
  ROSTER_ENTRY: policy<{ teamId: string }>({
    readers: "ADMIN, or the COACH of the entry's team",
    why: "the team's paperwork; a clearance is an official's free text about the player",
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, EXPORT],
    may: (principal, entry) => canReadTeamPrivate(principal, entry.teamId),
  }),
  /** A team's own fines and what it and its players still owe. */
  TEAM_FINES: policy<{ id: string }>({
    readers: "ADMIN, or that team's COACH",
    why: "the team's (and its roster's) debts",
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, PRIVATE_DATA],
    may: (principal, team) => canReadTeamPrivate(principal, team.id),
  }),
  /** A league team's account: its fees, bonds, bills and withdrawal (R70, R71). */
  TEAM_ACCOUNT: policy<{ id: string }>({
    readers: "ADMIN, or that team's COACH",
    why: "the team's money with the league, and the bonds of its players",
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, EXPORT, 'test/e2e/team-accounts.e2e.test.ts'],
    may: (principal, team) => canReadTeamPrivate(principal, team.id),
  }),
  /** Why a player (or a team official) was suspended; that he is suspended is public. */
  SUSPENSION_REASON: policy<{ playerId: string | null; teamId?: string | null; competitionId: string }>({
    readers: "ADMIN, or a COACH of a team the player is rostered on in the suspension's competition (a team official's: his team's COACH)",
    why: "officials' free text",
    elsewhere: 'full export: ADMIN only; public export, CSV, calendars, webhooks, PDF sheet: never carried',
    proof: [WALK, PRIVATE_DATA],
    may: (principal, s, ctx) =>
      s.playerId
        ? mayReadPlayerDetails(principal, ctx.loaders, s.playerId, s.competitionId)
        : canReadDisciplineDetails(principal, { competitionId: s.competitionId, teams: s.teamId ? [{ teamId: s.teamId, competitionId: s.competitionId }] : [] }),
  }),
  /** The officials' own notes: who certified or recorded, why two competitions' discipline was linked. */
  OFFICIALS: policy<unknown>({
    readers: 'ADMIN',
    why: "officials' notes: a token's name, the league manager's reasons",
    elsewhere: "full export: ADMIN only; public export, CSV, calendars, webhooks: never carried; PDF sheet: only the ADMIN's copy names who recorded each signature",
    proof: [WALK, EXPORT, CERTIFIED, SHEET],
    may: (principal) => isAdmin(principal),
  }),
  /** The official's reason for letting a team start short (R33). */
  SHORT_HANDED_REASON: policy<{ teams: ReadonlyArray<{ id: string } | null> }>({
    readers: 'ADMIN, or the COACH of a team the decision names',
    why: "officials' free text, which may speak of a player's circumstances (R33)",
    elsewhere: "full export: ADMIN only (in the game's log); PDF sheet: the ADMIN's copy only; CSV, calendars, webhooks: never carried",
    proof: [WALK, DECISIONS, SHEET],
    may: (principal, start) => start.teams.some((t) => !!t && canReadTeamPrivate(principal, t.id)),
  }),
} satisfies Record<string, PrivacyPolicy>;

export type PrivacyPolicyName = keyof typeof PRIVACY;

/** Declares a field private under a policy of PRIVACY: the one wrapper (guardPrivateFields) enforces it. */
export function Private(name: PrivacyPolicyName) {
  return Extensions({ privacy: name });
}

/** The private fields of a schema, as `Type.field` with their policy, in schema order. */
export function privateFieldsOf(schema: GraphQLSchema): Array<{ type: string; field: string; policy: PrivacyPolicyName }> {
  const out: Array<{ type: string; field: string; policy: PrivacyPolicyName }> = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const name = field.extensions?.privacy as PrivacyPolicyName | undefined;
      if (name) out.push({ type: type.name, field: field.name, policy: name });
    }
  }
  return out;
}

/**
 * Wraps the resolver of every field declared private: the policy first, the field's own resolver
 * only for a caller it names, null for anyone else. Called once on the built schema.
 */
export function guardPrivateFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const name = field.extensions?.privacy as PrivacyPolicyName | undefined;
      if (!name) continue;
      const rule = PRIVACY[name] as PrivacyPolicy | undefined;
      if (!rule) throw new Error(`${type.name}.${field.name}: unknown privacy policy ${name}`);
      if (isNonNullType(field.type)) throw new Error(`${type.name}.${field.name} is private (${name}) and so must be nullable: a caller who may not read it gets null`);
      // The schema says who may read it, in the inventory's words (test/unit/schema-descriptions.test.ts).
      field.description = `${(field.description ?? '').replace(/\.?\s*$/, '.')} Requires: ${rule.readers}.`;
      const inner: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, args, ctx: GraphQLContext, info) => {
        const may = rule.may(ctx.principal, root as never, ctx);
        if (may === true) return inner(root, args, ctx, info);
        if (may === false) return null;
        return may.then((yes) => (yes ? inner(root, args, ctx, info) : null));
      };
    }
  }
  return schema;
}

/** Markdown cell text: pipes escaped. */
const cell = (s: string) => s.replace(/\|/g, '\\|');

/**
 * The inventory of docs/security.md, "Who may read what", rendered from the schema's declarations:
 * every private field, who may read it, what anyone else gets, why, where the same data goes
 * outside GraphQL, and the tests that prove it.
 */
export function renderPrivacyInventory(schema: GraphQLSchema): string {
  const rows = privateFieldsOf(schema)
    .sort((a, b) => a.policy.localeCompare(b.policy) || `${a.type}.${a.field}`.localeCompare(`${b.type}.${b.field}`))
    .map(({ type, field, policy: name }) => {
      const p = PRIVACY[name];
      return `| \`${type}.${field}\` (${name}) | ${cell(p.readers)} | null | ${cell(p.why)} | ${cell(p.elsewhere)} | ${p.proof.map((t) => `\`${t}\``).join(', ')} |`;
    });
  return ['| private field (policy) | who may read it | anyone else gets | why | outside GraphQL | proved by |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
