import { In, IsNull, MoreThan } from 'typeorm';
import { canCertifyGame, canReadTeamPrivate, canScoreGame, isAdmin, isCoach, type Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { DivisionEntity, GameEntity, GameEventEntity, PlayerEntity, RosterEntryEntity, TeamEntity } from '../db/entities';
import { isUniqueViolation } from '../db/errors';
import { GameStatus } from '../domain/enums';
import type { GameEventInput, ScoresheetTime, ShortHandedAllowance } from '../domain/game/types';
import { type Signer, signOffDecision, type SignOffRole, signOffRefusal, withSignOff } from '../domain/sign-offs';
import type { CoachPinService } from './coach-pins.service';
import { competitionOfGame } from './competition.service';
import { badField, conflict, forbidden, notFound, ruleViolation } from '../errors';
import { list, reasonText, text } from '../domain/messages';
import type { EventBus } from '../realtime/event-bus';
import type { GameEventMessage } from '../realtime/payloads';
import type { BracketService } from './bracket.service';
import { eligibilityAsSeenBy, eligibilityOf } from './eligibility.service';
import { CLOSED_STATUSES, lockGame } from './game-log/append';
import { BracketHandler, PublishHandler, StandingsHandler } from './game-log/handlers';
import { GameLog } from './game-log/pipeline';
import { toMessage } from './game-log/stored-log';
import { correctionBuilder } from './game-log/correction';
import type { EventCorrection } from '../domain/game/corrections';
import type { EventBuilder, LogHandler, RecordOptions, Recorded } from './game-log/types';
import { requireRow } from './context';
import { lineupsFor, postedLineupOf } from './dressing';
import { checkAllowance, checkAllowanceTeams, checkScoresheet, scoresheetDressed, timeOf } from './paper-sheet';
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
    private readonly pins: CoachPinService,
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

  /**
   * `correctGameEvent` (R83): an official corrects a finished game's goal or penalty — scorer,
   * assists, player, infraction, severity, time — with a reason; also on a certified game, which
   * stays certified. ADMIN only. The log keeps both (EVENT_CORRECTED), the audit trail says what changed.
   */
  correctEvent(principal: Principal, gameId: string, seq: number, correction: EventCorrection, reason: string): Promise<Recorded> {
    if (!isAdmin(principal)) throw forbidden(text('errors.FORBIDDEN.correctEvent'));
    const trimmed = checkReason(reason, 'reason', 'errors.BAD_USER_INPUT.correctWhy');
    if (!Number.isInteger(seq) || seq < 1) throw badField('seq', text('errors.BAD_USER_INPUT.voidSeq'));
    return this.record(principal, gameId, correctionBuilder(principal, seq, correction, trimmed));
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
   * Records a sign-off on the game sheet (R57): the signer's name, when, the token that recorded it
   * and how it was given (R80), once the game is over and before it is certified (once certified, a
   * role whose signature a correction made stale signs again, R83). Who signs what is
   * signOffDecision's: the referee at the tablet (a scorekeeper of the game or its competition) or
   * typed at the desk; a coach with his own team's token, or at the tablet with his team's PIN,
   * checked by CoachPinService (a wrong try is counted even though the sign-off is refused).
   * Signing a role again replaces its earlier sign-off. Certification asks for no sign-off.
   */
  async signGameSheet(principal: Principal, gameId: string, input: { role: SignOffRole; name: string; pin?: string | null }): Promise<GameEntity> {
    const read = await requireRow(this.db.manager, GameEntity, gameId, 'Game', 'gameId');
    const competition = await competitionOfGame(this.db.manager, read);
    const decision = signOffDecision(signerOf(principal, read, competition.id), input.role, input.pin != null);
    if ('refused' in decision && decision.refused === 'NOT_HIS_ROLE') throw forbidden(text('errors.FORBIDDEN.signOtherRole'));
    // The game's state before the PIN: a sheet that cannot be signed now costs no PIN try (checked again under the lock).
    const early = signOffRefusal(read, input.role);
    if (early) throw ruleViolation(text('errors.RULE_VIOLATION.sheetUnsignable', { problem: early }), 'R57');
    if ('refused' in decision) throw badField('pin', text('errors.BAD_USER_INPUT.pinNeeded'));
    // R80: the coach's PIN, checked (and a wrong try counted) before anything else is stored.
    if (decision.needsPin) await this.pins.check(input.role === 'HOME_COACH' ? read.homeTeamId : read.awayTeamId, input.pin!);
    return this.db.transaction(async (tx) => {
      const game = await lockGame(tx, gameId);
      const problem = signOffRefusal(game, input.role);
      if (problem) throw ruleViolation(text('errors.RULE_VIOLATION.sheetUnsignable', { problem }), 'R57');
      const signOff = {
        role: input.role,
        name: input.name.trim(),
        signedAt: this.now().toISOString(),
        seq: game.lastSeq,
        recordedBy: principal.kind === 'token' ? principal.name : null,
        way: decision.way,
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

  /** One stored event by its row's id (node(id:)); null when there is none. */
  async eventById(id: string): Promise<GameEventMessage | null> {
    const row = await this.db.manager.findOne(GameEventEntity, { where: { id } });
    return row ? toMessage(row) : null;
  }

  async events(gameId: string, afterSeq = 0, first?: number): Promise<GameEventMessage[]> {
    const rows = await this.db.manager.find(GameEventEntity, { where: { gameId, seq: MoreThan(afterSeq) }, order: { seq: 'ASC' }, take: first });
    return rows.map(toMessage);
  }

  /**
   * `take` entries of a game's log between two seqs (both left out of it): from the start of the
   * range in seq order (`forward`), or from its end, the latest first. Through the (gameId, seq) key.
   */
  async logRange(gameId: string, range: { afterSeq: number | null; beforeSeq: number | null; forward: boolean; take: number }): Promise<GameEventMessage[]> {
    const query = this.db.manager.createQueryBuilder(GameEventEntity, 'event').where('event.gameId = :gameId', { gameId });
    if (range.afterSeq != null) query.andWhere('event.seq > :afterSeq', { afterSeq: range.afterSeq });
    if (range.beforeSeq != null) query.andWhere('event.seq < :beforeSeq', { beforeSeq: range.beforeSeq });
    const rows = await query
      .orderBy('event.seq', range.forward ? 'ASC' : 'DESC')
      .take(range.take)
      .getMany();
    return rows.map(toMessage);
  }

  /** Whether a game's log holds an entry at `seq` or on the given side of it: a page's `hasPreviousPage` or `hasNextPage`. */
  async hasLogEntry(gameId: string, side: 'atOrBefore' | 'atOrAfter', seq: number): Promise<boolean> {
    const rows = await this.db.manager
      .createQueryBuilder(GameEventEntity, 'event')
      .select('event.seq', 'seq')
      .where('event.gameId = :gameId', { gameId })
      .andWhere(`event.seq ${side === 'atOrBefore' ? '<=' : '>='} :seq`, { seq })
      .limit(1)
      .getRawMany();
    return rows.length > 0;
  }
}

/** The most events one `Game.events` answer holds; a longer log is read on from the last seq. */
export const EVENTS_PAGE_MAX = 1_000;

function checkClientEventId(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const id = raw.trim();
  if (!id) throw badField('clientEventId', text('errors.BAD_USER_INPUT.clientEventIdBlank'));
  if (id.length > CLIENT_EVENT_ID_MAX) throw badField('clientEventId', text('errors.BAD_USER_INPUT.atMostCharacters', { max: CLIENT_EVENT_ID_MAX }));
  return id;
}

/** Who asks to sign the game's sheet (R80), from the caller's token: FORBIDDEN for anyone who may not sign at all. */
function signerOf(principal: Principal, game: GameEntity, competitionId: string): Signer {
  if (isAdmin(principal)) return { kind: 'ADMIN' };
  if (canScoreGame(principal, { id: game.id, competitionId })) return { kind: 'SCOREKEEPER' };
  if (isCoach(principal)) {
    if (canReadTeamPrivate(principal, game.homeTeamId)) return { kind: 'COACH', side: 'home' };
    if (canReadTeamPrivate(principal, game.awayTeamId)) return { kind: 'COACH', side: 'away' };
  }
  throw forbidden(text('errors.FORBIDDEN.signSheet'));
}
