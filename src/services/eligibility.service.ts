import { In, IsNull, type EntityManager } from 'typeorm';
import { canReadTeamPrivate, canScoreGame, type Principal } from '../auth/principal';
import type { Database } from '../db/database';
import {
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamEntity,
} from '../db/entities';
import { GameStatus } from '../domain/enums';
import { eligibility, type Eligibility, type EligibilityInput } from '../domain/eligibility';
import { dueBeforeNextGame } from '../domain/fines';
import type { LineupPlayer } from '../domain/game/types';
import { resolveRuleset } from '../domain/rulesets';
import { servingStatus, type ServingGame, type SuspensionKind } from '../domain/suspensions';
import { badField, notFound } from '../errors';
import { requireRow } from './context';

/** The game fields eligibility depends on. */
export type EligibilityGame = Pick<GameEntity, 'id' | 'divisionId' | 'homeTeamId' | 'awayTeamId' | 'stage' | 'startsAt'>;

export interface EligibilityResults {
  competition: CompetitionEntity;
  /** by player id; a player id with no player row is left out */
  byPlayer: Map<string, Eligibility>;
}

const COMPLETED: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

/** What a caller who may not read the team's private records sees instead of a fine's amount and reason. */
const PRIVATE_CODES: ReadonlySet<string> = new Set(['UNPAID_FINE', 'TEAM_FINE_UNPAID']);
const PRIVATE_MESSAGE = 'A fine must be paid before playing again; the team and the officials see the details.';

/**
 * Whether each of `playerIds` may dress for `teamId` in `game` (R21), with every reason. Gathers the
 * plain data the pure domain needs, in a fixed number of queries whatever the number of players:
 * roster entries across the competition (team, division rating), the suspensions of this competition
 * with their serving status (R18: by the serving team's completed games), unpaid fines, and the
 * games each player was dressed for — the GAME_STARTED lineups of this team's completed games, or
 * for a game kept on paper the players its scoresheet lists as dressed ("playing means dressed").
 *
 * The team's own unpaid fines due before its next game count against every player of it
 * (TEAM_FINE_UNPAID), and the competition's addition cut-off against late goalies
 * (GOALIE_ADDED_AFTER_CUTOFF). Waived fines are owed by nobody. The game day is the UTC date of
 * its scheduled start.
 */
