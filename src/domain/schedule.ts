/*
 * Round-robin schedules for a division, and the checks every game must pass, generated or placed by
 * hand: a team cannot be in two places at once and needs its rest between games, and a venue holds
 * one game at a time. Generation places games with the same check a hand edit gets, so a generated
 * schedule never trips the check when a game in it is moved later.
 */

import { localDate, localTime } from './calendar';
import { attachText, type Param, text, translate } from './messages';

export interface Slot {
  /** ISO instant */
  startsAt: string;
  venue: string;
}

export interface ScheduleRequest {
  /** 2 or more, distinct */
  teamIds: string[];
  /** ONCE: every pair meets once; TWICE: twice, once at each home */
  rounds: 'ONCE' | 'TWICE';
  /** available (venue, start) pairs; a slot holds one game */
  slots: Slot[];
  /** how long a game occupies its teams and its venue (> 0) */
  gameLengthMs: number;
  /** least time between the end of a team's game and the start of its next (>= 0) */
  minRestMs: number;
}

export interface PlannedGame {
  homeTeamId: string;
  awayTeamId: string;
  startsAt: string;
  venue: string;
  round: number;
}

export type ScheduleProblemCode = 'TEAM_BUSY' | 'VENUE_BUSY' | 'TOO_LITTLE_REST' | 'SAME_TEAM' | 'NOT_ENOUGH_SLOTS';

export interface ScheduleProblem {
  code: ScheduleProblemCode;
  message: string;
  /** the team concerned; for NOT_ENOUGH_SLOTS the home team of the pair left out */
  teamId?: string;
  venue?: string;
  /** NOT_ENOUGH_SLOTS: the away team of the pair left out, so the pair can be named and placed by hand */
  otherTeamId?: string;
  /** the scheduled game the checked one collides with */
  gameId?: string;
}

export interface ScheduleOptions {
  gameLengthMs: number;
  minRestMs: number;
  /** the competition's time zone: a problem gives the other game's start on its clock ("2026-12-12 09:00"); left out, as an instant */
  timeZone?: string;
}

/**
 * A problem whose message is the catalogue's schedule.<key> (src/domain/messages): in English, and
 * as data for other languages. Teams are named by id; the service puts their names in both.
 */
function said(problem: Omit<ScheduleProblem, 'message'>, key: string, params: Record<string, Param>): ScheduleProblem {
  const message = text(`schedule.${key}`, params);
  return attachText({ ...problem, message: translate('en', message) }, message);
}

type Pairing = { round: number; homeTeamId: string; awayTeamId: string };
type Timed = { id?: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null; at: number };

/**
 * The pairings only, by the circle method: one seat is fixed and the others rotate a place each
 * round. With an odd count every team rotates and the fixed seat is the bye, so each team sits out
 * exactly one round per cycle. Homes alternate (the fixed team by round; the others by how far
 * apart their seats are), so a team rarely plays two home or two away games in a row and its home
 * and away counts differ by at most one; TWICE repeats the cycle with homes swapped, exactly even.
 */
export function roundRobinPairings(teamIds: string[], rounds: 'ONCE' | 'TWICE'): Pairing[] {
  checkTeams(teamIds);
  if (rounds !== 'ONCE' && rounds !== 'TWICE') throw new RangeError(`A round robin is played ONCE or TWICE, not ${String(rounds)}.`);
  const odd = teamIds.length % 2 === 1;
  const seats = odd ? teamIds : teamIds.slice(0, -1);
  const fixed = odd ? null : teamIds[teamIds.length - 1];
  const q = seats.length; // always odd, so each pair of seats is opposite in exactly one round
  const seat = (i: number) => seats[((i % q) + q) % q];
  const cycle: Pairing[] = [];
  for (let r = 0; r < q; r++) {
    if (fixed !== null) {
      const fixedHome = r % 2 === 1;
      cycle.push({ round: r + 1, homeTeamId: fixedHome ? fixed : seat(r), awayTeamId: fixedHome ? seat(r) : fixed });
    }
    for (let k = 1; k <= (q - 1) / 2; k++) {
      const [home, away] = k % 2 === 1 ? [seat(r + k), seat(r - k)] : [seat(r - k), seat(r + k)];
      cycle.push({ round: r + 1, homeTeamId: home, awayTeamId: away });
    }
  }
  if (rounds === 'ONCE') return cycle;
  return [...cycle, ...cycle.map((g) => ({ round: g.round + q, homeTeamId: g.awayTeamId, awayTeamId: g.homeTeamId }))];
}

