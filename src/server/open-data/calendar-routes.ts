import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { Router } from 'express';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CompetitionEntity, DivisionEntity, GameEntity } from '../../db/entities';
import { GameStatus } from '../../domain/enums';
import { resolveRuleset } from '../../domain/rulesets';
import type { OpenDataService } from '../../services/open-data.service';
import { asHttpError } from './lookup';

/**
 * Calendar feeds (docs/open-data.md, "Calendars"): a team's games, or a division's, as iCalendar
 * (RFC 5545) that Google Calendar, Outlook and phones subscribe to. One VEVENT per game, its UID
 * the game's id (stable, so a moved game moves in the calendar rather than appearing twice), start
 * and end in the competition's time zone with its VTIMEZONE, the venue, and the result once the
 * game is over. A cancelled game stays, marked CANCELLED, so subscribers see it go. Written with
 * ical-generator (escaping, line folding and VTIMEZONE are easy to get subtly wrong by hand); the
 * times go in as Luxon DateTimes in the competition's zone, which ical-generator writes as that
 * zone's wall clock (a plain Date would be written in the server process's own zone).
 */
export function calendarRoutes(reads: OpenDataService): Router {
  const router = Router();

  router.get('/teams/:id/calendar.ics', async (req, res, next) => {
    try {
      const team = await reads.team(req.params.id);
      const division = await reads.division(team.divisionId);
      const games = await reads.gamesOf({ teamId: team.id });
      await sendCalendar(reads, res, `${team.name} (${division.name})`, division, games);
    } catch (error) {
      next(asHttpError(error));
    }
  });

  router.get('/divisions/:id/calendar.ics', async (req, res, next) => {
    try {
      const division = await reads.division(req.params.id);
      const games = await reads.gamesOf({ divisionId: division.id });
      await sendCalendar(reads, res, division.name, division, games);
    } catch (error) {
      next(asHttpError(error));
    }
  });

  return router;
}

const MINUTE = 60_000;

async function sendCalendar(reads: OpenDataService, res: import('express').Response, name: string, division: DivisionEntity, games: GameEntity[]): Promise<void> {
  const competition: CompetitionEntity = await reads.competition(division.competitionId);
  const teamName = await reads.teamNames(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
  const ruleset = resolveRuleset(competition.preset, competition.rulesOverrides);
  // The regulation time, as the schedule generator reserves it when told nothing else.
  const lengthMs = Math.max(ruleset.regulationPeriods * ruleset.periodLengthMs, 30 * MINUTE);

  const calendar = ical({ name: `${competition.name}: ${name}`, prodId: { company: 'Faceoff', product: 'Faceoff', language: 'EN' } });
  calendar.timezone({ name: competition.timeZone, generator: getVtimezoneComponent });
  for (const game of games) {
    const home = teamName.get(game.homeTeamId) ?? 'Home';
    const away = teamName.get(game.awayTeamId) ?? 'Away';
    const over = game.status === GameStatus.FINAL || game.status === GameStatus.FORFEITED;
    const result = over
      ? ` ${game.homeScore}–${game.awayScore}${game.decision === 'OVERTIME' ? ' (OT)' : game.decision === 'SHOOTOUT' ? ' (SO)' : game.decision === 'FORFEIT' ? ' (forfeit)' : ''}`
      : '';
    calendar.createEvent({
      id: `${game.id}@faceoff`,
      start: DateTime.fromJSDate(game.startsAt, { zone: competition.timeZone }),
      end: DateTime.fromJSDate(new Date(game.startsAt.getTime() + lengthMs), { zone: competition.timeZone }),
      timezone: competition.timeZone,
      stamp: game.createdAt,
      sequence: game.version,
      summary: over ? `${home}${result} ${away}` : `${home} vs ${away}`,
      description: [`${competition.name}, ${division.name}: ${stageWords(game.stage)}`, over ? `Final:${result}` : null].filter(Boolean).join('\n'),
      location: game.venue ?? undefined,
      status: game.status === GameStatus.CANCELLED ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  res.status(200);
  res.setHeader('content-type', 'text/calendar; charset=utf-8');
  res.setHeader('content-disposition', 'inline; filename="calendar.ics"');
  res.setHeader('cache-control', 'public, max-age=300');
  res.end(calendar.toString());
}

function stageWords(stage: string): string {
  return stage.toLowerCase().replace(/_/g, ' ');
}
