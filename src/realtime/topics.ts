/** Channel names: one per game feed, so an instance subscribes only to the games its clients watch. */
export const Channels = {
  scoreboard: (gameId: string) => `game.${gameId}.scoreboard`,
  /** every event stored in a game's log, in sequence order (see GameEventMessage) */
  events: (gameId: string) => `game.${gameId}.events`,
  /** a division's standings moved: the message carries the division id only, readers recompute */
  standings: (divisionId: string) => `division.${divisionId}.standings`,
  /** a division's bracket moved (a game created, a winner advanced, a re-seed): readers re-read it */
  bracket: (divisionId: string) => `division.${divisionId}.bracket`,
  /** games were scheduled, moved, cancelled or deleted, or one started or ended (GamesChanged): rinks' screens and live-game lists re-read */
  games: () => 'games.changed',
  /** a token was revoked: every instance closes the sockets that connected with it */
  revokedTokens: () => 'auth.revoked',
} as const;