/**
 * The games a round robin needs, placed on the slots. Round by round, each game takes the earliest
 * slot where its venue is free and both teams are free and rested. Greedy: a game no slot can take is
 * reported (NOT_ENOUGH_SLOTS, naming the pair) and the rest are still placed, so an official can add
 * slots or place the leftovers by hand. Throws only for an impossible request (RangeError).
 *
 * The placement is the one `gameProblems` would accept slot by slot, found without trying every slot
 * against every placed game (which grew with the cube of the games: a 24-team double round robin
 * held the server for over a minute). A slot whose venue is taken is struck off for good; a slot too near
 * a team's game is jumped over to the first slot clear of that game. Each game then costs a few
 * binary searches per game its teams already have, and the whole plan a few milliseconds.
 */
export function planRoundRobin(request: ScheduleRequest, meter: CostMeter = { steps: 0 }): { games: PlannedGame[]; problems: ScheduleProblem[] } {
  const { gameLengthMs: length, minRestMs: rest } = checkOptions(request);
  // The gap two games of a team need between their starts, as `collisions` computes it.
  const reach = length + rest;
  const pairings = roundRobinPairings(request.teamIds, request.rounds);
  // Array.prototype.sort is stable: slots starting together keep the order they were given in.
  const slots = request.slots.map((s) => ({ ...s, at: instant(s.startsAt, 'slot') })).sort((a, b) => a.at - b.at);
  const starts = slots.map((s) => s.at);
  const open = new OpenSlots(slots.length);
  /** Each venue's slots, earliest first (indexes into `slots`). */
  const venueSlots = new Map<string, number[]>();
  slots.forEach((s, i) => {
    const list = venueSlots.get(s.venue);
    if (list) list.push(i);
    else venueSlots.set(s.venue, [i]);
  });
  /** Each team's placed starts, earliest first. */
  const teamStarts = new Map<string, number[]>(request.teamIds.map((id) => [id, []]));
  const games: PlannedGame[] = [];
  const problems: ScheduleProblem[] = [];
  for (const p of pairings) {
    const home = teamStarts.get(p.homeTeamId)!;
    const away = teamStarts.get(p.awayTeamId)!;
    let i = open.from(0);
    while (i < slots.length) {
      meter.steps++;
      const at = starts[i];
      const blocking = Math.max(blockingStart(home, at, reach), blockingStart(away, at, reach));
      if (blocking === -Infinity) break;
      // Every slot from here up to the first one clear of that game is too near it for one of the teams.
      i = open.from(firstAtOrAfter(starts, i + 1, (start) => start >= blocking && !(Math.abs(start - blocking) < reach)));
    }
    if (i >= slots.length) {
      problems.push(said({ code: 'NOT_ENOUGH_SLOTS', teamId: p.homeTeamId, otherTeamId: p.awayTeamId }, 'noSlot', { home: p.homeTeamId, away: p.awayTeamId, round: p.round }));
      continue;
    }
    const slot = slots[i];
    insertSorted(home, slot.at);
    insertSorted(away, slot.at);
    // The venue is busy for a game's length either side of this start: the slots there close, this one too.
    const atVenue = venueSlots.get(slot.venue)!;
    const here = firstAtOrAfter(atVenue, 0, (j) => starts[j] >= slot.at);
    for (let k = here - 1; k >= 0 && Math.abs(starts[atVenue[k]] - slot.at) < length; k--, meter.steps++) open.close(atVenue[k]);
    for (let k = here; k < atVenue.length && Math.abs(starts[atVenue[k]] - slot.at) < length; k++, meter.steps++) open.close(atVenue[k]);
    games.push({ homeTeamId: p.homeTeamId, awayTeamId: p.awayTeamId, startsAt: slot.startsAt, venue: slot.venue, round: p.round });
  }
  return { games, problems };
}

/**
 * What a plan cost, counted rather than timed: each slot a pairing looked at and each slot a placed
 * game closed. A test holds it to a bound that grows with the pairings and slots, not their product
 * (the generator whose cost grew with the cube of the games held the server for minutes).
 */
export interface CostMeter {
  steps: number;
}

/**
 * Which slots are still open, as "the next open slot from i" in near-constant time: a closed slot
 * points past itself, and the pointers are shortened as they are followed. `from(i)` is `count`
 * when no slot from i on is open.
 */
