import { In, IsNull, LessThanOrEqual, type EntityManager } from 'typeorm';
import { canReadDisciplineDetails, type Principal, type RosterPlace } from '../auth/principal';
import type { Database } from '../db/database';
import {
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamEntity,
  rosteredAt,
} from '../db/entities';
import { GameStatus } from '../domain/enums';
import { localDate } from '../domain/calendar';
import { eligibilityWithNotes, type Eligibility, type EligibilityInput } from '../domain/eligibility';
import { dueBeforeNextGame } from '../domain/fines';
import type { LineupPlayer } from '../domain/game/types';
import { resolveRuleset } from '../domain/rulesets';
import { servingStatus, type ServingGame, type SuspensionKind } from '../domain/suspensions';
import { badField, notFound } from '../errors';
import { attachText, type Text, text, translate } from '../domain/messages';
import { requireRow } from './context';
import { nextGameOf, type TeamGameReads } from './team.service';

/** The game fields eligibility depends on. */
export type EligibilityGame = Pick<GameEntity, 'id' | 'divisionId' | 'homeTeamId' | 'awayTeamId' | 'stage' | 'startsAt'>;

export interface EligibilityResults {
  competition: CompetitionEntity;
  /** the team the players would dress for */
  teamId: string;
  /** by player id; a player id with no player row is left out */
  byPlayer: Map<string, Eligibility>;
  /** by player id: every team he is rostered on, with its competition — who owns his fines and suspensions */
  placesOf: Map<string, RosterPlace[]>;
}

const COMPLETED: ReadonlySet<GameStatus> = new Set<GameStatus>([GameStatus.FINAL, GameStatus.FORFEITED]);

/**
 * What a caller who may not read a reason's details sees instead of its message: the messages of
 * these codes carry a fine's amount and reason, or a suspension's reason. The player's own (his
 * fines, his suspensions) are his teams'; TEAM_FINE_UNPAID is the team's own fine.
 */
