import { In, IsNull, type EntityManager } from 'typeorm';
import { canReadDisciplineDetails, canSetLineup, isAdmin, type Principal } from '../auth/principal';
import { GameEntity, PlayerEntity, RosterEntryEntity, SuspensionEntity, TeamEntity, TeamOfficialEntity } from '../db/entities';
import { checkBenchOfficials } from '../domain/bench-officials';
import { servingStatus, type SuspensionKind } from '../domain/suspensions';
import type { LineupPlayer } from '../domain/game/types';
import { checkDressing, type DressedPlayer } from '../domain/game/lineups';
import { resolveRuleset } from '../domain/rulesets';
import { LINEUP_MAX } from '../domain/roster-rules';
import { badField, forbidden, RuleViolation } from '../errors';
import { checkReason } from './discipline/reasons';
import { text } from '../domain/messages';
import { eligibilityAsSeenBy, eligibilityOf, type EligibilityResults } from './eligibility.service';
import { competitionOfGame } from './competition.service';
import type { GameEventService, Recorded } from './game-event.service';

export interface SetLineup {
  gameId: string;
  teamId: string;
  playerIds: readonly string[];
  /** an ADMIN dressing ineligible players anyway, and why */
  override?: { reason: string } | null;
  /** the team's officials present, as the roster sheet lists them (league §12; 004:5, R40) */
  officialIds?: readonly string[] | null;
  clientEventId?: string | null;
}

/** The most officials a team signs (§8: three, plus the rep and the captain, R40). */
const OFFICIALS_MAX = 5;

/** `setLineup`: the players a team dresses for a game, checked against its roster, the dressed limits and eligibility. */
export class LineupService {
  constructor(private readonly gameEvents: GameEventService) {}

  /**
   * Records the team's lineup as a LINEUP_SET event (before the game starts). Refused: a player not
   * on the team's roster, a lineup over the dressed limits (R22), and — unless an ADMIN overrides
   * with a reason — an ineligible player (R21), listing each one with every reason. An override is
   * recorded with the event, and the rulebook's consequence follows in the same transaction (the
   * game's FORFEIT where the ruleset says so, Ruleset.ineligiblePlayerForfeits; see
   * DisciplineConsequences, services/discipline/consequences.ts).
   */
  async setLineup(principal: Principal, input: SetLineup): Promise<GameEntity> {
    return (await this.postLineup(principal, input)).game;
  }

  /** setLineup's work, answering what it recorded: the LINEUP_SET event, the game and its scoreboard (logLineup's payload). */
  async postLineup(principal: Principal, input: SetLineup): Promise<Recorded> {
    // Bounded first, in linear time, before any database work: no rulebook's roster holds more.
    if (input.playerIds.length > LINEUP_MAX) {
      throw badField('playerIds', text('errors.BAD_USER_INPUT.lineupAtMost', { max: LINEUP_MAX, given: input.playerIds.length }));
    }
    const seen = new Set<string>();
    for (const id of input.playerIds) {
      if (seen.has(id)) throw badField('playerIds', text('errors.BAD_USER_INPUT.playerTwice', { id }));
      seen.add(id);
    }
    const officialIds = [...(input.officialIds ?? [])];
    if (officialIds.length > OFFICIALS_MAX) throw badField('officialIds', text('errors.BAD_USER_INPUT.listAtMost', { max: OFFICIALS_MAX }));
    if (new Set(officialIds).size !== officialIds.length) throw badField('officialIds', text('errors.BAD_USER_INPUT.officialTwice'));
    if (input.override && !isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.overrideAdminOnly'));
    const reason = input.override ? checkReason(input.override.reason, 'override.reason', 'errors.BAD_USER_INPUT.overrideWhy') : null;
    const recorded = await this.gameEvents.record(
      principal,
      input.gameId,
      async (manager, game) => {
        // Who may set it, before the players are looked up.
        const { id: competitionId } = await competitionOfGame(manager, game);
        if (!canSetLineup(principal, { id: game.id, competitionId }, input.teamId)) {
          throw forbidden(text('errors.FORBIDDEN.setLineup'));
        }
        const results = await eligibilityOf(manager, game, input.teamId, input.playerIds);
        const { competition } = results;
        if (input.teamId !== game.homeTeamId && input.teamId !== game.awayTeamId) throw badField('teamId', text('errors.BAD_USER_INPUT.homeOrAway'));
        const entries = await manager.find(RosterEntryEntity, { where: { teamId: input.teamId, playerId: In([...input.playerIds]), releasedAt: IsNull() }, order: { number: 'ASC' } });
        const players = await manager.find(PlayerEntity, { where: { id: In([...input.playerIds]) }, select: { id: true, name: true } });
        const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
        const missing = input.playerIds.filter((id) => !entries.some((e) => e.playerId === id));
        if (missing.length) {
          const team = await manager.findOneBy(TeamEntity, { id: input.teamId });
          const said = (names: string) => (team ? text('errors.RULE_VIOLATION.notOnRoster', { team: team.name, names }) : text('errors.RULE_VIOLATION.notOnTheRoster', { names }));
          throw new RuleViolation(
            said(missing.map(nameOf).join(', ')),
            'R21',
            { notOnRoster: missing },
            missing.map((id) => ({ id, text: said(nameOf(id)) })),
          );
        }
        if (officialIds.length) {
          const signed = await manager.find(TeamOfficialEntity, { where: { teamId: input.teamId, id: In(officialIds) } });
          const unknown = officialIds.filter((id) => !signed.some((o) => o.id === id));
          if (unknown.length) throw badField('officialIds', text('errors.BAD_USER_INPUT.notOfficials', { ids: unknown.join(', ') }));
          // 004:14 (G51) and 004:8 (G52): at most three non-players, and none suspended, on the bench.
          const suspended = await suspendedOfficials(
            manager,
            game,
            competition.id,
            signed.map((o) => o.id),
          );
          // The suspension's reason as the caller may read it (a scorekeeper: that he is suspended).
          const details = canReadDisciplineDetails(principal, { competitionId: competition.id, teams: [{ teamId: input.teamId, competitionId: competition.id }] });
          const why = (id: string) => (suspended.has(id) ? (details ? suspended.get(id)! : text('errors.RULE_VIOLATION.officialSuspendedNoDetails')) : null);
          checkBenchOfficials(
            competition.preset,
            signed.map((o) => ({ id: o.id, name: o.name, role: o.role, suspendedFor: why(o.id) })),
          );
        }
        const lineup: LineupPlayer[] = entries.map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }));
        // The one check a paper scoresheet's dressed players go through too (G50): the dressed limits, then eligibility.
        const { ineligible, notes } = checkDressing({
          ruleset: resolveRuleset(competition.preset, competition.rulesOverrides),
          side: input.teamId === game.homeTeamId ? 'home' : 'away',
          players: dressedPlayers(principal, results, lineup, nameOf),
          overridden: reason !== null,
        });
        return {
          type: 'LINEUP_SET',
          teamId: input.teamId,
          lineup,
          override: ineligible.length && reason ? { reason, ineligiblePlayerIds: ineligible.map((p) => p.playerId) } : null,
          // R35, G49: BHI's equipment under 18 and gloves at 18 and over, noted on the lineup (never a bar)
          ...(notes.length ? { notes } : {}),
          ...(officialIds.length ? { officialIds } : {}),
        };
      },
      { clientEventId: input.clientEventId },
    );
    return recorded;
  }
}

