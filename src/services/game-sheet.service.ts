import { In } from 'typeorm';
import { isAdmin, type Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { CompetitionEntity, DivisionEntity, GameEntity, GameEventEntity, PlayerEntity, TeamEntity } from '../db/entities';
import { localDate, localTime } from '../domain/calendar';
import { GameEventType } from '../domain/enums';
import type { GoalStrength, LineupPlayer, Side } from '../domain/game/types';
import { resolveRuleset } from '../domain/rulesets';
import { isSheetLanguage, type SheetLanguage, type SignOffRole, signedBeforeChange } from '../domain/sign-offs';
import { notFound } from '../errors';
import type { GameService } from './game.service';
import { sheetLineups } from './sheet-lineups';
import type { CrewMember } from '../domain/crew';

/**
 * The official scoresheet of one game as data (the open-data route prints it: sheet-pdf.ts): what
 * the public may read of the game, plus, for an ADMIN, the official's notes (the reason a team was
 * let start short, the events voided and why, the tokens that recorded the sign-offs).
 */

export interface SheetPlayer {
  number: number;
  name: string;
  goalie: boolean;
}

export interface SheetTeam {
  name: string;
  score: number;
  lineup: SheetPlayer[];
  /** team officials on the sheet (league §12, R40) */
  officials: Array<{ name: string; role: string; present: boolean }>;
  /** shots on goal by period, in the order of GameSheet.periods */
  shots: number[];
}

/** A moment on the sheet: the period's label ("1", "OT", "SO") and the clock's reading (time left), "mm:ss". */
export interface SheetMoment {
  period: string;
  time: string;
}

export interface GameSheet {
  language: SheetLanguage;
  competition: string;
  division: string;
  gameId: string;
  stage: string;
  status: string;
  decision: string | null;
  /** in the competition's time zone */
  date: string;
  time: string;
  timeZone: string;
  venue: string | null;
  home: SheetTeam;
  away: SheetTeam;
  /** the labels of the periods played (at least the regulation ones) */
  periods: string[];
  goals: Array<SheetMoment & { side: Side; scorer: string; assists: string[]; strength: GoalStrength }>;
  penalties: Array<SheetMoment & { side: Side; player: string | null; minutes: number; infraction: string; severity: string }>;
  shootout: Array<{ side: Side; shooter: string; scored: boolean }>;
  signOffs: Array<{ role: SignOffRole; name: string; date: string; time: string; changedSince: boolean; recordedBy: string | null }>;
  /** the game's officials (setGameCrew), referees first */
  crew: CrewMember[];
  /** date and time, in the competition's zone, or null when not certified */
  certified: { date: string; time: string } | null;
  /** for an ADMIN only */
  notes: { shortHandedReason: string | null; voided: Array<{ seq: number; type: string; reason: string | null }> } | null;
}

const ID = /^[0-9a-fA-F-]{36}$/;

export function clockReading(ms: number | null | undefined): string {
  if (ms == null) return '';
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export class GameSheetService {
  constructor(
    private readonly db: Database,
    private readonly games: GameService,
  ) {}

  /** The sheet of a game as `principal` may read it; NOT_FOUND for an unknown game. */
  async sheet(principal: Principal, gameId: string): Promise<GameSheet> {
    const { manager } = this.db;
    const game = ID.test(gameId) ? await manager.findOne(GameEntity, { where: { id: gameId } }) : null;
    if (!game) throw notFound('Game', gameId.slice(0, 64));
    const division = await manager.findOneOrFail(DivisionEntity, { where: { id: game.divisionId } });
    const competition = await manager.findOneOrFail(CompetitionEntity, { where: { id: division.competitionId } });
    const [teams, events, officials] = await Promise.all([
      manager.find(TeamEntity, { where: { id: In([game.homeTeamId, game.awayTeamId]) } }),
      manager.find(GameEventEntity, { where: { gameId: game.id }, order: { seq: 'ASC' } }),
      this.games.sheetOfficials(game),
    ]);
    const state = game.state;
    // The lineups the desk's sheet shows too (sheetLineups): who the log dressed, frozen once played.
    const lineups = await sheetLineups(manager, game);
    const [homeLineup, awayLineup] = [lineups.home.players, lineups.away.players];
    const playerIds = new Set<string>([...homeLineup, ...awayLineup].map((p) => p.playerId));
    for (const e of events) if (e.playerId) playerIds.add(e.playerId);
    for (const g of state?.goals ?? []) [g.scorerId, ...g.assistIds].forEach((id) => playerIds.add(id));
    for (const a of state?.shootoutAttempts ?? []) playerIds.add(a.shooterId);
    const players = playerIds.size ? await manager.find(PlayerEntity, { where: { id: In([...playerIds]) }, select: { id: true, name: true } }) : [];
    const playerName = new Map(players.map((p) => [p.id, p.name]));
    const numberOf = new Map<string, number>([...homeLineup, ...awayLineup].map((p) => [p.playerId, p.number]));
    const named = (id: string) => `${numberOf.has(id) ? `#${numberOf.get(id)} ` : ''}${playerName.get(id) ?? '?'}`;

    const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
    const label = (period: number) => {
      if (period <= ruleset.regulationPeriods) return String(period);
      const n = period - ruleset.regulationPeriods;
      return n === 1 ? 'OT' : `OT${n}`;
    };
    const played = Math.max(ruleset.regulationPeriods, state?.period ?? 0, ...events.map((e) => e.period ?? 0));
    const periods = Array.from({ length: played }, (_, i) => label(i + 1));
    const sideOf = (teamId: string | null): Side => (teamId === game.awayTeamId ? 'away' : 'home');
    const live = events.filter((e) => !e.voided);
    const shots = { home: periods.map(() => 0), away: periods.map(() => 0) };
    // Shots on goal as the scoreboard counts them (the game machine): a shot, a goal, a penalty shot.
    const onGoal = new Set<string>([GameEventType.SHOT, GameEventType.GOAL, GameEventType.PENALTY_SHOT]);
    for (const e of live) if (onGoal.has(e.type) && e.period >= 1 && e.period <= played) shots[sideOf(e.teamId)][e.period - 1] += 1;

    const teamName = new Map(teams.map((t) => [t.id, t.name]));
    const sheetTeam = (side: Side, teamId: string, lineup: LineupPlayer[], score: number): SheetTeam => ({
      name: teamName.get(teamId) ?? '?',
      score,
      lineup: lineup.map((p) => ({ number: p.number, name: playerName.get(p.playerId) ?? '?', goalie: p.position === 'GOALIE' })).sort((a, b) => a.number - b.number),
      officials: officials.filter((o) => o.teamId === teamId).map((o) => ({ name: o.official.name, role: o.official.role, present: o.present })),
      shots: shots[side],
    });
    const zone = competition.timeZone;
    const admin = isAdmin(principal);
    return {
      language: isSheetLanguage(competition.language) ? competition.language : 'en',
      competition: competition.name,
      division: division.name,
      gameId: game.id,
      stage: game.stage,
      status: game.status,
      decision: game.decision,
      date: localDate(game.startsAt, zone),
      time: localTime(game.startsAt, zone),
      timeZone: zone,
      venue: game.venue,
      home: sheetTeam('home', game.homeTeamId, homeLineup, game.homeScore),
      away: sheetTeam('away', game.awayTeamId, awayLineup, game.awayScore),
      periods,
      goals: (state?.goals ?? []).map((g) => ({
        period: label(g.period),
        time: clockReading(g.clockRemainingMs),
        side: g.side,
        scorer: named(g.scorerId),
        assists: g.assistIds.map(named),
        strength: g.strength,
      })),
      penalties: live
        .filter((e) => e.type === GameEventType.PENALTY)
        .map((e) => {
          const details = (e.payload.details ?? {}) as { minutes?: number; recordedMinutes?: number; severity?: string };
          return {
            period: label(e.period),
            time: clockReading(e.clockRemainingMs),
            side: sideOf(e.teamId),
            player: e.playerId ? named(e.playerId) : null,
            minutes: details.recordedMinutes ?? details.minutes ?? 0,
            infraction: typeof e.payload.infraction === 'string' ? e.payload.infraction : '',
            severity: details.severity ?? (typeof e.payload.severity === 'string' ? e.payload.severity : ''),
          };
        }),
      shootout: (state?.shootoutAttempts ?? []).map((a) => ({ side: a.side, shooter: named(a.shooterId), scored: a.scored })),
      crew: game.crew ?? [],
      signOffs: (game.signOffs ?? []).map((s) => ({
        role: s.role,
        name: s.name,
        date: localDate(s.signedAt, zone),
        time: localTime(s.signedAt, zone),
        changedSince: signedBeforeChange(s, game.lastSeq),
        recordedBy: admin ? s.recordedBy : null,
      })),
      certified: game.certifiedAt ? { date: localDate(game.certifiedAt, zone), time: localTime(game.certifiedAt, zone) } : null,
      notes: admin
        ? {
            shortHandedReason: state?.shortHandedAllowed?.reason ?? null,
            voided: live
              .filter((e) => e.type === GameEventType.EVENT_VOIDED)
              .map((e) => {
                const target = Number(e.payload.targetSeq);
                return { seq: target, type: events.find((x) => x.seq === target)?.type ?? '?', reason: (e.payload.reason as string | undefined) ?? null };
              }),
          }
        : null,
    };
  }
}
