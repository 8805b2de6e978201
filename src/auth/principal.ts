/**
 * Who is calling, and what they may touch. Pure: the checks here are unit-tested with tables.
 */

export const Role = { ADMIN: 'ADMIN', SCOREKEEPER: 'SCOREKEEPER', COACH: 'COACH' } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ScopeKind = { COMPETITION: 'competition', GAME: 'game', TEAM: 'team' } as const;
export type ScopeKind = (typeof ScopeKind)[keyof typeof ScopeKind];

export interface Scope {
  kind: ScopeKind;
  id: string;
}

export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'token';
      /** null for the bootstrap ADMIN_TOKEN, which has no stored row */
      tokenId: string | null;
      name: string;
      role: Role;
      scopes: Scope[];
    };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

/**
 * Whose view of the data a principal gets, as a key: callers with the same key may be sent the same
 * results (shared subscriptions). Every token is its own view (a coach sees its team's private
 * records, a scoped scorekeeper its games'); every anonymous caller shares the public one.
 */
export function viewScope(principal: Principal): string {
  if (principal.kind === 'anonymous') return 'anonymous';
  return principal.tokenId ? `token:${principal.tokenId}` : `bootstrap:${principal.role}`;
}

/** Which scopes a role may carry: an admin needs none, a scorekeeper is bound to games or competitions, a coach to teams. */
const SCOPE_KINDS_BY_ROLE: Record<Role, readonly ScopeKind[]> = {
  ADMIN: [],
  SCOREKEEPER: [ScopeKind.COMPETITION, ScopeKind.GAME],
  COACH: [ScopeKind.TEAM],
};

export function parseScope(raw: string): Scope {
  const match = /^(competition|game|team):([A-Za-z0-9-]{1,64})$/.exec(raw.trim());
  if (!match) throw new Error(`scope "${raw}" must look like competition:<id>, game:<id> or team:<id>`);
  return { kind: match[1] as ScopeKind, id: match[2] };
}

export function formatScope(scope: Scope): string {
  return `${scope.kind}:${scope.id}`;
}

/**
 * Checks that a role and its scopes make sense together, returning the problem or null. A
 * scorekeeper or coach token without a scope would be useless, and an admin's scope meaningless.
 */
export function scopeProblem(role: Role, scopes: Scope[]): string | null {
  const allowed = SCOPE_KINDS_BY_ROLE[role];
  if (role === Role.ADMIN) return scopes.length ? 'an ADMIN token takes no scope: it may do everything' : null;
  if (scopes.length === 0) return `a ${role} token needs at least one scope (${allowed.join(' or ')})`;
  const wrong = scopes.find((s) => !allowed.includes(s.kind));
  if (wrong) return `a ${role} token cannot be scoped to ${wrong.kind}: use ${allowed.join(' or ')}`;
  return null;
}

function hasScope(principal: Principal, kind: ScopeKind, id: string): boolean {
  return principal.kind === 'token' && principal.scopes.some((s) => s.kind === kind && s.id === id);
}

export function isAdmin(principal: Principal): boolean {
  return principal.kind === 'token' && principal.role === Role.ADMIN;
}

/** May this caller write the events of a game of the given competition? */
export function canScoreGame(principal: Principal, game: { id: string; competitionId: string }): boolean {
  if (isAdmin(principal)) return true;
  if (principal.kind !== 'token' || principal.role !== Role.SCOREKEEPER) return false;
  return hasScope(principal, ScopeKind.GAME, game.id) || hasScope(principal, ScopeKind.COMPETITION, game.competitionId);
}

/**
 * May this caller certify a game's result? An official (ADMIN) or the game's referee, whose token
 * is scoped to that one game — not a competition-wide scorekeeper tablet.
 */
export function canCertifyGame(principal: Principal, game: { id: string }): boolean {
  if (isAdmin(principal)) return true;
  return principal.kind === 'token' && principal.role === Role.SCOREKEEPER && hasScope(principal, ScopeKind.GAME, game.id);
}

/** May this caller set a team's lineup for a game? A scorekeeper of the game, the team's coach, or an ADMIN. */
export function canSetLineup(principal: Principal, game: { id: string; competitionId: string }, teamId: string): boolean {
  if (canScoreGame(principal, game)) return true;
  return principal.kind === 'token' && principal.role === Role.COACH && hasScope(principal, ScopeKind.TEAM, teamId);
}

/**
 * Is this caller an ADMIN or a COACH of the team? The gate for acting for a team (filing its
 * protest) and for asking for a list of fines at all; which fines and which details a coach then
 * sees is decided by the records' owner (canReadDisciplineDetails).
 */
export function canReadTeamPrivate(principal: Principal, teamId: string): boolean {
  if (isAdmin(principal)) return true;
  return principal.kind === 'token' && principal.role === Role.COACH && hasScope(principal, ScopeKind.TEAM, teamId);
}

/** A team a player is rostered on, with the competition of the team's division. */
export interface RosterPlace {
  teamId: string;
  competitionId: string;
}

/**
 * Whose a fine or a suspension is, from the stored records, never from a caller's argument: the
 * competition it was given in, and the teams it belongs to — a player's record, every team he is
 * rostered on (each with its competition); a team's own fine, that team.
 */
export interface DisciplineOwner {
  competitionId: string;
  teams: readonly RosterPlace[];
}

/**
 * May this caller read a fine's or a suspension's details (amount, reason, free text)? An ADMIN, or
 * a COACH of one of the owner's teams in the record's own competition: a coach of the player's team
 * in tournament Y never sees what the player was fined in league X. A SCOREKEEPER never: the
 * eligibility verdict and the reason codes are what the bench needs, and a competition-wide tablet
 * would otherwise read every team's fines. Anonymous callers never.
 */
export function canReadDisciplineDetails(principal: Principal, owner: DisciplineOwner): boolean {
  if (isAdmin(principal)) return true;
  if (!isCoach(principal)) return false;
  return owner.teams.some((t) => t.competitionId === owner.competitionId && hasScope(principal, ScopeKind.TEAM, t.teamId));
}

/** Is this caller a COACH? Only a coach's access to discipline details depends on the records' owner: for anyone else it need not be loaded. */
export function isCoach(principal: Principal): boolean {
  return principal.kind === 'token' && principal.role === Role.COACH;
}