export async function eligibilityOf(manager: EntityManager, game: EligibilityGame, teamId: string, playerIds: readonly string[]): Promise<EligibilityResults> {
  const division = await requireRow(manager, DivisionEntity, game.divisionId, 'Division', 'gameId');
  const competition = await requireRow(manager, CompetitionEntity, division.competitionId, 'Competition', 'gameId');
  const ids = [...new Set(playerIds)];
  const byPlayer = new Map<string, Eligibility>();
  if (!ids.length) return { competition, byPlayer };

  const [players, entries, suspensions, fines, teamFines] = await Promise.all([
    manager.find(PlayerEntity, { where: { id: In(ids) } }),
    manager.find(RosterEntryEntity, { where: { playerId: In(ids) } }),
    manager.find(SuspensionEntity, { where: { playerId: In(ids), competitionId: competition.id } }),
    manager.find(FineEntity, { where: { playerId: In(ids), competitionId: competition.id, waivedAt: IsNull() } }),
    manager.find(FineEntity, { where: { teamId, playerId: IsNull(), competitionId: competition.id, waivedAt: IsNull() } }),
  ]);
  const teams = entries.length ? await manager.find(TeamEntity, { where: { id: In([...new Set(entries.map((e) => e.teamId))]) } }) : [];
  const divisions = teams.length ? await manager.find(DivisionEntity, { where: { id: In([...new Set(teams.map((t) => t.divisionId))]) } }) : [];
  const divisionOf = new Map(teams.map((t) => [t.id, divisions.find((d) => d.id === t.divisionId)]));
  const rosterOf = (playerId: string): EligibilityInput['rosterEntries'] =>
    entries
      .filter((e) => e.playerId === playerId && divisionOf.get(e.teamId))
      .map((e) => {
        const d = divisionOf.get(e.teamId)!;
        return { teamId: e.teamId, competitionId: d.competitionId, position: e.position, divisionRating: d.rating, waiverSigned: e.waiverSigned, addedAt: e.addedAt.toISOString() };
      });

  // R18 serves a suspension by the games of "the player's team": its stored team, else the team of
  // the event that caused it, else the player's team in this competition (this game's team when he
  // is on several).
  const causeIds = suspensions.map((s) => s.causedByEventId).filter((id): id is string => id !== null);
  const causes = causeIds.length ? await manager.find(GameEventEntity, { where: { id: In(causeIds) } }) : [];
  const servingTeam = (s: SuspensionEntity): string => {
    const cause = causes.find((c) => c.id === s.causedByEventId);
    const known = s.teamId ?? cause?.teamId;
    if (known) return known;
    const own = rosterOf(s.playerId).filter((e) => e.competitionId === competition.id);
    return (own.find((e) => e.teamId === teamId) ?? own[0])?.teamId ?? teamId;
  };
  const teamIds = [...new Set([teamId, ...suspensions.map(servingTeam)])];
  const games = await manager.find(GameEntity, {
    where: [{ homeTeamId: In(teamIds) }, { awayTeamId: In(teamIds) }],
    select: { id: true, homeTeamId: true, awayTeamId: true, status: true, startsAt: true, stage: true },
  });
  const serving: ServingGame[] = games.map((g) => ({ ...g, competitionId: competition.id, startsAt: g.startsAt.toISOString() }));

  const played = games.filter((g) => COMPLETED.has(g.status) && (g.homeTeamId === teamId || g.awayTeamId === teamId));
  // Who dressed: a live game's GAME_STARTED lineups; a paper game's, the players its latest
  // recorded result lists as dressed on the scoresheet.
  const lineupEvents = played.length
    ? await manager.find(GameEventEntity, { where: { gameId: In(played.map((g) => g.id)), type: In(['GAME_STARTED', 'RESULT_RECORDED']), voided: false }, order: { seq: 'ASC' } })
    : [];
  // In log order: a game's GAME_STARTED comes before any result recorded on it, and wins.
  const dressedIds = new Map<string, { home: string[]; away: string[] }>();
  const started = new Set<string>();
  for (const event of lineupEvents) {
    if (event.type === 'GAME_STARTED') {
      const lineups = event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] };
      started.add(event.gameId);
      dressedIds.set(event.gameId, { home: lineups.home.map((p) => p.playerId), away: lineups.away.map((p) => p.playerId) });
    } else if (event.payload.dressed && !started.has(event.gameId)) {
      dressedIds.set(event.gameId, event.payload.dressed as { home: string[]; away: string[] });
    }
  }
  const dressedIn = (playerId: string): EligibilityInput['gamesDressed'] =>
    played.flatMap((g) => {
      const dressed = dressedIds.get(g.id);
      const lineup = dressed ? (g.homeTeamId === teamId ? dressed.home : dressed.away) : [];
      return lineup.includes(playerId) ? [{ competitionId: competition.id, teamId, stage: g.stage, status: g.status }] : [];
    });

  const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
  const date = game.startsAt.toISOString().slice(0, 10);
  for (const player of players) {
    byPlayer.set(
      player.id,
      eligibility({
        preset: competition.preset,
        minimumAge: ruleset.minimumAge,
        game: { competitionId: competition.id, teamId, stage: game.stage, date },
        player: { name: player.name, birthDate: player.birthDate, waiverSigned: player.waiverSigned },
        rosterEntries: rosterOf(player.id),
        suspensions: suspensions
          .filter((s) => s.playerId === player.id)
          .map((s) => {
            const kind = s.kind as SuspensionKind;
            const cause = causes.find((c) => c.id === s.causedByEventId);
            const status = servingStatus(
              { kind, games: s.games, reason: s.reason, competitionId: s.competitionId, teamId: servingTeam(s), startsAt: s.startsAt.toISOString(), gameId: s.gameId ?? cause?.gameId ?? null, liftedAt: s.liftedAt?.toISOString() ?? null },
              serving,
            );
            return { competitionId: s.competitionId, kind, games: s.games, gamesRemaining: status.gamesRemaining, active: status.active, reason: s.reason };
          }),
        fines: [
          ...fines.filter((f) => f.playerId === player.id).map((f) => ({ ...fineFacts(f), payee: 'PLAYER' as const })),
          ...teamFines.map((f) => ({ ...fineFacts(f), payee: 'TEAM' as const })),
        ],
        gamesDressed: dressedIn(player.id),
        additionCutoff: competition.additionCutoff?.toISOString() ?? null,
      }),
    );
  }
  return { competition, byPlayer };
}

