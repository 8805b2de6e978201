import type { Principal } from '../auth/principal';
import { hashPin, pinMatches } from '../auth/coach-pin';
import type { Database } from '../db/database';
import { CoachPinEntity, TeamEntity } from '../db/entities';
import { afterWrongPin, PIN_MAX_TRIES, PIN_PATTERN, pinLocked } from '../domain/sign-offs';
import { text } from '../domain/messages';
import { badField } from '../errors';
import { AuditAction, AuditEntity, competitionsOfTeams, recordAudit } from './audit';
import { requireLockedRow, requireRow } from './context';

/**
 * The coaches' PINs for signing the game sheet at the rink's tablet (R80): an ADMIN sets or clears a
 * team's PIN (audited, the PIN itself never stored nor shown); a sign-off with a PIN is checked here,
 * each wrong try counted in its own transaction so a refused sign-off still counts it, five in a row
 * locking the PIN for fifteen minutes.
 */
export class CoachPinService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether the team has a PIN. */
  async hasPin(teamId: string): Promise<boolean> {
    return (await this.db.manager.count(CoachPinEntity, { where: { teamId } })) > 0;
  }

  async set(principal: Principal, teamId: string, pin: string): Promise<TeamEntity> {
    if (!PIN_PATTERN.test(pin)) throw badField('pin', text('errors.BAD_USER_INPUT.pinFormat'));
    const hash = await hashPin(pin);
    return this.db.transaction(async (tx) => {
      const team = await requireLockedRow(tx, TeamEntity, teamId, 'Team', 'teamId');
      const before = await tx.manager.findOne(CoachPinEntity, { where: { teamId } });
      const setAt = this.now();
      await tx.manager.save(CoachPinEntity, { teamId, hash, failures: 0, lockedUntil: null, setAt });
      await this.audit(tx, principal, team, before?.setAt ?? null, setAt);
      return team;
    });
  }

  async clear(principal: Principal, teamId: string): Promise<TeamEntity> {
    return this.db.transaction(async (tx) => {
      const team = await requireLockedRow(tx, TeamEntity, teamId, 'Team', 'teamId');
      const before = await tx.manager.findOne(CoachPinEntity, { where: { teamId } });
      if (before) {
        await tx.manager.delete(CoachPinEntity, { teamId });
        await this.audit(tx, principal, team, before.setAt, null);
      }
      return team;
    });
  }

  /**
   * Checks a sign-off's PIN for the team, refusing (naming `pin`) one not set, locked, or wrong; a
   * wrong try is counted and committed before the refusal, a right one clears the count.
   */
  async check(teamId: string, pin: string): Promise<void> {
    if (!PIN_PATTERN.test(pin)) throw badField('pin', text('errors.BAD_USER_INPUT.pinFormat'));
    await requireRow(this.db.manager, TeamEntity, teamId, 'Team', 'teamId');
    const verdict = await this.db.transaction(async (tx) => {
      const row = await tx.manager.findOne(CoachPinEntity, { where: { teamId }, ...(tx.kind === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
      if (!row) return { refusal: text('errors.BAD_USER_INPUT.pinNotSet') };
      const now = this.now();
      if (pinLocked(row.lockedUntil, now))
        return { refusal: text('errors.BAD_USER_INPUT.pinLocked', { tries: PIN_MAX_TRIES, minutes: Math.ceil((row.lockedUntil!.getTime() - now.getTime()) / 60_000) }) };
      if (await pinMatches(pin, row.hash)) {
        if (row.failures) await tx.manager.update(CoachPinEntity, { teamId }, { failures: 0, lockedUntil: null });
        return { refusal: null };
      }
      const next = afterWrongPin(row.failures, now);
      await tx.manager.update(CoachPinEntity, { teamId }, next);
      return { refusal: next.lockedUntil ? text('errors.BAD_USER_INPUT.pinNowLocked', { tries: PIN_MAX_TRIES }) : text('errors.BAD_USER_INPUT.pinWrong', { left: PIN_MAX_TRIES - next.failures }) };
    });
    if (verdict.refusal) throw badField('pin', verdict.refusal);
  }

  private async audit(tx: Parameters<typeof recordAudit>[0], principal: Principal, team: TeamEntity, before: Date | null, after: Date | null): Promise<void> {
    const competitionIds = await competitionsOfTeams(tx.manager, [team.id]);
    await recordAudit(
      tx,
      principal,
      {
        competitionIds,
        entityType: AuditEntity.TEAM,
        entityId: team.id,
        action: after ? AuditAction.UPDATE : AuditAction.DELETE,
        changes: [{ field: 'coachPinSetAt', before: before?.toISOString() ?? null, after: after?.toISOString() ?? null }],
      },
      after ?? this.now(),
    );
  }
}
