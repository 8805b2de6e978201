import { randomUUID } from 'node:crypto';
import { In, IsNull, Like } from 'typeorm';
import { Role, type Principal, ScopeKind } from '../auth/principal';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { ApiTokenEntity, CompetitionEntity, DivisionEntity, GameEntity, TeamEntity } from '../db/entities';
import { localDate } from '../domain/calendar';
import { GameStatus } from '../domain/enums';
import { badField } from '../errors';
import { byStart, cardCountProblem, cardGames, dayProblem, isCardTokenOf, scorableGames, GAMES_TO_SCORE_MAX, TABLET_CARD_NAME, tabletCardName } from '../domain/tablets';
import { AuditAction, AuditEntity, recordAudit } from './audit';
import { requireLockedRow } from './context';
import type { TokenService } from './token.service';

export interface IssueTabletCards {
  competitionId: string;
  /** YYYY-MM-DD on the competition's calendar; none: every game still to play */
  day?: string | null;
}

export interface TabletCard {
  game: GameEntity;
  /** the game's day on the competition's calendar */
  day: string;
  tokenId: string;
  /** the bearer token, answered this once */
  token: string;
  /** the console's path for the game: the desk adds its origin and the token */
  consoleLink: string;
}

export interface IssuedTabletCards {
  cards: TabletCard[];
  /** earlier cards' tokens for these games revoked by this call */
  revoked: number;
}

/**
 * The rink tablets' cards (R82): a scorekeeper token per game, scoped to that game, made for a day's
 * games (or every game still to play) in one transaction, and the games a scorekeeper token may pick.
 */
export class TabletService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One SCOREKEEPER token per game that still needs a card, the earlier cards' tokens of those games revoked; one audit entry. */
  async issue(principal: Principal, input: IssueTabletCards): Promise<IssuedTabletCards> {
    const day = input.day?.trim() || null;
    if (day !== null) {
      const problem = dayProblem(day);
      if (problem) throw badField('day', problem);
    }
    const at = this.now();
    const issued = await this.db.transaction(async (tx) => {
      // Locked: a second print for the competition at the same moment waits, then revokes the cards the first made.
      const competition = await requireLockedRow(tx, CompetitionEntity, input.competitionId, 'Competition', 'competitionId');
      const games = await tx.manager
        .createQueryBuilder(GameEntity, 'game')
        .innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId')
        .where('division.competitionId = :competitionId', { competitionId: competition.id })
        .getMany();
      const chosen = cardGames(games, competition.timeZone, day);
      const problem = cardCountProblem(chosen.length);
      if (problem) throw badField('day', problem);

      const teamIds = [...new Set(chosen.flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
      const teams = teamIds.length ? await tx.manager.find(TeamEntity, { where: { id: In(teamIds) }, select: { id: true, name: true } }) : [];
      const teamName = new Map(teams.map((t) => [t.id, t.name]));

      // A reissue replaces the earlier cards of these games: their tokens stop working now.
      const earlier = chosen.length ? await tx.manager.find(ApiTokenEntity, { where: { role: Role.SCOREKEEPER, revokedAt: IsNull(), name: Like(`${TABLET_CARD_NAME}:%`) } }) : [];
      const chosenIds = new Set(chosen.map((g) => g.id));
      const replaced = earlier.filter((token) => token.scopes.length === 1 && [...chosenIds].some((id) => isCardTokenOf(token, id)));
      if (replaced.length) await tx.manager.update(ApiTokenEntity, { id: In(replaced.map((t) => t.id)) }, { revokedAt: at });

      const cards: TabletCard[] = [];
      for (const game of chosen) {
        const secret = generateToken();
        const id = randomUUID();
        await tx.manager.insert(ApiTokenEntity, {
          id,
          name: tabletCardName(teamName.get(game.homeTeamId) ?? game.homeTeamId, teamName.get(game.awayTeamId) ?? game.awayTeamId),
          role: Role.SCOREKEEPER,
          scopes: [`${ScopeKind.GAME}:${game.id}`],
          tokenHash: hashToken(secret),
          revokedAt: null,
        });
        cards.push({ game, day: localDate(game.startsAt, competition.timeZone), tokenId: id, token: secret, consoleLink: `/games/${encodeURIComponent(game.id)}/score` });
      }
      await recordAudit(
        tx,
        principal,
        {
          competitionIds: [competition.id],
          entityType: AuditEntity.COMPETITION,
          entityId: competition.id,
          action: AuditAction.ISSUE,
          changes: [
            { field: 'day', before: null, after: day },
            { field: 'tabletCards', before: replaced.length, after: cards.length },
          ],
        },
        at,
      );
      const revokedIds = replaced.map((t) => t.id);
      tx.afterCommit(() => this.tokens.announceRevoked(revokedIds));
      return { cards, revoked: replaced.length };
    });
    return issued;
  }

  /**
   * The games a SCOREKEEPER token may score, from its own scopes, never from an argument: a
   * game-scoped token its game; a competition-scoped one that competition's games not cancelled
   * and not certified, in start order, at most GAMES_TO_SCORE_MAX. Anyone else: none.
   */
  async gamesToScore(principal: Principal): Promise<GameEntity[]> {
    if (principal.kind !== 'token' || principal.role !== Role.SCOREKEEPER) return [];
    const gameIds = principal.scopes.filter((s) => s.kind === ScopeKind.GAME).map((s) => s.id);
    const competitionIds = principal.scopes.filter((s) => s.kind === ScopeKind.COMPETITION).map((s) => s.id);
    const own = gameIds.length ? await this.db.manager.find(GameEntity, { where: { id: In(gameIds) } }) : [];
    const ofCompetitions = competitionIds.length
      ? await this.db.manager
          .createQueryBuilder(GameEntity, 'game')
          .innerJoin(DivisionEntity, 'division', 'division.id = game.divisionId')
          .where('division.competitionId IN (:...competitionIds)', { competitionIds })
          .andWhere('game.status != :cancelled', { cancelled: GameStatus.CANCELLED })
          .andWhere('game.certifiedAt IS NULL')
          .orderBy('game.startsAt', 'ASC')
          .addOrderBy('game.id', 'ASC')
          .take(GAMES_TO_SCORE_MAX)
          .getMany()
      : [];
    const seen = new Set<string>();
    const all: GameEntity[] = [...own, ...scorableGames(ofCompetitions)].filter((g) => !seen.has(g.id) && seen.add(g.id));
    return all.sort(byStart).slice(0, GAMES_TO_SCORE_MAX);
  }
}
