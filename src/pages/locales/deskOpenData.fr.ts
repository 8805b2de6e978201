import type { deskOpenData as english } from './deskOpenData.en';

/** La section des archives et données ouvertes d’une compétition au bureau (src/pages/desk/open-data.ts). */
export const deskOpenData: typeof english = {
  title: 'Archives et données ouvertes',
  hint: 'Fichiers que tous peuvent ouvrir (sans jeton) : tableurs, calendriers auxquels s’abonner et le dossier public. La compétition entière, avec dates de naissance, décharges et discipline, se télécharge avec le jeton de ce bureau.',
  schedule: 'Horaire (CSV)',
  players: 'Joueurs aux alignements (CSV)',
  stats: 'Statistiques des joueurs (CSV)',
  standings: 'Classement de {{division}} (CSV)',
  calendar: 'Calendrier de {{division}} (iCalendar, pour s’abonner)',
  exportPublic: 'Le dossier public de la compétition (JSON)',
  exportPrivate: 'Télécharger la compétition entière (JSON, privé)',
  exporting: 'Préparation du fichier…',
  exported: 'Téléchargé : {{file}}. Gardez-le en lieu sûr : il contient des données privées.',
  exportFailed: 'Le serveur a refusé le téléchargement (HTTP {{status}}).',
};
