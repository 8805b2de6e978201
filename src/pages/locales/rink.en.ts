/** A rink's screen (src/pages/rink): the arena board moving from game to game at one venue. */
export const rinkEn = {
  title: 'Rink',
  next: 'Next: {{game}} at {{time}}',
  noMore: 'No more games scheduled at {{venue}}',
  noGames: 'No games at this venue',
  noGamesWhy: 'No game was ever scheduled at “{{venue}}”.',
  noVenue: 'No venue given',
  noVenueHow: 'The address is /venues/<venue name>, the name as the schedule gives it.',
};
