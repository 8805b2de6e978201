import { In, IsNull } from 'typeorm';
import { canSetLineup, isAdmin, type Principal } from '../auth/principal';
import { PlayerEntity, RosterEntryEntity, TeamEntity, TeamOfficialEntity, type GameEntity } from '../db/entities';
import type { LineupPlayer } from '../domain/game/types';
import { LINEUP_MAX, lineupProblems } from '../domain/roster-rules';
import { badField, forbidden, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import { eligibilityAsSeenBy, eligibilityOf } from './eligibility.service';
import { competitionOfGame } from './competition.service';
import type { GameEventService } from './game-event.service';

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
    const reason = input.override?.reason.trim() ?? null;
    if (input.override) {
      if (!isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.overrideAdminOnly'));
      if (!reason) throw badField('override.reason', text('errors.BAD_USER_INPUT.overrideWhy'));
      if (reason.length > 500) throw badField('override.reason', text('errors.BAD_USER_INPUT.atMostCharacters', { max: 500 }));
    }
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
        const { competition, byPlayer } = results;
        if (input.teamId !== game.homeTeamId && input.teamId !== game.awayTeamId) throw badField('teamId', text('errors.BAD_USER_INPUT.homeOrAway'));
        const entries = await manager.find(RosterEntryEntity, { where: { teamId: input.teamId, playerId: In([...input.playerIds]), releasedAt: IsNull() }, order: { number: 'ASC' } });
        const players = await manager.find(PlayerEntity, { where: { id: In([...input.playerIds]) }, select: { id: true, name: true } });
        const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
        const missing = input.playerIds.filter((id) => !entries.some((e) => e.playerId === id));
        if (missing.length) {
          const team = await manager.findOneBy(TeamEntity, { id: input.teamId });
          const names = missing.map(nameOf);
          throw ruleViolation(team ? text('errors.RULE_VIOLATION.notOnRoster', { team: team.name, names: names.join(', ') }) : text('errors.RULE_VIOLATION.notOnTheRoster', { names: names.join(', ') }), 'R21', { notOnRoster: missing });
        }
        if (officialIds.length) {
          const signed = await manager.find(TeamOfficialEntity, { where: { teamId: input.teamId, id: In(officialIds) }, select: { id: true } });
          const unknown = officialIds.filter((id) => !signed.some((o) => o.id === id));
          if (unknown.length) throw badField('officialIds', text('errors.BAD_USER_INPUT.notOfficials', { ids: unknown.join(', ') }));
        }
        const lineup: LineupPlayer[] = entries.map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }));
        const problems = lineupProblems(competition.preset, lineup);
        if (problems.length) throw ruleViolation(text('errors.RULE_VIOLATION.problems', { problems: list(problems.map(reasonText), ' ') }), problems[0]!.rule);

        const ineligible = lineup.filter((p) => !byPlayer.get(p.playerId)?.eligible);
        const notes = lineup.flatMap((p) => (byPlayer.get(p.playerId)?.notes ?? []).map(({ code, message, rule }) => ({ playerId: p.playerId, code, message, rule })));
        if (ineligible.length && !reason) {
          // As the caller may see them: a scorekeeper learns the codes, not a fine's amount or reason.
          const listed = ineligible.map((p) => ({ playerId: p.playerId, reasons: eligibilityAsSeenBy(principal, results, p.playerId)!.reasons.map(({ code, message }) => ({ code, message })) }));
          const seen = new Map(ineligible.map((p) => [p.playerId, eligibilityAsSeenBy(principal, results, p.playerId)!.reasons.map(reasonText)]));
          const players = listed.map((p) =>
            text('errors.RULE_VIOLATION.ineligiblePlayer', { number: lineup.find((l) => l.playerId === p.playerId)!.number, name: nameOf(p.playerId), reasons: list(seen.get(p.playerId)!, ' ') }),
          );
          throw ruleViolation(text('errors.RULE_VIOLATION.ineligibleLineup', { players: list(players, ' ') }), 'R21', { ineligible: listed });
        }
        return {
          type: 'LINEUP_SET',
          teamId: input.teamId,
          lineup,
          override: ineligible.length && reason ? { reason, ineligiblePlayerIds: ineligible.map((p) => p.playerId) } : null,
          // R35: BHI's equipment for players under 18, noted on the lineup (never a bar)
          ...(notes.length ? { notes } : {}),
          ...(officialIds.length ? { officialIds } : {}),
        };
      },
      { clientEventId: input.clientEventId },
    );
    return recorded.game;
  }
}