const PLAYER_PRIVATE: ReadonlySet<string> = new Set(['UNPAID_FINE', 'SUSPENDED', 'EJECTED_FROM_COMPETITION']);
const TEAM_PRIVATE: ReadonlySet<string> = new Set(['TEAM_FINE_UNPAID']);

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
  const linkedIds = (competition.disciplineLinks ?? []).map((l) => l.competitionId);
  const byPlayer = new Map<string, Eligibility>();
  const placesOf = new Map<string, RosterPlace[]>();
  if (!ids.length) return { competition, teamId, byPlayer, placesOf };

  const [players, entries, suspensions, fines, teamFines, registrations] = await Promise.all([
    manager.find(PlayerEntity, { where: { id: In(ids) } }),
    manager.find(RosterEntryEntity, { where: { playerId: In(ids) } }),
    manager.find(SuspensionEntity, { where: { playerId: In(ids), competitionId: competition.id } }),
    // With the fines of the competitions an official linked to this one (004:9, R41).
    manager.find(FineEntity, { where: { playerId: In(ids), competitionId: In([competition.id, ...linkedIds]), waivedAt: IsNull() } }),
    // A team official's own fine (R40) is his, not the team's: it keeps no player from playing.
    manager.find(FineEntity, { where: { teamId, playerId: IsNull(), teamOfficialId: IsNull(), competitionId: competition.id, waivedAt: IsNull() } }),
    // 004:13: the forms the league received before the game starts (R42).
    manager.find(RegistrationEntity, { where: { playerId: In(ids), competitionId: competition.id, receivedAt: LessThanOrEqual(game.startsAt) }, select: { id: true, playerId: true } }),
  ]);
  const teams = entries.length ? await manager.find(TeamEntity, { where: { id: In([...new Set(entries.map((e) => e.teamId))]) } }) : [];
  const divisions = teams.length ? await manager.find(DivisionEntity, { where: { id: In([...new Set(teams.map((t) => t.divisionId))]) } }) : [];
  const divisionOf = new Map(teams.map((t) => [t.id, divisions.find((d) => d.id === t.divisionId)]));
  const rosterOf = (playerId: string): EligibilityInput['rosterEntries'] =>
    entries
      // Released before the game: not on that roster for it (R50).
      .filter((e) => e.playerId === playerId && divisionOf.get(e.teamId) && rosteredAt(e, game.startsAt))
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
    const own = rosterOf(s.playerId ?? '').filter((e) => e.competitionId === competition.id);
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
    ? await manager.find(GameEventEntity, { where: { gameId: In(played.map((g) => g.id)), type: In(['GAME_STARTED', 'RESULT_RECORDED', 'LATE_PLAYER_ADDED']), voided: false }, order: { seq: 'ASC' } })
    : [];
  // In log order: a game's GAME_STARTED comes before any result recorded on it, and wins.
  const dressedIds = new Map<string, { home: string[]; away: string[] }>();
  const started = new Set<string>();
  for (const event of lineupEvents) {
    if (event.type === 'GAME_STARTED') {
      const lineups = event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] };
      started.add(event.gameId);
      dressedIds.set(event.gameId, { home: lineups.home.map((p) => p.playerId), away: lineups.away.map((p) => p.playerId) });
    } else if (event.type === 'LATE_PLAYER_ADDED') {
      // R51: a late player joined the lineup during the game, and played it.
      const dressed = dressedIds.get(event.gameId);
      const side = played.find((g) => g.id === event.gameId)?.homeTeamId === event.teamId ? 'home' : 'away';
      if (dressed) dressed[side] = [...dressed[side], (event.payload.player as LineupPlayer).playerId];
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

  const linkedFineCompetitions = [...new Set(fines.map((f) => f.competitionId).filter((id) => id !== competition.id))];
  const linkedNames = new Map(
    (linkedFineCompetitions.length ? await manager.find(CompetitionEntity, { where: { id: In(linkedFineCompetitions) }, select: { id: true, name: true } }) : []).map((c) => [c.id, c.name]),
  );
  const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
  // The game day on the rink's calendar, not UTC's (000:8; R39)
  const date = localDate(game.startsAt, competition.timeZone);
  for (const player of players) {
    placesOf.set(
      player.id,
      rosterOf(player.id).map((e) => ({ teamId: e.teamId, competitionId: e.competitionId })),
    );
    byPlayer.set(
      player.id,
      // R35: the notes (BHI's equipment under 18) come from the same facts and game day, beside the verdict.
      eligibilityWithNotes({
        preset: competition.preset,
        minimumAge: ruleset.minimumAge,
        game: { competitionId: competition.id, teamId, stage: game.stage, date, divisionName: division.name },
        player: { name: player.name, birthDate: player.birthDate, waiverSigned: player.waiverSigned, experienceLevel: player.experienceLevel },
        rosterEntries: rosterOf(player.id),
        suspensions: suspensions
          .filter((s) => s.playerId === player.id)
          .map((s) => {
            const kind = s.kind as SuspensionKind;
            const cause = causes.find((c) => c.id === s.causedByEventId);
            const status = servingStatus(
              {
                kind,
                games: s.games,
                reason: s.reason,
                competitionId: s.competitionId,
                teamId: servingTeam(s),
                startsAt: s.startsAt.toISOString(),
                gameId: s.gameId ?? cause?.gameId ?? null,
                liftedAt: s.liftedAt?.toISOString() ?? null,
              },
              serving,
            );
            return { competitionId: s.competitionId, kind, games: s.games, gamesRemaining: status.gamesRemaining, active: status.active, reason: s.reason };
          }),
        fines: [
          ...fines.filter((f) => f.playerId === player.id).map((f) => ({ ...fineFacts(f), payee: 'PLAYER' as const, competitionName: linkedNames.get(f.competitionId) })),
          ...teamFines.map((f) => ({ ...fineFacts(f), payee: 'TEAM' as const })),
        ],
        gamesDressed: dressedIn(player.id),
        additionCutoff: competition.additionCutoff?.toISOString() ?? null,
        timeZone: competition.timeZone,
        linkedCompetitionIds: linkedIds,
        waiverRequired: ruleset.waiverRequired,
        registrationRequired: ruleset.registrationRequired,
        registered: registrations.some((r) => r.playerId === player.id),
      }),
    );
  }
  return { competition, teamId, byPlayer, placesOf };
}

