import { DeskTeamEligibilityDocument, type DeskTeamEligibilityQuery } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';
import { handleTokenRefusal, token } from './session';
import { zonedText } from './zoned';

type Read = NonNullable<DeskTeamEligibilityQuery['team']>;

/**
 * Who on a team's roster cannot dress for its next game, and why (R21): an under-age player, a
 * waiver or registration form missing, a suspension, an unpaid fine. Said on the roster screen, where
 * the office changes a roster, so nobody is left off the sheet without a word.
 */
export function cannotDressNote(read: Read): HTMLElement {
  const id = `cannot-dress-${read.id}`;
  const eligibility = read.eligibility;
  if (!eligibility) return h('p', { id, class: 'muted' }, t('deskMore.cannotDress.noGame'));
  const game = eligibility.game;
  const when = zonedText(game.startsAt, read.division.competition.timeZone);
  const numberOf = new Map(read.roster.map((r) => [r.player.id, r.number]));
  const out = eligibility.players.filter((p) => !p.eligible);
  const title = t('deskMore.cannotDress.title', { home: game.home.name, away: game.away.name, when });
  if (!out.length) return h('p', { id, class: 'import-good' }, t('deskMore.cannotDress.everyone', { home: game.home.name, away: game.away.name, when }));
  return h(
    'section',
    { id, class: 'cannot-dress', 'aria-labelledby': `${id}-title` },
    // Not a heading: it sits under the roster's own, whatever level that is.
    h('p', { id: `${id}-title` }, h('strong', {}, title)),
    h('ul', {}, ...out.map((p) => h('li', { 'data-player': p.player.id }, h('strong', {}, `#${numberOf.get(p.player.id) ?? '?'} ${p.player.name}`), `: ${p.reasons.map((r) => r.message).join(' ')}`))),
  );
}

/** The note for a team, read now; a refusal (a token gone) is handled as everywhere on the desk. */
export async function loadCannotDress(teamId: string): Promise<HTMLElement | null> {
  try {
    const { team } = await request(DeskTeamEligibilityDocument, { id: teamId }, token());
    return team ? cannotDressNote(team) : null;
  } catch (error) {
    if (!handleTokenRefusal(error)) return h('p', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error));
    return null;
  }
}
