import { In, IsNull, LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import { type GameEntity, GameEventEntity, RosterEntryEntity } from '../db/entities';
import type { LineupPlayer } from '../domain/game/types';

/**
 * Where a game sheet's lineups come from, best first:
 * - DRESSED: who the game's log dressed — the lineups taken at the drop with the late arrivals, or
 *   the players a paper scoresheet lists as dressed (RESULT_RECORDED);
 * - POSTED: a game not started, the lineup the team posted (its last LINEUP_SET);
 * - ROSTER: neither: the team's roster as it stood when the result was certified, or as it stands now.
 */
export type SheetLineupSource = 'DRESSED' | 'POSTED' | 'ROSTER';

export interface SheetLineup {
  source: SheetLineupSource;
  players: LineupPlayer[];
}

/**
 * The lineups a game's sheet shows, one function for the desk's sheet and the printed one (R57),
 * in number order. Read from the log, a played game's lineups never change afterwards: not when a
 * player is later released, renumbered or suspended. A certified game with neither lineup reads the
 * roster as it stood at certification, so its sheet is frozen too.
 */
export async function sheetLineups(manager: EntityManager, game: GameEntity): Promise<{ home: SheetLineup; away: SheetLineup }> {
  const [home, away] = await Promise.all([lineupOf(manager, game, 'home'), lineupOf(manager, game, 'away')]);
  return { home, away };
}

async function lineupOf(manager: EntityManager, game: GameEntity, side: 'home' | 'away'): Promise<SheetLineup> {
  const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
  const byNumber = (players: LineupPlayer[]) => [...players].sort((a, b) => a.number - b.number);
  const dressed = game.state?.[side].lineup;
  if (dressed?.length) return { source: 'DRESSED', players: byNumber(dressed) };
  const paper = await manager.findOne(GameEventEntity, { where: { gameId: game.id, type: 'RESULT_RECORDED', voided: false }, order: { seq: 'DESC' } });
  const listed = (paper?.payload.dressed as { home: string[]; away: string[] } | null | undefined)?.[side];
  if (listed?.length) {
    // Each listed player's entry on the team, the latest (a player released since keeps his number here).
    const entries = await manager.find(RosterEntryEntity, { where: { teamId, playerId: In(listed) }, order: { addedAt: 'ASC' } });
    const entryOf = new Map(entries.map((e) => [e.playerId, e]));
    const players = listed.flatMap((playerId) => {
      const entry = entryOf.get(playerId);
      return entry ? [{ playerId, number: entry.number, position: entry.position }] : [];
    });
    return { source: 'DRESSED', players: byNumber(players) };
  }
  const roster = await rosterAsOf(manager, teamId, game.certifiedAt);
  if (game.status === 'SCHEDULED') {
    const posted = await manager.findOne(GameEventEntity, { where: { gameId: game.id, teamId, type: 'LINEUP_SET', voided: false }, order: { seq: 'DESC' } });
    if (posted) {
      // Posted numbers follow a later correction of the roster (R50), as postedLineup shows them.
      const players = (posted.payload.lineup as LineupPlayer[]).map((p) => {
        const entry = roster.find((e) => e.playerId === p.playerId);
        return entry ? { ...p, number: entry.number, position: entry.position } : p;
      });
      return { source: 'POSTED', players: byNumber(players) };
    }
  }
  return { source: 'ROSTER', players: byNumber(roster.map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }))) };
}

/** The team's roster entries as they stood at `at` (added by then, not released by then), or now. */
async function rosterAsOf(manager: EntityManager, teamId: string, at: Date | null): Promise<RosterEntryEntity[]> {
  if (!at) return manager.find(RosterEntryEntity, { where: { teamId, releasedAt: IsNull() } });
  return manager.find(RosterEntryEntity, {
    where: [
      { teamId, addedAt: LessThanOrEqual(at), releasedAt: IsNull() },
      { teamId, addedAt: LessThanOrEqual(at), releasedAt: MoreThan(at) },
    ],
  });
}