/**
 * A player's eligibility as this caller may see it; undefined when he has no player row. Everyone
 * gets `eligible` and every reason's code and rule, and every message but those that carry a fine's
 * or a suspension's details. Those go by the records' owner (canReadDisciplineDetails): the
 * player's fines and suspensions to an ADMIN or a COACH of a team he is rostered on in this
 * competition; the team's own fine to an ADMIN or that team's COACH. Never by the team a caller
 * asked about: a coach asking about another team's player "for his own team" learns the verdict
 * and the codes only, and so does a SCOREKEEPER.
 */
export function eligibilityAsSeenBy(principal: Principal, results: EligibilityResults, playerId: string): Eligibility | undefined {
  const result = results.byPlayer.get(playerId);
  if (!result) return undefined;
  const competitionId = results.competition.id;
  const playerDetails = canReadDisciplineDetails(principal, { competitionId, teams: results.placesOf.get(playerId) ?? [] });
  const teamDetails = canReadDisciplineDetails(principal, { competitionId, teams: [{ teamId: results.teamId, competitionId }] });
  const hidden = (code: string): boolean => (!playerDetails && PLAYER_PRIVATE.has(code)) || (!teamDetails && TEAM_PRIVATE.has(code));
  if (!result.reasons.some((r) => hidden(r.code))) return result;
  // The fixed message of the catalogue's eligibility.hidden, in English and as data for other languages.
  const fixed = (code: string): Text => text(`eligibility.hidden.${code}`);
  return { ...result, reasons: result.reasons.map((r) => (hidden(r.code) ? attachText({ ...r, message: translate('en', fixed(r.code)) }, fixed(r.code)) : r)) };
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
   * Who sees what (docs/security.md, "Who may read what": a COACH reads its own team's private
   * records, fines and eligibility details; the public sees that a player is suspended, not the fine
   * amounts): see eligibilityAsSeenBy. The `teamId` asked with chooses whose roster the verdict is for, never
   * which details the caller sees.
   */
  async eligibility(principal: Principal, playerId: string, gameId: string, teamId?: string | null): Promise<Eligibility> {
    const { manager } = this.db;
    const game = await requireRow(manager, GameEntity, gameId, 'Game', 'gameId');
    const sides = [game.homeTeamId, game.awayTeamId];
    if (teamId && !sides.includes(teamId)) throw badField('teamId', text('errors.BAD_USER_INPUT.homeOrAway'));
    const rostered = teamId ? null : await manager.findOne(RosterEntryEntity, { where: { playerId, teamId: In(sides) } });
    const team = teamId ?? rostered?.teamId ?? game.homeTeamId;
    const result = eligibilityAsSeenBy(principal, await eligibilityOf(manager, game, team, [playerId]), playerId);
    if (!result) throw notFound('Player', playerId, 'playerId');
    return result;
  }

  /**
   * The eligibility of every player on a team's roster for one of its games — by default its next
   * scheduled one (nextGameOf, read through the caller's `reads`) — in a fixed number of queries
   * whatever the roster's size; null when the team has no game to come. Who sees what as for
   * `eligibility`.
   */
  async teamEligibility(
    principal: Principal,
    teamId: string,
    gameId: string | null | undefined,
    reads: TeamGameReads,
  ): Promise<{ game: GameEntity; players: Array<{ playerId: string; eligibility: Eligibility }> } | null> {
    const { manager } = this.db;
    const game = gameId ? await requireRow(manager, GameEntity, gameId, 'Game', 'gameId') : await nextGameOf(reads, teamId);
    if (!game) return null;
    if (game.homeTeamId !== teamId && game.awayTeamId !== teamId) throw badField('gameId', text('errors.BAD_USER_INPUT.gameOfTeam'));
    const roster = await manager.find(RosterEntryEntity, { where: { teamId, releasedAt: IsNull() }, order: { number: 'ASC' } });
    const results = await eligibilityOf(
      manager,
      game,
      teamId,
      roster.map((e) => e.playerId),
    );
    return {
      game,
      players: roster.flatMap((e) => {
        const eligibility = eligibilityAsSeenBy(principal, results, e.playerId);
        return eligibility ? [{ playerId: e.playerId, eligibility }] : [];
      }),
    };
  }
}
