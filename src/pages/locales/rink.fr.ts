import type { rinkEn } from './rink.en';

export const rinkFr: typeof rinkEn = {
  title: 'Patinoire',
  next: 'Prochain match : {{game}} à {{time}}',
  noMore: 'Plus aucun match prévu à {{venue}}',
  noGames: 'Aucun match à cette patinoire',
  noGamesWhy: 'Aucun match n’a jamais été prévu à « {{venue}} ».',
  noVenue: 'Aucune patinoire indiquée',
  noVenueHow: 'L’adresse est /venues/<nom de la patinoire>, le nom tel que l’horaire le donne.',
};