/**
 * The players a team dresses as checkDressing reads them: each with his eligibility for the game, its
 * reasons as this caller may see them (a scorekeeper learns the codes, not a fine's amount or a
 * suspension's reason) and its notes. Shared by setLineup and recordResult.
 */
export function dressedPlayers(principal: Principal, results: EligibilityResults, lineup: readonly LineupPlayer[], nameOf: (id: string) => string): DressedPlayer[] {
  return lineup.map((p) => {
    const verdict = results.byPlayer.get(p.playerId);
    const seen = eligibilityAsSeenBy(principal, results, p.playerId);
    return { ...p, name: nameOf(p.playerId), eligible: verdict?.eligible ?? false, reasons: seen?.reasons ?? [], notes: verdict?.notes ?? [] };
  });
}

/**
 * The team officials of `officialIds` serving a suspension of this competition for `game` (004:8,
 * G52), each with its reason: served by his team's completed games, as a player's (R18, R40).
 */
export async function suspendedOfficials(manager: EntityManager, game: Pick<GameEntity, 'id' | 'startsAt'>, competitionId: string, officialIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!officialIds.length) return found;
  const rows = await manager.find(SuspensionEntity, { where: { teamOfficialId: In([...officialIds]), competitionId } });
  if (!rows.length) return found;
  const officials = await manager.find(TeamOfficialEntity, { where: { id: In(rows.map((r) => r.teamOfficialId!)) }, select: { id: true, teamId: true } });
  const teamIds = [...new Set(officials.map((o) => o.teamId))];
  const games = await manager.find(GameEntity, {
    where: [{ homeTeamId: In(teamIds) }, { awayTeamId: In(teamIds) }],
    select: { id: true, homeTeamId: true, awayTeamId: true, status: true, startsAt: true, stage: true },
  });
  const serving = games.filter((g) => g.id !== game.id).map((g) => ({ ...g, competitionId, startsAt: g.startsAt.toISOString() }));
  for (const row of rows) {
    const teamId = row.teamId ?? officials.find((o) => o.id === row.teamOfficialId)?.teamId;
    if (!teamId) continue;
    const status = servingStatus(
      {
        kind: row.kind as SuspensionKind,
        games: row.games,
        reason: row.reason,
        competitionId: row.competitionId,
        teamId,
        startsAt: row.startsAt.toISOString(),
        gameId: row.gameId ?? null,
        liftedAt: row.liftedAt?.toISOString() ?? null,
      },
      serving,
    );
    if (status.active && !found.has(row.teamOfficialId!)) found.set(row.teamOfficialId!, row.reason);
  }
  return found;
}
