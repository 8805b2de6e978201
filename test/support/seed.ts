import { randomBytes } from 'node:crypto';
import {
  AddToRosterDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  EndGameDocument,
  EndPeriodDocument,
  RecordRegistrationDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
  type DivisionCategory,
  type GameStage,
  type RulesOverridesInput,
  type RulesetPreset,
} from '../generated/graphql';
import { ELIMINATION_STAGES } from '../../src/domain/enums';
import { RULESETS } from '../../src/domain/rulesets';
import { ok } from './client';
import { ADMIN_TOKEN } from './server';

/** When the seeded players' registration forms reached the league: before every game a test schedules. */
export const FORMS_RECEIVED_AT = '2000-01-01T00:00:00.000Z';

/**
 * A game's start ten minutes from now: it comes after what a test records now, and starts now as Cole
 * Harbour 000:65 allows, by agreement (G61: pass EARLY_START as startGame's earlyStartAgreement).
 */
export const soon = (): string => new Date(Date.now() + 10 * 60_000).toISOString();
export const EARLY_START = 'Both teams and the officials agreed to start early';

/** A seeded game's start the real clock will not reach (see seedLeague's startsAt). */
export const SEEDED_LATER = '2099-12-05T18:00:00.000Z';

export interface SeededLeague {
  competitionId: string;
  divisionId: string;
  teams: Array<{ id: string; name: string; players: Array<{ id: string; name: string; number: number }> }>;
  gameId: string;
}

/**
 * A competition with one division, `teams` teams of `playersPerTeam` rostered players each, and a
 * game between the first two — built through the public API, with names unique to this call. For
 * a tournament's elimination stage, a round-robin game between them is played out first (R21).
 * Each team's first player is its goalie; numbers run up from `firstNumber` (10 by default).
 * Where the competition requires registration forms (the league presets, 004:13, R69), each player's
 * form is recorded as received long before any seeded game, unless `registrationForms` is false.
 */
export async function seedLeague(
  url: string,
  options: {
    teams?: number;
    playersPerTeam?: number;
    preset?: RulesetPreset;
    stage?: GameStage;
    firstNumber?: number;
    rules?: RulesOverridesInput;
    timeZone?: string;
    language?: string;
    divisionName?: string;
    divisionCategory?: DivisionCategory;
    registrationForms?: boolean;
    /**
     * The game's scheduled start, 2026-12-05T18:00Z unless given. A test that records something now
     * and needs it to come before the game (a suspension the game serves, a roster sheet on time, a
     * player added before the season) passes SEEDED_LATER, so the real clock never overtakes it.
     */
    startsAt?: string;
  } = {},
): Promise<SeededLeague> {
  const tag = randomBytes(3).toString('hex');
  const { createCompetition } = await ok(
    url,
    CreateCompetitionDocument,
    { input: { name: `Cup ${tag}`, kind: 'TOURNAMENT', preset: options.preset ?? 'COLE_HARBOUR_CLASSIC', rules: options.rules, timeZone: options.timeZone, language: options.language } },
    ADMIN_TOKEN,
  );
  const { createDivision } = await ok(
    url,
    CreateDivisionDocument,
    { input: { competitionId: createCompetition.id, name: options.divisionName ?? 'A', category: options.divisionCategory } },
    ADMIN_TOKEN,
  );
  const teams: SeededLeague['teams'] = [];
  const forms = options.registrationForms ?? options.rules?.registrationRequired ?? RULESETS[options.preset ?? 'COLE_HARBOUR_CLASSIC'].registrationRequired;
  for (let t = 0; t < (options.teams ?? 2); t += 1) {
    const name = `Team ${tag}-${t + 1}`;
    const { createTeam } = await ok(url, CreateTeamDocument, { input: { divisionId: createDivision.id, name } }, ADMIN_TOKEN);
    const players: SeededLeague['teams'][number]['players'] = [];
    for (let p = 0; p < (options.playersPerTeam ?? 2); p += 1) {
      const playerName = `Player ${tag}-${t + 1}-${p + 1}`;
      const { createPlayer } = await ok(url, CreatePlayerDocument, { input: { name: playerName, birthDate: '1990-05-17' } }, ADMIN_TOKEN);
      const number = (options.firstNumber ?? 10) + p;
      await ok(url, AddToRosterDocument, { input: { teamId: createTeam.id, playerId: createPlayer.id, number, position: p === 0 ? 'GOALIE' : 'SKATER', waiverSigned: true } }, ADMIN_TOKEN);
      if (forms) await ok(url, RecordRegistrationDocument, { playerId: createPlayer.id, competitionId: createCompetition.id, receivedAt: FORMS_RECEIVED_AT }, ADMIN_TOKEN);
      players.push({ id: createPlayer.id, name: playerName, number });
    }
    teams.push({ id: createTeam.id, name, players });
  }
  if (ELIMINATION_STAGES.has(options.stage ?? 'ROUND_ROBIN')) await playRoundRobin(url, createDivision.id, teams, options.preset ?? 'COLE_HARBOUR_CLASSIC');
  const { scheduleGame } = await ok(
    url,
    ScheduleGameDocument,
    {
      input: {
        divisionId: createDivision.id,
        homeTeamId: teams[0].id,
        awayTeamId: teams[1].id,
        startsAt: options.startsAt ?? '2026-12-05T18:00:00.000Z',
        stage: options.stage ?? 'ROUND_ROBIN',
        venue: 'Cole Harbour Place, Rink 1',
      },
    },
    ADMIN_TOKEN,
  );
  return { competitionId: createCompetition.id, divisionId: createDivision.id, teams, gameId: scheduleGame.id };
}

/**
 * The tournaments' elimination games need every dressed player to have played a round-robin game
 * (R21): one is played out (a tie stands) between the first two teams, the day before. League
 * playoffs (five regular-season games) are not seeded.
 */
async function playRoundRobin(url: string, divisionId: string, teams: SeededLeague['teams'], preset: RulesetPreset): Promise<void> {
  if (preset !== 'COLE_HARBOUR_CLASSIC' && preset !== 'BHI_5ON5') return;
  const { scheduleGame } = await ok(
    url,
    ScheduleGameDocument,
    { input: { divisionId, homeTeamId: teams[0].id, awayTeamId: teams[1].id, startsAt: '2026-12-04T18:00:00.000Z', stage: 'ROUND_ROBIN' } },
    ADMIN_TOKEN,
  );
  await playScoreless(url, scheduleGame.id, ADMIN_TOKEN, preset);
}

/**
 * A game started and played out without a goal with `token` (a tablet's, or ADMIN_TOKEN): each
 * regulation period of the preset run down and ended, then the game ended (a tie stands where the
 * stage allows it). The game is FINAL afterwards.
 */
export async function playScoreless(url: string, gameId: string, token: string, preset: RulesetPreset = 'COLE_HARBOUR_CLASSIC'): Promise<void> {
  await ok(url, StartGameDocument, { gameId }, token);
  for (let period = 0; period < RULESETS[preset].regulationPeriods; period += 1) {
    await ok(url, StartClockDocument, { gameId }, token);
    await ok(url, EndPeriodDocument, { gameId }, token);
  }
  await ok(url, EndGameDocument, { gameId }, token);
}