class OpenSlots {
  private readonly next: Int32Array;

  constructor(private readonly count: number) {
    this.next = Int32Array.from({ length: count + 1 }, (_, i) => i);
  }

  from(i: number): number {
    let root = Math.min(i, this.count);
    while (this.next[root] !== root) root = this.next[root]!;
    while (i < root) {
      const after = this.next[i];
      this.next[i] = root;
      i = after;
    }
    return root;
  }

  close(i: number): void {
    this.next[i] = i + 1;
  }
}

/**
 * The start of the latest game among a team's (`starts`, earliest first) too near `at` for another
 * game of it to start then (less than a game and the rest apart); -Infinity when none is.
 */
function blockingStart(starts: readonly number[], at: number, reach: number): number {
  let latest = -Infinity;
  const here = firstAtOrAfter(starts, 0, (start) => start >= at);
  if (here > 0 && Math.abs(starts[here - 1] - at) < reach) latest = starts[here - 1]!;
  for (let k = here; k < starts.length && Math.abs(starts[k] - at) < reach; k++) latest = starts[k]!;
  return latest;
}

/** The first index from `from` whose item passes `test`, which holds for every item after one it holds for; `list.length` when none. */
function firstAtOrAfter<T>(list: readonly T[], from: number, test: (item: T) => boolean): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(list[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

function insertSorted(list: number[], value: number): void {
  list.splice(
    firstAtOrAfter(list, 0, (item) => item > value),
    0,
    value,
  );
}

/**
 * Everything wrong with one game placed by hand (scheduleGame, or a reschedule) against the games
 * already scheduled; empty when it fits. A game in `existing` with the game's own id is the game
 * before its move and is ignored, or a reschedule would always collide with itself. A game with no
 * venue is checked for its teams only.
 */
export function gameProblems(
  game: { id?: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null },
  existing: ReadonlyArray<{ id: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null }>,
  options: ScheduleOptions,
): ScheduleProblem[] {
  checkOptions(options);
  const problems: ScheduleProblem[] = [];
  if (game.homeTeamId === game.awayTeamId) {
    problems.push(said({ code: 'SAME_TEAM', teamId: game.homeTeamId }, 'sameTeam', { team: game.homeTeamId }));
  }
  const others = existing.filter((e) => game.id === undefined || e.id !== game.id).map((e) => ({ ...e, at: instant(e.startsAt, 'scheduled game') }));
  return [...problems, ...collisions({ ...game, at: instant(game.startsAt, 'game') }, others, options)];
}

/**
 * `gameProblems` for each of `games` in turn, every one against the same `existing` (not against
 * each other), in that order: what a generated schedule is checked with against the division's
 * games. Each game looks only at the scheduled games of its own teams and venue near its start,
 * found by binary search, instead of at every scheduled game: a season checked against a season
 * costs games × log(scheduled games), not games × scheduled games.
 */
export function scheduleProblems(
  games: ReadonlyArray<{ id?: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null }>,
  existing: ReadonlyArray<{ id: string; homeTeamId: string; awayTeamId: string; startsAt: string; venue?: string | null }>,
  options: ScheduleOptions,
): ScheduleProblem[] {
  const checked = checkOptions(options);
  const reach = checked.gameLengthMs + checked.minRestMs;
  type Indexed = Timed & { index: number };
  const byTeam = new Map<string, Indexed[]>();
  const byVenue = new Map<string, Indexed[]>();
  const file = (index: Map<string, Indexed[]>, key: string, other: Indexed) => {
    const list = index.get(key);
    if (list) list.push(other);
    else index.set(key, [other]);
  };
  existing.forEach((e, index) => {
    const other: Indexed = { ...e, at: instant(e.startsAt, 'scheduled game'), index };
    file(byTeam, e.homeTeamId, other);
    if (e.awayTeamId !== e.homeTeamId) file(byTeam, e.awayTeamId, other);
    if (e.venue != null) file(byVenue, e.venue, other);
  });
  for (const list of [...byTeam.values(), ...byVenue.values()]) list.sort((a, b) => a.at - b.at);
  return games.flatMap((game) => {
    const problems: ScheduleProblem[] = [];
    if (game.homeTeamId === game.awayTeamId) {
      problems.push(said({ code: 'SAME_TEAM', teamId: game.homeTeamId }, 'sameTeam', { team: game.homeTeamId }));
    }
    const at = instant(game.startsAt, 'game');
    const near = new Map<number, Indexed>();
    const gather = (list: readonly Indexed[] | undefined, span: number) => {
      if (!list) return;
      const here = firstAtOrAfter(list, 0, (other) => other.at >= at);
      for (let k = here - 1; k >= 0 && Math.abs(list[k].at - at) < span; k--) near.set(list[k].index, list[k]);
      for (let k = here; k < list.length && Math.abs(list[k].at - at) < span; k++) near.set(list[k].index, list[k]);
    };
    gather(byTeam.get(game.homeTeamId), reach);
    gather(byTeam.get(game.awayTeamId), reach);
    if (game.venue != null) gather(byVenue.get(game.venue), checked.gameLengthMs);
    const others = [...near.values()].filter((e) => game.id === undefined || e.id !== game.id).sort((a, b) => a.index - b.index);
    return [...problems, ...collisions({ ...game, at }, others, checked)];
  });
}

/** The team and venue clashes between a game and others; a team playing itself is counted once. */
function collisions(game: Timed, others: readonly Timed[], { gameLengthMs: length, minRestMs: rest, timeZone }: ScheduleOptions): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const teams = [...new Set([game.homeTeamId, game.awayTeamId])];
  for (const other of others) {
    // Both games last `length`, so they overlap when their starts are less than `length` apart, and
    // the rest is the gap between the end of the earlier and the start of the later.
    const apart = Math.abs(other.at - game.at);
    if (apart >= length + rest && apart >= length) continue; // nothing to say: the usual case, kept cheap
    const starts = startOf(other.startsAt, timeZone);
    const where: Param = other.venue ? text('schedule.where', { at: starts, venue: other.venue }) : starts;
    const gameId = other.id !== undefined ? { gameId: other.id } : {};
    for (const teamId of teams) {
      if (teamId !== other.homeTeamId && teamId !== other.awayTeamId) continue;
      if (apart < length) {
        problems.push(said({ code: 'TEAM_BUSY', teamId, ...gameId }, 'teamBusy', { team: teamId, home: other.homeTeamId, away: other.awayTeamId, where }));
      } else if (apart < length + rest) {
        problems.push(said({ code: 'TOO_LITTLE_REST', teamId, ...gameId }, 'tooLittleRest', { team: teamId, gap: duration(apart - length), where, rest: duration(rest) }));
      }
    }
    if (game.venue != null && other.venue === game.venue && apart < length) {
      problems.push(said({ code: 'VENUE_BUSY', venue: game.venue, ...gameId }, 'venueBusy', { venue: game.venue, home: other.homeTeamId, away: other.awayTeamId, at: starts }));
    }
  }
  return problems;
}

function checkTeams(teamIds: readonly string[]): void {
  if (teamIds.length < 2) throw new RangeError(`A round robin needs at least 2 teams, not ${teamIds.length}.`);
  const seen = new Set<string>();
  for (const id of teamIds) {
    if (seen.has(id)) throw new RangeError(`Team ${id} is listed twice: each team plays in the round robin once.`);
    seen.add(id);
  }
}

function checkOptions(options: ScheduleOptions): ScheduleOptions {
  const { gameLengthMs, minRestMs } = options;
  if (!Number.isFinite(gameLengthMs) || gameLengthMs <= 0) throw new RangeError(`A game must last some time, not ${gameLengthMs} ms.`);
  if (!Number.isFinite(minRestMs) || minRestMs < 0) throw new RangeError(`The rest between games cannot be ${minRestMs} ms.`);
  return { gameLengthMs, minRestMs, ...(options.timeZone ? { timeZone: options.timeZone } : {}) };
}

/** When another game starts, as a problem says it: on the competition's clock where its zone is known. */
function startOf(iso: string, timeZone: string | undefined): string {
  return timeZone ? `${localDate(iso, timeZone)} ${localTime(iso, timeZone)}` : iso;
}

function instant(iso: string, what: string): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new RangeError(`The ${what}'s start "${iso}" is not a date and time.`);
  return at;
}

/** "1 min 30 s", "45 min", "0 s": what an official reads, not milliseconds. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const left = seconds % 60;
  if (minutes && left) return `${minutes} min ${left} s`;
  return minutes ? `${minutes} min` : `${left} s`;
}
