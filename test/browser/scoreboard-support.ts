import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { AddToRosterDocument, CreatePlayerDocument, CreateTeamDocument, type GameStage, ScheduleGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { ADMIN_TOKEN } from '../support/server';

/** What the scoreboard's layout tests seed beside seedLeague: teams with the names a wall must fit. */

export interface BoardTeam {
  id: string;
  name: string;
  players: Array<{ id: string; name: string; number: number }>;
}

/** A team in `divisionId` named `name` (unique per call), with `players` rostered players numbered from 2 (the first a goalie). */
export async function teamNamed(url: string, divisionId: string, name: string, options: { shortName?: string; players?: number } = {}): Promise<BoardTeam> {
  const { createTeam } = await ok(url, CreateTeamDocument, { input: { divisionId, name, shortName: options.shortName } }, ADMIN_TOKEN);
  const players: BoardTeam['players'] = [];
  for (let p = 0; p < (options.players ?? 8); p += 1) {
    const playerName = `Alexandra ${randomBytes(2).toString('hex')} MacKinnon-Boutilier`;
    const { createPlayer } = await ok(url, CreatePlayerDocument, { input: { name: playerName, birthDate: '1990-05-17' } }, ADMIN_TOKEN);
    const number = 2 + p * 11;
    await ok(
      url,
      AddToRosterDocument,
      { input: { teamId: createTeam.id, playerId: createPlayer.id, number, position: p === 0 ? 'GOALIE' : 'SKATER', waiverSigned: true, clearance: 'Cleared by the Tournament Official' } },
      ADMIN_TOKEN,
    );
    players.push({ id: createPlayer.id, name: playerName, number });
  }
  return { id: createTeam.id, name, players };
}

/** Schedules a game at `venue`, `minutesFromNow` from now. */
export async function gameAt(
  url: string,
  input: { divisionId: string; home: BoardTeam | { id: string }; away: BoardTeam | { id: string }; venue: string; minutesFromNow: number; stage?: GameStage },
): Promise<string> {
  const { scheduleGame } = await ok(
    url,
    ScheduleGameDocument,
    {
      input: {
        divisionId: input.divisionId,
        homeTeamId: input.home.id,
        awayTeamId: input.away.id,
        startsAt: new Date(Date.now() + input.minutesFromNow * 60_000).toISOString(),
        stage: input.stage ?? 'ROUND_ROBIN',
        venue: input.venue,
      },
    },
    ADMIN_TOKEN,
  );
  return scheduleGame.id;
}

/** Lets the page draw `count` animation frames. */
export const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Every box of `selector` on the page, visible ones only (display: none has none). */
export async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ top: box.top, bottom: box.bottom, left: box.left, right: box.right })),
  );
}

/** Whether two boxes share any area (touching edges do not count). */
export const intersect = (a: Box, b: Box): boolean => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** The alphabetic baseline of an element's first line of text, from a zero-size inline box appended to it. */
export async function baseline(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
      element.append(probe);
      const y = probe.getBoundingClientRect().bottom;
      probe.remove();
      return y;
    });
}
