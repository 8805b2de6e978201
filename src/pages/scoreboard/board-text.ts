import type { BoardSnapshotFragment } from '../generated/graphql';
import { dateTimeText, periodText } from '../lib/format';
import { t } from '../lib/i18n';
import type { Game } from './board';

/** A player as a penalty board prints him: "J. Cormier" (the given names as initials). */
export function boardName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  return [...words.slice(0, -1).map((word) => `${[...word][0]!}.`), words.at(-1)!].join(' ');
}

/** How a game ended, as the board prints it large in place of the period and the clock: "Final", "Final (OT)", "Final (SO)". */
export function finalText(s: BoardSnapshotFragment): string {
  return s.decision === 'OVERTIME' ? t('scoreboard.finalOT') : s.decision === 'SHOOTOUT' ? t('scoreboard.finalSO') : t('scoreboard.final');
}

/** What the board says of the game's state under the clock: when it starts, an intermission; nothing while it is played, nor at the final (finalText says it larger). */
export function statusText(s: BoardSnapshotFragment, game: Game | undefined): string {
  switch (s.status) {
    case 'SCHEDULED':
      return game ? t('scoreboard.starts', { time: dateTimeText(game.startsAt) }) : t('common.status.SCHEDULED');
    case 'IN_PROGRESS':
      return '';
    case 'INTERMISSION':
      return s.shootout ? t('scoreboard.shootout') : t('scoreboard.endOf', { period: periodText(s.periodLabel) });
    case 'FINAL':
      return '';
    case 'FORFEITED':
    case 'CANCELLED':
      return t(`common.status.${s.status}`);
    default: {
      const unknown: never = s.status;
      return String(unknown);
    }
  }
}
