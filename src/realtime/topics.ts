/** Channel names: one per game feed, so an instance subscribes only to the games its clients watch. */
export const Channels = {
  scoreboard: (gameId: string) => `game.${gameId}.scoreboard`,
} as const;
