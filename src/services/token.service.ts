import { In, IsNull } from 'typeorm';
import { formatScope, parseScope, type Principal, type Role, type Scope, ScopeKind, scopeProblem } from '../auth/principal';
import { generateToken, hashToken, tokensEqual } from '../auth/tokens';
import type { Database } from '../db/database';
import { ApiTokenEntity, CompetitionEntity, GameEntity, TeamEntity } from '../db/entities';
import { badField, notFound } from '../errors';
import type { EventBus } from '../realtime/event-bus';

export interface TokenServiceOptions {
  /** carries revocations to every instance; without it (the CLI) open sockets learn of one by the re-check */
  bus?: EventBus;
  /** how long a token's "still active" answer is trusted before the database is asked again */
  recheckMs?: number;
  now?: () => Date;
}

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
  private readonly now: () => Date;
  private readonly bus: EventBus | undefined;
  private readonly recheckMs: number;
  /** token id → until when it is known to be active (revoked ones are dropped at once) */
  private readonly activeUntil = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly adminToken: string | undefined,
    options: TokenServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.bus = options.bus;
    this.recheckMs = options.recheckMs ?? 10_000;
  }

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

  /** Revokes a token; once stored, every instance is told, and closes the sockets opened with it. */
  async revoke(id: string): Promise<ApiTokenEntity> {
    const record = await this.db.transaction(async (tx) => {
      const found = await tx.manager.findOneBy(ApiTokenEntity, { id });
      if (!found) throw notFound('ApiToken', id, 'id');
      if (!found.revokedAt) {
        found.revokedAt = this.now();
        await tx.manager.save(found);
      }
      return found;
    });
    this.activeUntil.delete(id);
    await this.bus?.publishTokenRevoked(id).catch(this.bus.reportPublishFailure);
    return record;
  }

  /**
   * Tokens revoked in a transaction of another service (a card print replacing the earlier cards,
   * R82), once it has committed: forgotten as active here, and every instance told, as `revoke` does.
   */
  async announceRevoked(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      this.activeUntil.delete(id);
      await this.bus?.publishTokenRevoked(id).catch(this.bus.reportPublishFailure);
    }
  }

  /** Calls `listener` for every token revoked on any instance (and forgets it is active here first). */
  async onRevoked(listener: (tokenId: string) => void): Promise<() => Promise<void>> {
    if (!this.bus) return async () => undefined;
    return this.bus.tokenRevocations((tokenId) => {
      this.activeUntil.delete(tokenId);
      listener(tokenId);
    });
  }

  /**
   * Whether a principal authenticated earlier may still act: asked before every operation on an open
   * socket. The database is asked at most once per recheckMs per token; a revocation heard over
   * pub/sub forgets the answer at once.
   */
  async stillActive(principal: Principal): Promise<boolean> {
    if (principal.kind === 'anonymous' || principal.tokenId === null) return true;
    const id = principal.tokenId;
    const now = Date.now();
    if ((this.activeUntil.get(id) ?? 0) > now) return true;
    const active = await this.db.manager.exists(ApiTokenEntity, { where: { id, revokedAt: IsNull() } });
    if (active) this.activeUntil.set(id, now + this.recheckMs);
    else this.activeUntil.delete(id);
    return active;
  }

  /** Which of these token ids are revoked (or gone) now, asked of the database in one query. */
  async revokedAmong(ids: string[]): Promise<Set<string>> {
    const revoked = new Set(ids);
    for (let i = 0; i < ids.length; i += 500) {
      const active = await this.db.manager.find(ApiTokenEntity, { select: { id: true }, where: { id: In(ids.slice(i, i + 500)), revokedAt: IsNull() } });
      for (const { id } of active) revoked.delete(id);
    }
    for (const id of revoked) this.activeUntil.delete(id);
    return revoked;
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
