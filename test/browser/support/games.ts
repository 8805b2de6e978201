import { EndGameDocument, EndPeriodDocument, RecordGoalDocument, StartClockDocument, StartGameDocument, type RulesetPreset } from '../../generated/graphql';
import { RULESETS } from '../../../src/domain/rulesets';
import { ok } from '../../support/client';
import { ADMIN_TOKEN } from '../../support/server';

export interface Goal {
  teamId: string;
  scorerId: string;
}

/**
 * Plays a game live through the scorekeeper's mutations, as a rink would: puck drop, the goals in
 * the first period, every regulation period ended, then endGame (a regulation result).
 * `beforeEnd` runs after the goals, while the game is still in progress.
 */
export async function playToFinal(url: string, gameId: string, goals: Goal[], options: { preset?: RulesetPreset; beforeEnd?: () => Promise<void> } = {}): Promise<void> {
  const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url, document, variables, ADMIN_TOKEN);
  await post(StartGameDocument, { gameId });
  for (let period = 0; period < RULESETS[options.preset ?? 'COLE_HARBOUR_CLASSIC'].regulationPeriods; period += 1) {
    await post(StartClockDocument, { gameId });
    if (period === 0) {
      for (const goal of goals) await post(RecordGoalDocument, { input: { gameId, teamId: goal.teamId, scorerId: goal.scorerId, assistIds: [] } });
      await options.beforeEnd?.();
    }
    await post(EndPeriodDocument, { gameId });
  }
  await post(EndGameDocument, { gameId });
}
