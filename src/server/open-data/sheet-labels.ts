import type { GoalStrength } from '../../domain/game/types';
import type { SheetLanguage, SignOffRole } from '../../domain/sign-offs';
import type { CrewRole } from '../../domain/crew';

/**
 * The printed game sheet's words, in each language a competition may choose (R58). For the sheet
 * only: the API's own messages stay in English.
 */
export interface SheetLabels {
  title: string;
  competition: string;
  division: string;
  date: string;
  time: string;
  venue: string;
  stage: string;
  status: string;
  home: string;
  away: string;
  final: string;
  lineup: string;
  number: string;
  player: string;
  goalie: string;
  officials: string;
  present: string;
  goals: string;
  period: string;
  clock: string;
  team: string;
  scorer: string;
  assists: string;
  strength: string;
  penalties: string;
  minutes: string;
  infraction: string;
  bench: string;
  shots: string;
  total: string;
  shootout: string;
  shooter: string;
  scored: string;
  missed: string;
  signOffs: string;
  signedAt: string;
  changedSince: string;
  recordedBy: string;
  certified: string;
  notCertified: string;
  none: string;
  notes: string;
  shortHandedReason: string;
  voided: string;
  clockNote: string;
  roles: Record<SignOffRole, string>;
  /** the game's officials (Game.crew) */
  crew: string;
  crewRoles: Record<CrewRole, string>;
  strengths: Record<GoalStrength, string>;
}

export const SHEET_LABELS: Readonly<Record<SheetLanguage, SheetLabels>> = {
  en: {
    title: 'Official game sheet',
    competition: 'Competition',
    division: 'Division',
    date: 'Date',
    time: 'Time',
    venue: 'Venue',
    stage: 'Stage',
    status: 'Status',
    home: 'Home',
    away: 'Away',
    final: 'Final score',
    lineup: 'Line-up',
    number: 'No.',
    player: 'Player',
    goalie: 'G',
    officials: 'Team officials',
    present: 'present',
    goals: 'Goals',
    period: 'Per.',
    clock: 'Clock',
    team: 'Team',
    scorer: 'Scorer',
    assists: 'Assists',
    strength: 'Str.',
    penalties: 'Penalties',
    minutes: 'Min.',
    infraction: 'Infraction',
    bench: 'Bench',
    shots: 'Shots on goal',
    total: 'Total',
    shootout: 'Shootout',
    shooter: 'Shooter',
    scored: 'scored',
    missed: 'missed',
    signOffs: 'Sign-offs',
    signedAt: 'Signed',
    changedSince: 'the sheet changed after this signature',
    recordedBy: 'recorded by',
    certified: 'Result certified',
    notCertified: 'Result not certified',
    none: 'None',
    notes: "Official's notes",
    shortHandedReason: 'Short-handed start allowed',
    voided: 'Voided event',
    clockNote: 'Times are the clock reading (time left in the period).',
    roles: { REFEREE: 'Referee', HOME_COACH: 'Home coach', AWAY_COACH: 'Away coach' },
    crew: 'Game officials',
    crewRoles: { REFEREE: 'Referee', LINESMAN: 'Linesman', OFF_ICE: 'Off-ice official' },
    strengths: { EVEN: '', POWER_PLAY: 'PP', SHORT_HANDED: 'SH', EMPTY_NET: 'EN', PENALTY_SHOT: 'PS' },
  },
  fr: {
    title: 'Feuille de match officielle',
    competition: 'Compétition',
    division: 'Division',
    date: 'Date',
    time: 'Heure',
    venue: 'Aréna',
    stage: 'Phase',
    status: 'Statut',
    home: 'Local',
    away: 'Visiteur',
    final: 'Pointage final',
    lineup: 'Alignement',
    number: 'No',
    player: 'Joueur',
    goalie: 'G',
    officials: "Officiels d'équipe",
    present: 'présent',
    goals: 'Buts',
    period: 'Pér.',
    clock: 'Chrono',
    team: 'Équipe',
    scorer: 'Marqueur',
    assists: 'Passes',
    strength: 'Type',
    penalties: 'Punitions',
    minutes: 'Min.',
    infraction: 'Infraction',
    bench: 'Banc',
    shots: 'Tirs au but',
    total: 'Total',
    shootout: 'Tirs de barrage',
    shooter: 'Tireur',
    scored: 'but',
    missed: 'raté',
    signOffs: 'Signatures',
    signedAt: 'Signé',
    changedSince: 'la feuille a changé après cette signature',
    recordedBy: 'enregistré par',
    certified: 'Résultat certifié',
    notCertified: 'Résultat non certifié',
    none: 'Aucun',
    notes: "Notes de l'officiel",
    shortHandedReason: 'Départ en infériorité permis',
    voided: 'Événement annulé',
    clockNote: 'Les temps sont ceux du chrono (temps restant à la période).',
    roles: { REFEREE: 'Arbitre', HOME_COACH: 'Entraîneur local', AWAY_COACH: 'Entraîneur visiteur' },
    crew: 'Officiels du match',
    crewRoles: { REFEREE: 'Arbitre', LINESMAN: 'Juge de lignes', OFF_ICE: 'Officiel hors glace' },
    strengths: { EVEN: '', POWER_PLAY: 'AN', SHORT_HANDED: 'DN', EMPTY_NET: 'FD', PENALTY_SHOT: 'TP' },
  },
};

/** An UPPER_SNAKE_CASE code as words: HIGH_STICKING → High sticking. */
export function codeAsWords(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase().trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

/** Windows-1252's characters above Latin-1's range, which the PDF's built-in fonts also draw. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', Œ: 'OE', œ: 'oe' };

const drawable = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(c);
};

/**
 * Text as the sheet's built-in Helvetica can draw it (Windows-1252): a letter outside it loses its
 * accent (ą → a, ł → l), anything else prints as "?" rather than as garbage.
 */
export function printable(text: string): string {
  let out = '';
  for (const c of text) {
    if (drawable(c)) out += c;
    else if (SPELLED[c]) out += SPELLED[c];
    else {
      const bare = c.normalize('NFD').replace(/\p{M}+/gu, '');
      out += bare.length > 0 && [...bare].every(drawable) ? bare : /\s/.test(c) ? ' ' : '?';
    }
  }
  return out;
}
