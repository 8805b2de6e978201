import { canonicalTimeZone, describeDeadline, endOfLocalDay, isCalendarDate, localDate, localTime, startOfLocalDay, zonedInstant } from '../../src/domain/calendar';

/*
 * R39 (docs/rulings.md): a competition's dates are the days of its own calendar. Cole Harbour
 * (docs/rulebooks/000_5506cbd709277b08.txt:8) sets an age "(19+)" on the game day; the league
 * (docs/rulebooks/004_52536eff465526ad.txt:16) a cut-off at "MIDNITE, of the last regular season day".
 */
describe('localDate: the day an instant falls on in a zone', () => {
  it.each([
    // A 20:30 Halifax game on 5 December is already the 6th in UTC.
    ['2026-12-06T00:30:00Z', 'America/Halifax', '2026-12-05', '20:30'],
    ['2026-12-06T00:30:00Z', 'UTC', '2026-12-06', '00:30'],
    // Summer time: Halifax is UTC−3 in July.
    ['2026-07-01T02:59:00Z', 'America/Halifax', '2026-06-30', '23:59'],
    ['2026-07-01T03:00:00Z', 'America/Halifax', '2026-07-01', '00:00'],
    // East of Greenwich the day starts before UTC's.
    ['2026-12-31T23:30:00Z', 'Europe/Paris', '2027-01-01', '00:30'],
    ['2026-12-31T11:00:00Z', 'Pacific/Auckland', '2027-01-01', '00:00'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(localDate(instant, zone)).toBe(date);
    expect(localTime(instant, zone)).toBe(time);
  });
});

describe('startOfLocalDay / endOfLocalDay', () => {
  it.each([
    ['2020-02-29', 'America/Halifax', '2020-02-29T04:00:00.000Z', '2020-03-01T04:00:00.000Z'],
    // Daylight saving starts on 8 March 2026 in Halifax: that day has 23 hours.
    ['2026-03-08', 'America/Halifax', '2026-03-08T04:00:00.000Z', '2026-03-09T03:00:00.000Z'],
    // And ends on 1 November: 25 hours.
    ['2026-11-01', 'America/Halifax', '2026-11-01T03:00:00.000Z', '2026-11-02T04:00:00.000Z'],
    ['2026-12-05', 'UTC', '2026-12-05T00:00:00.000Z', '2026-12-06T00:00:00.000Z'],
    ['2026-12-05', 'Asia/Kolkata', '2026-12-04T18:30:00.000Z', '2026-12-05T18:30:00.000Z'],
  ])('%s in %s runs from %s to %s', (date, zone, start, end) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(start);
    expect(endOfLocalDay(date, zone).toISOString()).toBe(end);
  });

  it('a day whose midnight falls in a daylight-saving gap starts at its first moment that exists', () => {
    // São Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018: the day began at 01:00 (UTC−2).
    const start = startOfLocalDay('2018-11-04', 'America/Sao_Paulo');
    expect(localDate(start, 'America/Sao_Paulo')).toBe('2018-11-04');
    expect(localDate(start.getTime() - 1000, 'America/Sao_Paulo')).toBe('2018-11-03');
    expect(start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  it.each([['2021-02-29'], ['2026-13-01'], ['5 Dec 2026'], ['']])('refuses %j, which is not a calendar date', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(() => startOfLocalDay(date, 'UTC')).toThrow(RangeError);
  });
});

describe("describeDeadline: a cut-off as the zone's calendar says it", () => {
  it.each([
    ['2020-03-01T04:00:00Z', 'America/Halifax', 'the end of 2020-02-29'],
    ['2020-03-01T04:00:00Z', 'UTC', '2020-03-01 04:00'],
    ['2020-02-29T22:00:00Z', 'America/Halifax', '2020-02-29 18:00'],
  ])('%s in %s → %s', (instant, zone, words) => {
    expect(describeDeadline(instant, zone)).toBe(words);
  });
});

describe('canonicalTimeZone', () => {
  it.each([
    ['America/Halifax', 'America/Halifax'],
    ['america/halifax', 'America/Halifax'],
    ['UTC', 'UTC'],
    ['Etc/UTC', expect.stringMatching(/UTC$/)],
  ])('%s → %s', (name, zone) => {
    expect(canonicalTimeZone(name)).toEqual(zone);
  });

  it.each([['Mars/Olympus_Mons'], ['+02:00'], ['GMT+2 '], [''], ['A'.repeat(65)], ['UTC; DROP TABLE competition']])('refuses %j', (name) => {
    expect(canonicalTimeZone(name)).toBeNull();
  });
});

describe('zonedInstant: a wall-clock time on a date, in a zone', () => {
  it.each([
    ['2026-12-05', '20:30', 'America/Halifax', '2026-12-06T00:30:00.000Z'],
    ['2026-07-01', '19:00', 'America/Halifax', '2026-07-01T22:00:00.000Z'],
    ['2026-12-05', '9:05', 'Europe/Paris', '2026-12-05T08:05:00.000Z'],
    ['2026-12-05', '00:00', 'UTC', '2026-12-05T00:00:00.000Z'],
    // Fall back in Halifax on 1 November 2026: 01:30 happens twice; the first is taken.
    ['2026-11-01', '01:30', 'America/Halifax', '2026-11-01T04:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone)?.toISOString()).toBe(instant);
  });

  it('a time the clocks skip (spring forward in Halifax, 8 March 2026, 02:30) names no instant', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/Halifax')).toBeNull();
  });

  it.each([['24:00'], ['7:60'], ['7pm'], ['']])('refuses the time %j', (time) => {
    expect(() => zonedInstant('2026-12-05', time, 'UTC')).toThrow(RangeError);
  });
});
