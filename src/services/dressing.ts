import { In, IsNull, type EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal';
import { GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, TeamEntity } from '../db/entities';
import type { LineupPlayer } from '../domain/game/types';
import { lineupProblems } from '../domain/roster-rules';
import { ruleViolation } from '../errors';
import { eligibilityAsSeenBy, eligibilityOf } from './eligibility.service';

/*
 * Who dresses when a game starts: the posted lineups checked again (R27), or the eligible roster.
 */

/**
 * A team's posted lineup (its last LINEUP_SET), checked again as it stands now (R27): numbers and
 * positions as the roster has them (an official may have corrected one since, R50), every player's
 * eligibility, and the players an ADMIN's override recorded with it named. Null when none is posted.
 */
export async function postedLineupOf(manager: EntityManager, game: GameEntity, teamId: string, posted?: GameEventEntity[], entries?: RosterEntryEntity[]) {
  const sets = posted ?? (await manager.find(GameEventEntity, { where: { gameId: game.id, teamId, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } }));
  const set = sets.filter((e) => e.teamId === teamId).at(-1);
  if (!set) return null;
  const roster = entries ?? (await manager.find(RosterEntryEntity, { where: { teamId, releasedAt: IsNull() } }));
  const lineup = (set.payload.lineup as LineupPlayer[]).map((p) => {
    const entry = roster.find((e) => e.teamId === teamId && e.playerId === p.playerId);
    return entry ? { ...p, number: entry.number, position: entry.position } : p;
  });
  const results = await eligibilityOf(
    manager,
    game,
    teamId,
    lineup.map((p) => p.playerId),
  );
  const overridden = new Set((set.payload.override as { ineligiblePlayerIds?: string[] } | null | undefined)?.ineligiblePlayerIds ?? []);
  return { set, lineup, results, overridden };
}

/**
 * Who dresses for a game when it starts (the GAME_STARTED lineups): for each team, the lineup of its
 * last LINEUP_SET; without one, every rostered player eligible for this game (R21), by number.
 *
 * A posted lineup is checked again now (R27): a player who has become ineligible since it was
 * posted (suspended, fined) is refused as setLineup refuses him, each named with every reason as
 * the caller may see them (eligibilityAsSeenBy), unless the ADMIN override recorded with that
 * lineup named him. Without a lineup, a roster over the preset's dressed limits (league §8, R22) is
 * refused, asking for one: the limit leaves no exception, and startGame cannot choose who sits out.
 */
export async function lineupsFor(manager: EntityManager, game: GameEntity, principal: Principal): Promise<{ home: LineupPlayer[]; away: LineupPlayer[] }> {
  const posted = await manager.find(GameEventEntity, { where: { gameId: game.id, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } });
  const entries = await manager.find(RosterEntryEntity, { where: { teamId: In([game.homeTeamId, game.awayTeamId]), releasedAt: IsNull() }, order: { number: 'ASC' } });
  const of = async (teamId: string): Promise<LineupPlayer[]> => {
    const checked = await postedLineupOf(manager, game, teamId, posted, entries);
    if (checked) {
      const { lineup, results, overridden } = checked;
      const ineligible = lineup.filter((p) => results.byPlayer.get(p.playerId)?.eligible === false && !overridden.has(p.playerId));
      if (ineligible.length) {
        const players = await manager.find(PlayerEntity, { where: { id: In(ineligible.map((p) => p.playerId)) }, select: { id: true, name: true } });
        const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
        // As the caller may see them: a scorekeeper learns the codes, not a fine's amount or a suspension's reason.
        const listed = ineligible.map((p) => ({ playerId: p.playerId, reasons: eligibilityAsSeenBy(principal, results, p.playerId)!.reasons.map(({ code, message }) => ({ code, message })) }));
        const text = listed.map((l) => `#${lineup.find((p) => p.playerId === l.playerId)!.number} ${nameOf(l.playerId)}: ${l.reasons.map((r) => r.message).join(' ')}`);
        throw ruleViolation(`Ineligible for this game since the lineup was posted (post a new lineup; an ADMIN may override with a reason): ${text.join(' ')}`, 'R21', { ineligible: listed });
      }
      return lineup;
    }
    const roster = entries.filter((e) => e.teamId === teamId);
    const { byPlayer, competition } = await eligibilityOf(
      manager,
      game,
      teamId,
      roster.map((e) => e.playerId),
    );
    const lineup = roster.filter((e) => byPlayer.get(e.playerId)?.eligible).map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }));
    const problems = lineupProblems(competition.preset, lineup);
    if (problems.length) {
      const team = await manager.findOneBy(TeamEntity, { id: teamId });
      throw ruleViolation(
        `${team?.name ?? 'A team'} posted no lineup, and its eligible roster is over the limit: ${problems.map((p) => p.message).join(' ')} Post a lineup with setLineup naming who dresses.`,
        problems[0].rule,
      );
    }
    return lineup;
  };
  return { home: await of(game.homeTeamId), away: await of(game.awayTeamId) };
}
