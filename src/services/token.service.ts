import { IsNull } from 'typeorm';
import { formatScope, parseScope, type Principal, type Role, type Scope, ScopeKind, scopeProblem } from '../auth/principal';
import { generateToken, hashToken, tokensEqual } from '../auth/tokens';
import type { Database } from '../db/database';
import { ApiTokenEntity, CompetitionEntity, GameEntity, TeamEntity } from '../db/entities';
import { badField, notFound } from '../errors';

export interface CreateToken {
  name: string;
  role: Role;
  scopes?: string[] | null;
}

const SCOPE_TARGETS = {
  [ScopeKind.COMPETITION]: [CompetitionEntity, 'Competition'],
  [ScopeKind.GAME]: [GameEntity, 'Game'],
  [ScopeKind.TEAM]: [TeamEntity, 'Team'],
} as const;

/** Bearer tokens: created by an admin (or the CLI), stored as SHA-256 hashes, revocable. */
export class TokenService {
  constructor(private readonly db: Database, private readonly adminToken: string | undefined, private readonly now: () => Date = () => new Date()) {}

  /** Creates a token; the plain token is returned this once and never stored. */
  async create(input: CreateToken): Promise<{ token: string; record: ApiTokenEntity }> {
    let scopes: Scope[];
    try {
      scopes = (input.scopes ?? []).map(parseScope);
    } catch (error) {
      throw badField('scopes', (error as Error).message);
    }
    const problem = scopeProblem(input.role, scopes);
    if (problem) throw badField('scopes', problem);
    const token = generateToken();
    const record = await this.db.transaction(async (tx) => {
      for (const scope of scopes) {
        const [entity, label] = SCOPE_TARGETS[scope.kind];
        if (!(await tx.manager.exists(entity, { where: { id: scope.id } }))) throw notFound(label, scope.id, 'scopes');
      }
      return tx.manager.save(
        tx.manager.create(ApiTokenEntity, {
          name: input.name.trim(),
          role: input.role,
          scopes: scopes.map(formatScope),
          tokenHash: hashToken(token),
          revokedAt: null,
        }),
      );
    });
    return { token, record };
  }

  async revoke(id: string): Promise<ApiTokenEntity> {
    return this.db.transaction(async (tx) => {
      const record = await tx.manager.findOneBy(ApiTokenEntity, { id });
      if (!record) throw notFound('ApiToken', id, 'id');
      if (!record.revokedAt) {
        record.revokedAt = this.now();
        await tx.manager.save(record);
      }
      return record;
    });
  }

  list(): Promise<ApiTokenEntity[]> {
    return this.db.manager.find(ApiTokenEntity, { order: { createdAt: 'ASC' } });
  }

  /** Who a bearer token belongs to; undefined for an unknown or revoked token. */
  async authenticate(token: string): Promise<Principal | undefined> {
    if (this.adminToken !== undefined && tokensEqual(token, this.adminToken)) {
      return { kind: 'token', tokenId: null, name: 'bootstrap admin', role: 'ADMIN', scopes: [] };
    }
    const record = await this.db.manager.findOneBy(ApiTokenEntity, { tokenHash: hashToken(token), revokedAt: IsNull() });
    if (!record) return undefined;
    return { kind: 'token', tokenId: record.id, name: record.name, role: record.role, scopes: record.scopes.map(parseScope) };
  }
}