function fineFacts(f: FineEntity) {
  return { competitionId: f.competitionId, teamId: f.teamId, amountCents: f.amountCents, paid: f.paidAt !== null, reason: f.reason, dueBeforeNextGame: dueBeforeNextGame(f.kind) };
}

/** `eligibility(playerId, gameId)`: a player's eligibility for a game, as the caller may see it. */
export class EligibilityService {
  constructor(private readonly db: Database) {}

  /**
   * Every reason the player may not dress for the game (R21). The team is `teamId` when given (it
   * must play in the game), else the game's team whose roster has the player, else the home team
   * (and the answer then says NOT_ON_ROSTER).
   *
   * Who sees what (DESIGN.md: a COACH "reads its own team's private records: fines, eligibility
   * details"; issue 4: "the public sees that a player is suspended, not the fine amounts"): anyone
   * gets `eligible` and every reason's code, and every message except a fine's; an ADMIN, the
   * team's COACH or a SCOREKEEPER of the game also gets the fine's message, with amount and reason.
   * Everyone else reads a fine reason's message without them.
   */
  async eligibility(principal: Principal, playerId: string, gameId: string, teamId?: string | null): Promise<Eligibility> {
    const { manager } = this.db;
    const game = await requireRow(manager, GameEntity, gameId, 'Game', 'gameId');
    const sides = [game.homeTeamId, game.awayTeamId];
    if (teamId && !sides.includes(teamId)) throw badField('teamId', 'must be the home or the away team of the game');
    const rostered = teamId ? null : await manager.findOne(RosterEntryEntity, { where: { playerId, teamId: In(sides) } });
    const team = teamId ?? rostered?.teamId ?? game.homeTeamId;
    const { competition, byPlayer } = await eligibilityOf(manager, game, team, [playerId]);
    const result = byPlayer.get(playerId);
    if (!result) throw notFound('Player', playerId, 'playerId');
    return this.asSeenBy(principal, team, { id: game.id, competitionId: competition.id })(result);
  }

  /**
   * The eligibility of every player on a team's roster for one of its games — by default its next
   * scheduled one — in a fixed number of queries whatever the roster's size; null when the team has
   * no game to come. Who sees what as for `eligibility`.
   */
  async teamEligibility(principal: Principal, teamId: string, gameId?: string | null): Promise<{ game: GameEntity; players: Array<{ playerId: string; eligibility: Eligibility }> } | null> {
    const { manager } = this.db;
    const game = gameId ? await requireRow(manager, GameEntity, gameId, 'Game', 'gameId') : await nextGameOf(manager, teamId);
    if (!game) return null;
    if (game.homeTeamId !== teamId && game.awayTeamId !== teamId) throw badField('gameId', 'must be a game of this team');
    const roster = await manager.find(RosterEntryEntity, { where: { teamId }, order: { number: 'ASC' } });
    const { competition, byPlayer } = await eligibilityOf(manager, game, teamId, roster.map((e) => e.playerId));
    const seen = this.asSeenBy(principal, teamId, { id: game.id, competitionId: competition.id });
    return { game, players: roster.flatMap((e) => (byPlayer.has(e.playerId) ? [{ playerId: e.playerId, eligibility: seen(byPlayer.get(e.playerId)!) }] : [])) };
  }

  /** A fine's amount and reason only for an ADMIN, the team's COACH or a SCOREKEEPER of the game. */
  private asSeenBy(principal: Principal, teamId: string, game: { id: string; competitionId: string }): (result: Eligibility) => Eligibility {
    if (canReadTeamPrivate(principal, teamId) || canScoreGame(principal, game)) return (result) => result;
    return (result) => ({ ...result, reasons: result.reasons.map((r) => (PRIVATE_CODES.has(r.code) ? { ...r, message: PRIVATE_MESSAGE } : r)) });
  }
}

/** A team's next game: the first by start time that has not started yet. */
export async function nextGameOf(manager: EntityManager, teamId: string): Promise<GameEntity | null> {
  return manager.findOne(GameEntity, {
    where: [
      { homeTeamId: teamId, status: GameStatus.SCHEDULED },
      { awayTeamId: teamId, status: GameStatus.SCHEDULED },
    ],
    order: { startsAt: 'ASC' },
  });
}
