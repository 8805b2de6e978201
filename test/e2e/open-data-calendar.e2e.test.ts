import { EndGameDocument, RescheduleGameDocument, EndPeriodDocument, RecordGoalDocument, ScheduleGameDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

// ical.js ships its types for its ES module only; the test suite is CommonJS, so it takes the
// package's CommonJS build, typed as the ES module (the same object) by a type-only import.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

/**
 * Calendar feeds (docs/open-data.md, "Calendars"), read back with ical.js, Mozilla's iCalendar
 * parser (the one Thunderbird uses), as a subscribed calendar would read them.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `calendar feeds on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const base = () => suite.current().url.replace(/\/graphql$/, '');
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);

    async function calendar(path: string) {
      const response = await fetch(`${base()}${path}`);
      const text = await response.text();
      const component = new ICAL.Component(ICAL.parse(text));
      return { response, text, component, events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
    }

    it("a team's calendar: one event per game, its UID the game's id, in the competition's zone with its VTIMEZONE, the venue, and the score once final", async () => {
      const league = await seedLeague(suite.current().url, { playersPerTeam: 8, firstNumber: 1, timeZone: 'America/Halifax' });
      const [home, away] = league.teams;
      // 00:30 UTC on 6 December: 20:30 on the 5th in Halifax.
      const { scheduleGame } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: away.id, awayTeamId: home.id, startsAt: '2026-12-06T00:30:00Z', stage: 'ROUND_ROBIN', venue: 'Rink 2; the "barn", Dartmouth' },
      });
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[3].id } });
      for (let period = 0; period < 2; period += 1) {
        await post(EndPeriodDocument, { gameId: league.gameId });
        if (period === 0) await post(StartClockDocument, { gameId: league.gameId });
      }
      await post(EndGameDocument, { gameId: league.gameId });

      const { response, component, events } = await calendar(`/teams/${home.id}/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Halifax');
      expect(events.map((e) => e.uid).sort()).toEqual([`${league.gameId}@faceoff`, `${scheduleGame.id}@faceoff`].sort());

      const later = events.find((e) => e.uid === `${scheduleGame.id}@faceoff`)!;
      expect(later.startDate.zone.tzid).toBe('America/Halifax');
      expect(later.startDate.toString()).toBe('2026-12-05T20:30:00');
      expect(later.startDate.toJSDate().toISOString()).toBe('2026-12-06T00:30:00.000Z');
      expect(later.endDate.toJSDate().getTime()).toBeGreaterThan(later.startDate.toJSDate().getTime());
      expect(later.location).toBe('Rink 2; the "barn", Dartmouth');
      expect(later.summary).toBe(`${away.name} vs ${home.name}`);

      const played = events.find((e) => e.uid === `${league.gameId}@faceoff`)!;
      expect(played.summary).toBe(`${home.name} 1–0 ${away.name}`);
    });

    it("a division's calendar holds every game of the division; a moved game keeps its UID and takes its new time and a higher SEQUENCE", async () => {
      const league = await seedLeague(suite.current().url, { teams: 3, timeZone: 'Europe/Paris' });
      const before = (await calendar(`/divisions/${league.divisionId}/calendar.ics`)).events;
      expect(before.map((e) => e.uid)).toEqual([`${league.gameId}@faceoff`]);
      expect((await calendar(`/teams/${league.teams[2].id}/calendar.ics`)).events).toEqual([]);

      await post(RescheduleGameDocument, { gameId: league.gameId, startsAt: '2027-01-09T17:00:00Z', venue: 'Patinoire Pailleron' });
      const [moved] = (await calendar(`/divisions/${league.divisionId}/calendar.ics`)).events;
      expect(moved.uid).toBe(`${league.gameId}@faceoff`);
      expect(moved.startDate.toString()).toBe('2027-01-09T18:00:00');
      expect(moved.location).toBe('Patinoire Pailleron');
      expect(moved.sequence).toBeGreaterThan(before[0].sequence);
    });

    it.each([['/teams/00000000-0000-4000-8000-000000000000/calendar.ics'], ['/divisions/nope/calendar.ics']])('%s: no such row answers 404 in JSON', async (path) => {
      const response = await fetch(`${base()}${path}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });
}
