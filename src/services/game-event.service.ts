import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { canCertifyGame, canScoreGame, isAdmin, type Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { DivisionEntity, GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, TeamEntity, rosteredAt } from '../db/entities';
import { isUniqueViolation } from '../db/errors';
import { GameStatus } from '../domain/enums';
import type { GameEventInput, LineupPlayer, ScoresheetTime, ShortHandedAllowance, Side } from '../domain/game/types';
import { checkAllowanceUsed, checkDressing, checkShortStartAllowed } from '../domain/game/lineups';
import { resolveRuleset } from '../domain/rulesets';
import { dressedPlayers } from './lineup.service';
import { lineupProblems } from '../domain/roster-rules';
import { type SignOffRole, signOffRefusal, withSignOff } from '../domain/sign-offs';
import { competitionOfGame } from './competition.service';
import { badField, badInput, conflict, forbidden, notFound, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import type { GameEventMessage } from '../realtime/payloads';
import type { BracketService } from './bracket.service';
import { eligibilityAsSeenBy, eligibilityOf } from './eligibility.service';
import { CLOSED_STATUSES, lockGame } from './game-log/append';
import { BracketHandler, PublishHandler, StandingsHandler } from './game-log/handlers';
import { GameLog } from './game-log/pipeline';
import { toMessage } from './game-log/stored-log';
import type { EventBuilder, LogHandler, RecordOptions, Recorded } from './game-log/types';
import { requireRow } from './context';
import { AuditAction, AuditEntity, changesOf, recordAudit } from './audit';
import { checkReason, optionalReason } from './discipline/reasons';
import { WebhookEvent } from '../domain/webhooks';
import { gameData, WebhookHandler } from './webhooks/handler';
import { enqueueWebhookMessage } from './webhooks/outbox';

export { setupOf, toMessage, toRecorded } from './game-log/stored-log';
export type { EventBuilder, RecordOptions, Recorded } from './game-log/types';

/** The longest client event id the log keeps (game_event.clientEventId is varchar(64)). */
export const CLIENT_EVENT_ID_MAX = 64;

/**
 * The game log (docs/design.md, "The game log"): every scorekeeper event is checked by the pure domain
 * against the stored state and appended in one transaction with the new state and scoreboard,
 * then published (the pipeline of game-log/). Also the game's history (replays, voids,
 * certification) and its event feed.
 */
export class GameEventService {
  private readonly log: GameLog;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    consequences: LogHandler,
    brackets: BracketService,
    private readonly now: () => Date = () => new Date(),
  ) {
    // In this order: the scoreboard and event are published after the standings' and bracket's
    // news, and before what discipline's follow-ups publish (consequences: discipline/consequences.ts);
    // an event's webhook message is written before the suspensions its consequences write.
    this.log = new GameLog([new StandingsHandler(bus), new BracketHandler(brackets), new PublishHandler(bus), new WebhookHandler(), consequences], now);
  }

  /**
   * Records one event (GameLog.record, game-log/append.ts). In one transaction: locks the game row,
   * checks the caller may score this game, answers a retried `clientEventId` from the log, refuses
   * anything once the game is certified (except an ADMIN's void or forfeit), folds the event onto
   * the stored state (the domain refuses what the rules do not allow: RULE_VIOLATION), stores it
   * with the next seq and the new state, then runs the handlers (standings, bracket, publishing,
   * discipline) and appends the follow-ups they return; after commit publishes the scoreboard and
   * the event.
   *
   * Two writers at once are serialised by the row lock (SQLite: by its single writer); on a Galera
   * cluster, writers on two nodes meet at COMMIT and the loser is run again by the transaction
   * runner. Should a unique index still fire — the same `clientEventId` posted twice at once — the whole
   * transaction runs once more and then finds the first one's event: one is stored, both callers
   * get its result, and seqs stay contiguous.
   */
  async record(principal: Principal, gameId: string, input: GameEventInput | EventBuilder, options: RecordOptions = {}): Promise<Recorded> {
    const clientEventId = checkClientEventId(options.clientEventId);
    const build: EventBuilder = typeof input === 'function' ? input : async () => input;
    const attempt = () =>
      this.db.transaction((tx) => this.log.record(tx, { principal, gameId, build, clientEventId, correctionReason: options.correctionReason ?? null }), this.bus.reportPublishFailure);
    // Deadlocks and cluster conflicts are run again by the transaction runner (Database.transaction).
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    try {
      return await attempt();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(text('errors.CONFLICT.concurrentEvent'), { retryable: true });
      throw error;
    }
  }

  /**
   * `startGame`: dresses the lineups (see lineupsFor: checked again, R27) and records GAME_STARTED.
   * `shortHandedAllowed` is an official's decision (Cole Harbour 000:61, R33): only an ADMIN gives
   * one, with a reason, kept with the game.
   */
  startGame(
    principal: Principal,
    gameId: string,
    options: RecordOptions = {},
    start: { shortHandedByAgreement?: boolean; shortHandedAllowed?: ShortHandedAllowance | null; earlyStartAgreement?: string | null } = {},
  ): Promise<Recorded> {
    const { shortHandedByAgreement = false } = start;
    const allowance = checkAllowance(principal, start.shortHandedAllowed ?? null);
    const agreement = optionalReason(start.earlyStartAgreement, 'earlyStartAgreement');
    return this.record(
      principal,
      gameId,
      async (manager, game) => {
        if (allowance) checkAllowanceTeams(allowance, game);
        return {
          type: 'GAME_STARTED',
          lineups: await lineupsFor(manager, game, principal),
          ...(shortHandedByAgreement ? { shortHandedByAgreement } : {}),
          ...(allowance ? { shortHandedAllowed: allowance } : {}),
          scheduledStart: game.startsAt.toISOString(),
          ...(agreement ? { earlyStart: { agreement } } : {}),
        };
      },
      options,
    );
  }

  /**
   * `addLatePlayer` (league §25, R51): a player who arrived late joins the team's lineup during the
   * game, at the clock reading given. He must be on the team's roster now and eligible for this game,
   * checked as at the drop (R27): an ineligible player is refused with every reason, as the caller may
   * see them. The game machine refuses the rest (the last minute, the dressed limits, a shootout).
   */
  addLatePlayer(principal: Principal, input: { gameId: string; teamId: string; playerId: string; clockRemainingMs?: number | null }, options: RecordOptions = {}): Promise<Recorded> {
    return this.record(
      principal,
      input.gameId,
      async (manager, game) => {
        if (input.teamId !== game.homeTeamId && input.teamId !== game.awayTeamId) throw badField('teamId', text('errors.BAD_USER_INPUT.homeOrAway'));
        const entry = await manager.findOne(RosterEntryEntity, { where: { teamId: input.teamId, playerId: input.playerId, releasedAt: IsNull() } });
        const player = await manager.findOne(PlayerEntity, { where: { id: input.playerId }, select: { id: true, name: true } });
        if (!player) throw notFound('Player', input.playerId, 'playerId');
        if (!entry) throw ruleViolation(text('errors.RULE_VIOLATION.notOnTeamRoster', { name: player.name }), 'R21', { notOnRoster: [input.playerId] });
        const results = await eligibilityOf(manager, game, input.teamId, [input.playerId]);
        if (results.byPlayer.get(input.playerId)?.eligible === false) {
          const seen = eligibilityAsSeenBy(principal, results, input.playerId)!.reasons;
          const reasons = seen.map(({ code, message }) => ({ code, message }));
          throw ruleViolation(text('errors.RULE_VIOLATION.mayNotPlay', { number: entry.number, name: player.name, reasons: list(seen.map(reasonText), ' ') }), 'R21', {
            ineligible: [{ playerId: input.playerId, reasons }],
          });
        }
        return {
          type: 'LATE_PLAYER_ADDED',
          teamId: input.teamId,
          player: { playerId: entry.playerId, number: entry.number, position: entry.position },
          ...(input.clockRemainingMs !== undefined && input.clockRemainingMs !== null ? { clockRemainingMs: input.clockRemainingMs } : {}),
        };
      },
      options,
    );
  }

  /**
   * `applyFiveTwoRule` (league 004:83, G60): the referee's "5 minute – 2 minute" reset, one event. The
   * block is timed from the game's scheduled start as stored when the reset is recorded (G59).
   */
  fiveTwoRule(principal: Principal, gameId: string, options: RecordOptions = {}): Promise<Recorded> {
    return this.record(principal, gameId, async (_manager, game) => ({ type: 'FIVE_TWO_RULE', scheduledStart: game.startsAt.toISOString() }), options);
  }

  /** `voidEvent`: a correction is a new event that voids an old one; history is never edited. */
  voidEvent(principal: Principal, gameId: string, seq: number, reason: string, options: RecordOptions = {}): Promise<Recorded> {
    const trimmed = checkReason(reason, 'reason', 'errors.BAD_USER_INPUT.voidWhy');
    if (!Number.isInteger(seq) || seq < 1) throw badField('seq', text('errors.BAD_USER_INPUT.voidSeq'));
    return this.record(principal, gameId, { type: 'EVENT_VOIDED', targetSeq: seq, reason: trimmed }, options);
  }

  /** `reviewIdCheck` (league §9): an ADMIN's ruling after the game, with a reason; also on a certified game. */
  reviewIdCheck(principal: Principal, gameId: string, seq: number, legal: boolean, reason: string): Promise<Recorded> {
    const trimmed = checkReason(reason, 'reason', 'errors.BAD_USER_INPUT.rulingWhy');
    if (!Number.isInteger(seq) || seq < 1) throw badField('seq', text('errors.BAD_USER_INPUT.reviewSeq'));
    return this.record(principal, gameId, { type: 'ID_CHECK_REVIEWED', targetSeq: seq, legal, reason: trimmed });
  }

  /**
   * `recordResult`: a game kept on paper, entered afterwards; on a final (or forfeited) game it is a
   * correction, which needs a reason and stays in the game's history.
   */
  recordResult(
    principal: Principal,
    input: {
      gameId: string;
      homeScore: number;
      awayScore: number;
      decision: string;
      reason?: string | null;
      homeDressed?: string[] | null;
      awayDressed?: string[] | null;
      /** G41: each team's first goal as the scoresheet times it */
      homeFirstGoal?: ScoresheetTime | null;
      awayFirstGoal?: ScoresheetTime | null;
      /** G50: an ADMIN records a sheet that dressed ineligible players anyway, and why (as setLineup's override) */
      override?: { reason: string } | null;
      /** G50, league §17 (R23): both teams agreed before the drop that a team short of the minimum would play */
      shortHandedByAgreement?: boolean | null;
      /** G50, Cole Harbour 000:61 (R33): the Tournament Official let a team short of the minimum play, as at a live start */
      shortHandedAllowed?: ShortHandedAllowance | null;
    },
    options: RecordOptions = {},
  ): Promise<Recorded> {
    if (input.decision === 'FORFEIT') throw badField('decision', text('errors.BAD_USER_INPUT.forfeitWith'));
    const reason = optionalReason(input.reason);
    if (input.override && !isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.overrideAdminOnly'));
    const overrideReason = input.override ? checkReason(input.override.reason, 'override.reason', 'errors.BAD_USER_INPUT.overrideWhy') : null;
    const allowance = checkAllowance(principal, input.shortHandedAllowed ?? null);
    const decision = input.decision as 'REGULATION' | 'OVERTIME' | 'SHOOTOUT';
    return this.record(
      principal,
      input.gameId,
      async (manager, game) => {
        if (game.status !== GameStatus.SCHEDULED && !reason) throw badField('reason', text('errors.BAD_USER_INPUT.correctionReason', { status: game.status }));
        if (allowance) checkAllowanceTeams(allowance, game);
        const sheet = await scoresheetDressed(manager, game, input.homeDressed, input.awayDressed);
        if (allowance && !sheet) throw badField('shortHandedAllowed', text('errors.BAD_USER_INPUT.shortNeedsSheet'));
        // G50: the sheet's dressed players go through the check a live lineup goes through.
        const checked = sheet ? await checkScoresheet(manager, game, principal, sheet, overrideReason, { byAgreement: input.shortHandedByAgreement === true, allowance }) : null;
        const override = checked?.override ?? null;
        const short = checked && allowance ? { teamIds: checked.shortTeamIds, reason: allowance.reason } : null;
        const dressed = sheet ? { home: sheet.home.map((p) => p.playerId), away: sheet.away.map((p) => p.playerId) } : null;
        const firstGoals = input.homeFirstGoal || input.awayFirstGoal ? { home: timeOf(input.homeFirstGoal), away: timeOf(input.awayFirstGoal) } : null;
        return {
          type: 'RESULT_RECORDED',
          homeScore: input.homeScore,
          awayScore: input.awayScore,
          decision,
          reason,
          ...(dressed ? { dressed } : {}),
          ...(firstGoals ? { firstGoals } : {}),
          ...(override ? { override } : {}),
          ...(input.shortHandedByAgreement ? { shortHandedByAgreement: true } : {}),
          ...(short ? { shortHandedAllowed: short } : {}),
        };
      },
      options,
    );
  }

  /** `forfeitGame`: on a certified game an ADMIN may still record it, with a reason. */
  forfeit(principal: Principal, gameId: string, forfeitingTeamId: string, options: RecordOptions & { withoutNotice?: boolean | null; seasonDefault?: boolean } = {}): Promise<Recorded> {
    const { withoutNotice, seasonDefault, ...recordOptions } = options;
    const correctionReason = optionalReason(recordOptions.correctionReason);
    // League 004:56: the default's fine follows in the same transaction (DisciplineConsequences, R43).
    return this.record(
      principal,
      gameId,
      { type: 'FORFEIT', forfeitingTeamId, ...(withoutNotice ? { withoutNotice: true } : {}), ...(seasonDefault ? { seasonDefault: true } : {}) },
      { ...recordOptions, correctionReason },
    );
  }

  /**
   * League 004:33 "ANY TEAM CAUGHT WITH AN ILLEGAL PLAYER WILL BE SUBJECT TO DEFAULTING ALL GAMES AND
   * POINTS ACCUMALATED TO THAT POINT IN THE SEASON (whether or not that player was in the lineup)": an
   * official's one action (R45). Every game of the team in its competition that was played to a
   * result — won, lost or tied — is recorded as its forfeit, with the official's reason (an ADMIN's
   * correction where the game was certified), in order of start. A game already forfeited stays as
   * it is: the game machine knows no double forfeit, and an opponent's default (with its fine)
   * stands; the official may void it by hand. Games to come are left alone; the suspensions the line
   * names are an official's (setSuspension).
   * Each forfeit is its game's own event: should one fail, those before it stand, and calling again
   * records only the rest.
   */
  async defaultSeason(principal: Principal, teamId: string, reason: string): Promise<GameEntity[]> {
    const checked = checkReason(reason);
    const { manager } = this.db;
    const team = await requireRow(manager, TeamEntity, teamId, 'Team', 'teamId');
    const division = await requireRow(manager, DivisionEntity, team.divisionId, 'Division', 'teamId');
    const divisionIds = (await manager.find(DivisionEntity, { where: { competitionId: division.competitionId }, select: { id: true } })).map((d) => d.id);
    const games = await manager.find(GameEntity, {
      where: [
        { homeTeamId: teamId, divisionId: In(divisionIds), status: GameStatus.FINAL },
        { awayTeamId: teamId, divisionId: In(divisionIds), status: GameStatus.FINAL },
      ],
      order: { startsAt: 'ASC' },
    });
    const defaulted: GameEntity[] = [];
    for (const game of games) {
      defaulted.push((await this.forfeit(principal, game.id, teamId, { correctionReason: `004:33 season default: ${checked}`, seasonDefault: true })).game);
    }
    return defaulted;
  }

  /**
   * Certifies a final (or forfeited) game's result, which locks its log: from then on only an
   * ADMIN's void or forfeit, with a reason, is accepted. Who certified and when is kept in the
   * competition's audit trail too (R63). Certifying again changes nothing and writes no row.
   */
  async certify(principal: Principal, gameId: string): Promise<GameEntity> {
    return this.db.transaction(async (tx) => {
      const game = await lockGame(tx, gameId);
      if (!canCertifyGame(principal, game)) {
        throw forbidden(text('errors.FORBIDDEN.certify'));
      }
      if (!CLOSED_STATUSES.has(game.status)) {
        throw ruleViolation(text('errors.RULE_VIOLATION.certifyClosedOnly', { status: game.status }), 'CERTIFY_FINAL_ONLY');
      }
      if (!game.certifiedAt) {
        const before: Pick<GameEntity, 'certifiedAt' | 'certifiedBy'> = { certifiedAt: game.certifiedAt, certifiedBy: game.certifiedBy };
        game.certifiedAt = this.now();
        game.certifiedBy = principal.kind === 'token' ? principal.name : null;
        await tx.manager.update(GameEntity, { id: game.id }, { certifiedAt: game.certifiedAt, certifiedBy: game.certifiedBy });
        const competition = await competitionOfGame(tx.manager, game);
        await recordAudit(
          tx,
          principal,
          {
            competitionIds: [competition.id],
            entityType: AuditEntity.GAME,
            entityId: game.id,
            action: AuditAction.CERTIFY,
            changes: changesOf(before, game, ['certifiedAt', 'certifiedBy']),
          },
          game.certifiedAt,
        );
        await enqueueWebhookMessage(tx.manager, {
          event: WebhookEvent.GAME_CERTIFIED,
          competitionId: competition.id,
          data: { ...gameData(game), decision: game.decision ?? null, certifiedAt: game.certifiedAt.toISOString() },
        });
      }
      return game;
    });
  }

  /**
   * Records a sign-off on the game sheet (R57): the referee's or a coach's name, when, and the token
   * that recorded it, once the game is over and before it is certified. An ADMIN or a scorekeeper
   * of the game (scoped to it or to its competition: the tablet that kept the sheet collects the
   * signatures). Signing a role again replaces its earlier sign-off. Certification is unchanged:
   * it asks for no sign-off.
   */
  async signGameSheet(principal: Principal, gameId: string, input: { role: SignOffRole; name: string }): Promise<GameEntity> {
    return this.db.transaction(async (tx) => {
      const game = await lockGame(tx, gameId);
      const competition = await competitionOfGame(tx.manager, game);
      if (!canScoreGame(principal, { id: game.id, competitionId: competition.id })) {
        throw forbidden(text('errors.FORBIDDEN.signSheet'));
      }
      const problem = signOffRefusal(game);
      if (problem) throw ruleViolation(text('errors.RULE_VIOLATION.sheetUnsignable', { problem }), 'R57');
      const signOff = {
        role: input.role,
        name: input.name.trim(),
        signedAt: this.now().toISOString(),
        seq: game.lastSeq,
        recordedBy: principal.kind === 'token' ? principal.name : null,
      };
      game.signOffs = withSignOff(game.signOffs, signOff);
      await tx.manager.update(GameEntity, { id: game.id }, { signOffs: game.signOffs });
      return game;
    });
  }

  /** The game's log after `afterSeq`, in sequence order: at most `first` events when given (a page; the next starts after the last seq). */
  /**
   * A team's posted lineup checked again now (R27): the players who became ineligible since it
   * was posted are named, as the caller may see their reasons, so the poster learns it before
   * startGame refuses the lineup. Null when the team has posted none.
   */
  async postedLineup(principal: Principal, gameId: string, teamId: string) {
    const game = await requireRow(this.db.manager, GameEntity, gameId, 'Game', 'gameId');
    if (teamId !== game.homeTeamId && teamId !== game.awayTeamId) throw badField('teamId', text('errors.BAD_USER_INPUT.homeOrAway'));
    const checked = await postedLineupOf(this.db.manager, game, teamId);
    if (!checked) return null;
    const players = checked.lineup.map((p) => {
      const seen = eligibilityAsSeenBy(principal, checked.results, p.playerId);
      return { ...p, eligible: seen?.eligible ?? false, reasons: seen?.reasons ?? [], overridden: checked.overridden.has(p.playerId) };
    });
    return { teamId, postedAt: checked.set.recordedAt, players, startable: players.every((p) => p.eligible || p.overridden) };
  }

  async events(gameId: string, afterSeq = 0, first?: number): Promise<GameEventMessage[]> {
    const rows = await this.db.manager.find(GameEventEntity, { where: { gameId, seq: MoreThan(afterSeq) }, order: { seq: 'ASC' }, take: first });
    return rows.map(toMessage);
  }
}

/** The most events one `Game.events` answer holds; a longer log is read on from the last seq. */
export const EVENTS_PAGE_MAX = 1_000;

/**
 * Who dresses for a game when it starts (the GAME_STARTED lineups): for each team, the lineup of its
 * last LINEUP_SET; without one, every rostered player eligible for this game (R21), by number.
 *
 * A posted lineup is checked again now (R27): a player who has become ineligible since it was
 * posted (suspended, fined) is refused as setLineup refuses him, each named with every reason as
 * the caller may see them (eligibilityAsSeenBy), unless the ADMIN override recorded with that
 * lineup named him. Without a lineup, a roster over the preset's dressed limits (league §8, R22) is
 * refused, asking for one: the limit leaves no exception, and startGame cannot choose who sits out.
 */
/**
 * A team's posted lineup (its last LINEUP_SET), checked again as it stands now (R27): numbers and
 * positions as the roster has them (an official may have corrected one since, R50), every player's
 * eligibility, and the players an ADMIN's override recorded with it named. Null when none is posted.
 */
export async function postedLineupOf(manager: EntityManager, game: GameEntity, teamId: string, posted?: GameEventEntity[], entries?: RosterEntryEntity[]) {
  const sets = posted ?? (await manager.find(GameEventEntity, { where: { gameId: game.id, teamId, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } }));
  const set = sets.filter((e) => e.teamId === teamId).at(-1);
  if (!set) return null;
  const roster = entries ?? (await manager.find(RosterEntryEntity, { where: { teamId, releasedAt: IsNull() } }));
  const lineup = (set.payload.lineup as LineupPlayer[]).map((p) => {
    const entry = roster.find((e) => e.teamId === teamId && e.playerId === p.playerId);
    return entry ? { ...p, number: entry.number, position: entry.position } : p;
  });
  const results = await eligibilityOf(
    manager,
    game,
    teamId,
    lineup.map((p) => p.playerId),
  );
  const overridden = new Set((set.payload.override as { ineligiblePlayerIds?: string[] } | null | undefined)?.ineligiblePlayerIds ?? []);
  return { set, lineup, results, overridden };
}

export async function lineupsFor(manager: EntityManager, game: GameEntity, principal: Principal): Promise<{ home: LineupPlayer[]; away: LineupPlayer[] }> {
  const posted = await manager.find(GameEventEntity, { where: { gameId: game.id, type: 'LINEUP_SET', voided: false }, order: { seq: 'ASC' } });
  const entries = await manager.find(RosterEntryEntity, { where: { teamId: In([game.homeTeamId, game.awayTeamId]), releasedAt: IsNull() }, order: { number: 'ASC' } });
  const of = async (teamId: string): Promise<LineupPlayer[]> => {
    const checked = await postedLineupOf(manager, game, teamId, posted, entries);
    if (checked) {
      const { lineup, results, overridden } = checked;
      const ineligible = lineup.filter((p) => results.byPlayer.get(p.playerId)?.eligible === false && !overridden.has(p.playerId));
      if (ineligible.length) {
        const players = await manager.find(PlayerEntity, { where: { id: In(ineligible.map((p) => p.playerId)) }, select: { id: true, name: true } });
        const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
        // As the caller may see them: a scorekeeper learns the codes, not a fine's amount or a suspension's reason.
        const listed = ineligible.map((p) => ({ playerId: p.playerId, reasons: eligibilityAsSeenBy(principal, results, p.playerId)!.reasons.map(({ code, message }) => ({ code, message })) }));
        const text = listed.map((l) => `#${lineup.find((p) => p.playerId === l.playerId)!.number} ${nameOf(l.playerId)}: ${l.reasons.map((r) => r.message).join(' ')}`);
        throw ruleViolation(`Ineligible for this game since the lineup was posted (post a new lineup; an ADMIN may override with a reason): ${text.join(' ')}`, 'R21', { ineligible: listed });
      }
      return lineup;
    }
    const roster = entries.filter((e) => e.teamId === teamId);
    const { byPlayer, competition } = await eligibilityOf(
      manager,
      game,
      teamId,
      roster.map((e) => e.playerId),
    );
    const lineup = roster.filter((e) => byPlayer.get(e.playerId)?.eligible).map((e) => ({ playerId: e.playerId, number: e.number, position: e.position }));
    const problems = lineupProblems(competition.preset, lineup);
    if (problems.length) {
      const team = await manager.findOneBy(TeamEntity, { id: teamId });
      throw ruleViolation(
        `${team?.name ?? 'A team'} posted no lineup, and its eligible roster is over the limit: ${problems.map((p) => p.message).join(' ')} Post a lineup with setLineup naming who dresses.`,
        problems[0].rule,
      );
    }
    return lineup;
  };
  return { home: await of(game.homeTeamId), away: await of(game.awayTeamId) };
}

/**
 * A paper game's dressed players, checked: each list names players of that team's roster, once,
 * and no player is on both. Null when neither list is given (the scoresheet's lineups unknown); a
 * list not given is null (that team's dressed players unknown). Each player comes with his number
 * and position on the roster.
 */
async function scoresheetDressed(
  manager: EntityManager,
  game: GameEntity,
  home?: string[] | null,
  away?: string[] | null,
): Promise<{ home: LineupPlayer[]; away: LineupPlayer[]; given: { home: boolean; away: boolean } } | null> {
  if (!home && !away) return null;
  const lists = { home: home ?? [], away: away ?? [] };
  const found = { home: [] as LineupPlayer[], away: [] as LineupPlayer[] };
  const problems: Array<{ field: string; message: string }> = [];
  for (const side of ['home', 'away'] as const) {
    const field = `input.${side}Dressed`;
    const ids = lists[side];
    const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    if (twice.length) problems.push({ field, message: `names ${twice.join(', ')} more than once` });
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    // A player released after the game was played was on the roster for it (R50).
    const rostered = ids.length
      ? await manager.find(RosterEntryEntity, { where: { teamId, playerId: In(ids) }, select: { playerId: true, releasedAt: true, number: true, position: true, addedAt: true } })
      : [];
    const missing = ids.filter((id) => !rostered.some((r) => r.playerId === id && rosteredAt(r, game.startsAt)));
    if (missing.length) problems.push({ field, message: `names players not on the ${side} team's roster: ${[...new Set(missing)].join(', ')}` });
    found[side] = [...new Set(ids)].flatMap((id) => {
      const entry = rostered.find((r) => r.playerId === id && rosteredAt(r, game.startsAt));
      return entry ? [{ playerId: id, number: entry.number, position: entry.position }] : [];
    });
  }
  const both = lists.home.filter((id) => lists.away.includes(id));
  if (both.length) problems.push({ field: 'input.awayDressed', message: `names players also dressed for the home team: ${[...new Set(both)].join(', ')}` });
  if (problems.length) throw badInput(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
  return { ...found, given: { home: Boolean(home), away: Boolean(away) } };
}

/**
 * G50: a paper scoresheet's dressed players through the check a live lineup goes through
 * (checkDressing, shared with setLineup): for each team whose list is given, the dressed limits,
 * the minimum to start as startGame counts it (fewer by both teams' agreement where the league
 * allows it, 004:58), and eligibility for the game (000:8-9, 000:64, 004:5, 004:8; R21): an
 * ineligible player is refused with every reason as the caller may see them, unless an ADMIN
 * overrides with a reason; the rulebook's consequence then follows (DisciplineConsequences: the
 * forfeit or default, and the league's suspensions, R40). On a correction, only the players the game
 * had not dressed already are checked for eligibility: those dressed before were checked then (or
 * overridden), and what the game itself brought (a suspension from one of its penalties) does not
 * bar them from it. Returns the override to record, or null.
 */
async function checkScoresheet(
  manager: EntityManager,
  game: GameEntity,
  principal: Principal,
  sheet: { home: LineupPlayer[]; away: LineupPlayer[]; given: { home: boolean; away: boolean } },
  overrideReason: string | null,
  minimum: { byAgreement: boolean; allowance: ShortHandedAllowance | null },
): Promise<{ override: { reason: string; ineligiblePlayerIds: string[] } | null; shortTeamIds: string[] }> {
  const before = game.status === GameStatus.SCHEDULED ? null : await dressedBefore(manager, game);
  const ineligibleIds: string[] = [];
  const sides: Side[] = [];
  const short: Side[] = [];
  const allowed: Side[] = [];
  let forfeits = false;
  for (const side of ['home', 'away'] as const) {
    const teamIdOfSide = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const allowedShort = minimum.allowance?.teamIds.includes(teamIdOfSide) ?? false;
    if (allowedShort && !sheet.given[side]) throw badField('shortHandedAllowed', text('errors.BAD_USER_INPUT.shortNeedsSheet'));
    if (allowedShort) allowed.push(side);
    if (!sheet.given[side]) continue;
    const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
    const lineup = sheet[side];
    const results = await eligibilityOf(
      manager,
      game,
      teamId,
      lineup.map((p) => p.playerId),
    );
    const names = lineup.length ? await manager.find(PlayerEntity, { where: { id: In(lineup.map((p) => p.playerId)) }, select: { id: true, name: true } }) : [];
    const players = dressedPlayers(principal, results, lineup, (id) => names.find((p) => p.id === id)?.name ?? id).map((p) => (before?.has(p.playerId) ? { ...p, eligible: true, reasons: [] } : p));
    const ruleset = resolveRuleset(results.competition.preset, results.competition.rulesOverrides);
    forfeits = ruleset.ineligiblePlayerForfeits;
    if (allowedShort) checkShortStartAllowed(ruleset);
    const { ineligible, startsShort } = checkDressing({
      ruleset,
      side,
      players,
      overridden: overrideReason !== null,
      minimumToStart: { byAgreement: minimum.byAgreement, allowedShort },
    });
    if (startsShort) short.push(side);
    if (ineligible.length) sides.push(side);
    ineligibleIds.push(...ineligible.map((p) => p.playerId));
  }
  checkAllowanceUsed(allowed, short);
  const shortTeamIds = short.map((side) => (side === 'home' ? game.homeTeamId : game.awayTeamId));
  if (!ineligibleIds.length || !overrideReason) return { override: null, shortTeamIds };
  // The game machine records one forfeit: both teams' would need an official's decision.
  if (sides.length === 2 && forfeits) throw ruleViolation(text('errors.RULE_VIOLATION.bothDressedIneligible'), 'G50');
  return { override: { reason: overrideReason, ineligiblePlayerIds: ineligibleIds }, shortTeamIds };
}

/**
 * An official's decision to let teams short of the minimum start (Cole Harbour 000:61, R33), at a
 * live start or on a paper sheet: only an ADMIN gives one, naming the teams, with a reason.
 */
function checkAllowance(principal: Principal, given: ShortHandedAllowance | null): ShortHandedAllowance | null {
  if (!given) return null;
  if (!isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.shortHandedStart'));
  const reason = checkReason(given.reason, 'shortHandedAllowed.reason', 'errors.BAD_USER_INPUT.shortWhy');
  if (!given.teamIds.length) throw badField('shortHandedAllowed.teamIds', text('errors.BAD_USER_INPUT.shortTeams'));
  return { teamIds: [...new Set(given.teamIds)], reason };
}

/** The teams an allowance names are the game's. */
function checkAllowanceTeams(allowance: ShortHandedAllowance, game: GameEntity): void {
  const outside = allowance.teamIds.filter((id) => id !== game.homeTeamId && id !== game.awayTeamId);
  if (outside.length) throw badField('shortHandedAllowed.teamIds', text('errors.BAD_USER_INPUT.homeOrAwayNot', { teams: outside.join(', ') }));
}

/** The players a game has dressed already, as its log says: its live lineups (with late players), or its last paper sheet's. */
async function dressedBefore(manager: EntityManager, game: GameEntity): Promise<Set<string>> {
  const events = await manager.find(GameEventEntity, { where: { gameId: game.id, type: In(['GAME_STARTED', 'LATE_PLAYER_ADDED', 'RESULT_RECORDED']), voided: false }, order: { seq: 'ASC' } });
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'GAME_STARTED') {
      const lineups = event.payload.lineups as { home: LineupPlayer[]; away: LineupPlayer[] };
      for (const p of [...lineups.home, ...lineups.away]) ids.add(p.playerId);
    } else if (event.type === 'LATE_PLAYER_ADDED') {
      ids.add((event.payload.player as LineupPlayer).playerId);
    } else {
      const dressed = event.payload.dressed as { home: string[]; away: string[] } | undefined;
      for (const id of [...(dressed?.home ?? []), ...(dressed?.away ?? [])]) ids.add(id);
    }
  }
  return ids;
}

/** A scoresheet time as stored: only its two numbers (a GraphQL input object carries nothing else). */
function timeOf(time: ScoresheetTime | null | undefined): ScoresheetTime | null {
  return time ? { period: time.period, clockRemainingMs: time.clockRemainingMs } : null;
}

function checkClientEventId(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const id = raw.trim();
  if (!id) throw badField('clientEventId', text('errors.BAD_USER_INPUT.clientEventIdBlank'));
  if (id.length > CLIENT_EVENT_ID_MAX) throw badField('clientEventId', text('errors.BAD_USER_INPUT.atMostCharacters', { max: CLIENT_EVENT_ID_MAX }));
  return id;
}
