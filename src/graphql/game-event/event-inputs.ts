import type { GameEventInput } from '../../domain/game/types';
import type { EventCorrection } from '../../domain/game/corrections';
import type { EventCorrectionInput, PenaltyShotInput, RecordGoalInput, RecordPenaltyInput } from './inputs';

/*
 * The domain events the scorekeeper's inputs stand for: one mapping each, shared by the old
 * mutations (recordGoal, …) and the log… mutations, so both record the same event.
 */

export function goalOf(input: RecordGoalInput): GameEventInput {
  return {
    type: 'GOAL',
    teamId: input.teamId,
    scorerId: input.scorerId,
    assistIds: input.assistIds ?? [],
    clockRemainingMs: input.clockRemainingMs ?? null,
    ...(input.emptyNet !== undefined && input.emptyNet !== null ? { emptyNet: input.emptyNet } : {}),
  };
}

export function penaltyOf(input: RecordPenaltyInput): GameEventInput {
  return {
    type: 'PENALTY',
    teamId: input.teamId,
    playerId: input.playerId ?? null,
    severity: input.severity,
    infraction: input.infraction,
    clockRemainingMs: input.clockRemainingMs ?? null,
    ...(input.accidental != null ? { accidental: input.accidental } : {}),
    ...(input.injury != null ? { injury: input.injury } : {}),
    ...(input.fouledPlayerId != null ? { fouledPlayerId: input.fouledPlayerId } : {}),
    ...(input.slowToBoxOf != null ? { slowToBoxOf: input.slowToBoxOf } : {}),
    ...(input.servedById != null ? { servedById: input.servedById } : {}),
  };
}

export function penaltyShotOf(input: PenaltyShotInput): GameEventInput {
  return {
    type: 'PENALTY_SHOT',
    teamId: input.teamId,
    shooterId: input.shooterId,
    scored: input.scored,
    ...(input.fouledPlayerInjured != null ? { fouledPlayerInjured: input.fouledPlayerInjured } : {}),
  };
}

export function correctionOf(input: EventCorrectionInput): EventCorrection {
  const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    scorerId: given(input.scorerId),
    assistIds: given(input.assistIds),
    emptyNet: given(input.emptyNet),
    // null is a bench penalty; left out, the player stays
    playerId: input.playerId,
    severity: given(input.severity),
    infraction: given(input.infraction),
    accidental: given(input.accidental),
    clockRemainingMs: given(input.clockRemainingMs),
  };
}
