import type { EntityManager } from 'typeorm';
import { type GameEntity, GameEventEntity } from '../../db/entities';
import { foldEvents } from '../../domain/game/machine';
import { toScoreboard } from '../../domain/game/scoreboard-view';
import type { GameSetup, RecordedEvent } from '../../domain/game/types';
import type { Ruleset } from '../../domain/rulesets';
import type { ScoreboardSnapshot } from '../../domain/scoreboard';
import type { GameEventMessage } from '../../realtime/payloads';

/** Keys of a stored payload that are bookkeeping, not the scorekeeper's input (see GameEventEntity.payload). */
const PAYLOAD_META_KEYS = ['details', 'correctionReason', 'correctedBySeq'] as const;

/** The stored row as the feed and `game.events` carry it. */
export function toMessage(row: GameEventEntity): GameEventMessage {
  return {
    id: row.id,
    gameId: row.gameId,
    seq: row.seq,
    type: row.type,
    period: row.period,
    clockRemainingMs: row.clockRemainingMs,
    teamId: row.teamId,
    playerId: row.playerId,
    payload: row.payload,
    clientEventId: row.clientEventId,
    voided: row.voided,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** The stored row as the domain replays it: the input as posted, its seq, and when it was recorded. */
export function toRecorded(row: GameEventEntity): RecordedEvent {
  const input: Record<string, unknown> = { ...row.payload };
  for (const key of PAYLOAD_META_KEYS) delete input[key];
  return { ...input, type: row.type, seq: row.seq, at: row.recordedAt.toISOString() } as RecordedEvent;
}

export function setupOf(game: GameEntity): GameSetup {
  return { gameId: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, stage: game.stage };
}

/** The instant the game's fold starts from: the game row's creation (see GameService.scheduleGame). */
export function startedAt(game: GameEntity): string {
  return game.createdAt.toISOString();
}

/** The game's stored events as the domain replays them, up to `uptoSeq` when given. */
export async function storedLog(manager: EntityManager, gameId: string, uptoSeq?: number): Promise<RecordedEvent[]> {
  const rows = await manager.find(GameEventEntity, { where: { gameId }, order: { seq: 'ASC' } });
  return rows.filter((r) => uptoSeq === undefined || r.seq <= uptoSeq).map(toRecorded);
}

/** The scoreboard as it was right after event `seq`: the stored one when that is the last event, else a re-fold. */
export async function snapshotAfter(manager: EntityManager, game: GameEntity, ruleset: Ruleset, seq: number): Promise<ScoreboardSnapshot> {
  if (seq === game.lastSeq) return game.snapshot;
  const log = await storedLog(manager, game.id, seq);
  return toScoreboard(foldEvents(setupOf(game), ruleset, log, startedAt(game)), ruleset);
}
