import type { GameStage, RulesetPreset } from '../../../src/domain/enums';
import { applyEvent, foldEvents, initialState, RuleViolation } from '../../../src/domain/game/machine';
import { toScoreboard } from '../../../src/domain/game/scoreboard-view';
import type { EventFacts, GameEventInput, GameState, LineupPlayer, RecordedEvent } from '../../../src/domain/game/types';
import { resolveRuleset, type Ruleset, type RulesOverrides } from '../../../src/domain/rulesets';
import type { ScoreboardSnapshot } from '../../../src/domain/scoreboard';
import { translate } from '../../../src/domain/messages';

export const HOME = 'team-home';
export const AWAY = 'team-away';
export const MIN = 60_000;

/** h1…hN (h1 the goalie) and a1…aN, numbered by their index. */
export function lineup(prefix: 'h' | 'a', size = 10): LineupPlayer[] {
  return Array.from({ length: size }, (_, i) => ({ playerId: `${prefix}${i + 1}`, number: i + 1, position: i === 0 ? 'GOALIE' : 'SKATER' }));
}

/**
 * A game driven event by event through the pure machine, with a wall clock the test moves by hand:
 * `wait(ms)` lets time pass (the game clock runs only while started).
 */
export class GameSim {
  readonly ruleset: Ruleset;
  state: GameState;
  readonly events: RecordedEvent[] = [];
  private now = Date.parse('2026-12-05T18:00:00.000Z');

  constructor(preset: RulesetPreset, stage: GameStage = 'ROUND_ROBIN', overrides?: RulesOverrides) {
    this.ruleset = resolveRuleset(preset, overrides);
    this.state = initialState({ gameId: 'game-1', homeTeamId: HOME, awayTeamId: AWAY, stage }, this.ruleset, this.at());
  }

  at(): string {
    return new Date(this.now).toISOString();
  }

  wait(ms: number): this {
    this.now += ms;
    return this;
  }

  post(input: GameEventInput): EventFacts {
    const event = { ...input, seq: this.events.length + 1, at: this.at() };
    const { state, facts } = applyEvent(this.state, event, this.ruleset, this.events);
    this.state = state;
    this.events.push(event);
    return facts;
  }

  /** The RuleViolation message of an event the machine refuses (the state stays as it was). */
  refused(input: GameEventInput): string {
    return this.refusal(input).en;
  }

  /** An event the machine refuses: its message in English and in French, and its rule (the state stays as it was). */
  refusal(input: GameEventInput): { en: string; fr: string; rule: string | undefined } {
    const before = JSON.stringify(this.state);
    try {
      this.post(input);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      expect(JSON.stringify(this.state)).toBe(before);
      return { en: error.message, fr: translate('fr', error.text!), rule: error.extensions.rule as string | undefined };
    }
    throw new Error(`expected ${input.type} to be refused`);
  }

  get board(): ScoreboardSnapshot {
    return toScoreboard(this.state, this.ruleset);
  }

  replayed(): GameState {
    return foldEvents(this.state.setup, this.ruleset, this.events, this.at());
  }

  // Scorekeeper shorthands.
  start(size = 10) {
    this.post({ type: 'GAME_STARTED', lineups: { home: lineup('h', size), away: lineup('a', size) } });
    return this;
  }
  drop() {
    this.post({ type: 'CLOCK_STARTED' });
    return this;
  }
  /** the puck drop itself (FACEOFF): in run time the clock does not start for it */
  faceoff() {
    this.post({ type: 'FACEOFF' });
    return this;
  }
  whistle(remainingMs?: number) {
    this.post({ type: 'CLOCK_STOPPED', remainingMs });
    return this;
  }
  endPeriod() {
    this.post({ type: 'PERIOD_ENDED' });
    return this;
  }
  goal(side: 'home' | 'away', scorer = side === 'home' ? 'h5' : 'a5', assistIds: string[] = []) {
    return this.post({ type: 'GOAL', teamId: side === 'home' ? HOME : AWAY, scorerId: scorer, assistIds });
  }
  goals(side: 'home' | 'away', n: number) {
    for (let i = 0; i < n; i += 1) this.goal(side);
    return this;
  }
  /** the facts of the last event posted */
  last: EventFacts | undefined;

  penalty(side: 'home' | 'away', playerId: string | null, severity: Extract<GameEventInput, { type: 'PENALTY' }>['severity'] = 'MINOR', infraction = 'TRIPPING') {
    this.last = this.post({ type: 'PENALTY', teamId: side === 'home' ? HOME : AWAY, playerId, severity, infraction });
    return this;
  }
  /** Plays out the rest of the current period: the clock runs to zero and the period ends. */
  finishPeriod() {
    if (this.state.status === 'INTERMISSION') this.drop();
    else if (!this.state.clock.running) this.drop();
    this.wait(this.state.clock.remainingMs).endPeriod();
    return this;
  }
}
