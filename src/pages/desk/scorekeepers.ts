import { type DeskCompetitionQuery, DeskCreateTokenDocument, DeskRevokeTokenDocument, type DeskTokensQuery } from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { locale, t } from '../lib/i18n';
import { field, input, onSubmit } from './forms';
import { qrFigure } from './qr';
import { handleTokenRefusal, token } from './session';
import { tabletsLink } from './tablets';

/*
 * The scorekeepers' tokens of a competition: made for it or for one of its games, listed, revoked,
 * and a new one shown once (its console link and QR code with it).
 */

type Competition = NonNullable<DeskCompetitionQuery['competition']>;
type ApiToken = DeskTokensQuery['apiTokens'][number];

/** A token just made: shown until the desk leaves the competition (the server never shows it again). */
let justCreated: { competitionId: string; label: string; token: string; consoleUrl?: string } | undefined;

/** Forgets a token just made once the desk shows another competition. */
export function forgetTokenOutside(competitionId: string): void {
  if (justCreated && justCreated.competitionId !== competitionId) justCreated = undefined;
}

type Refresh = (focusId?: string) => Promise<void>;

/** A refusal said beside the control that met it. */
export function alertNear(element: Element, error: unknown): void {
  element.after(h('span', { class: 'field-error', role: 'alert' }, ` ${error instanceof Error ? error.message : String(error)}`));
}

/**
 * Makes a scorekeeper's token for `scope`, kept to be shown once with the console's link and its QR
 * code: a game's console for a game's token; /console for the competition-wide rink token, which
 * opens on the picker of the games it may score (R82).
 */
export async function createToken(competitionId: string, label: string, scope: string, gameId?: string): Promise<void> {
  const created = await request(DeskCreateTokenDocument, { input: { name: label, role: 'SCOREKEEPER', scopes: [scope] } }, token());
  const secret = created.createApiToken.token;
  justCreated = {
    competitionId,
    label,
    token: secret,
    consoleUrl: `${location.origin}${gameId ? `/games/${gameId}/score` : '/console'}#token=${encodeURIComponent(secret)}`,
  };
}

/** The tokens that write this competition's games: scoped to it, or to one of its games. */
function tokensOf(competition: Competition, all: readonly ApiToken[]): ApiToken[] {
  const scopes = new Set([`competition:${competition.id}`, ...competition.divisions.flatMap((d) => d.games.map((g) => `game:${g.id}`))]);
  return all.filter((candidate) => candidate.scopes.some((s) => scopes.has(s)));
}

/** The competition's scorekeeper tokens: a form for a new one, the list with each one's revoke button. */
export function scorekeepersSection(competition: Competition, all: readonly ApiToken[], refresh: Refresh): HTMLElement {
  const name = input('token-name', { required: true, maxlength: 100, autocomplete: 'off', placeholder: t('desk.tokens.placeholder') });
  const form = h(
    'form',
    { class: 'desk-form inline', id: 'new-token', 'aria-label': t('desk.tokens.competitionTokenForm') },
    field(t('desk.tokens.competitionToken'), name),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('desk.tokens.submit'))),
  );
  onSubmit(
    form,
    async () => {
      await createToken(competition.id, name.value.trim(), `competition:${competition.id}`);
      await refresh('token-once');
    },
    { name: 'token-name' },
  );
  const mine = tokensOf(competition, all);
  const list = mine.length
    ? h(
        'table',
        { id: 'tokens' },
        h('caption', {}, t('desk.tokens.caption')),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col', class: 'text' }, t('desk.tokens.for')),
            h('th', { scope: 'col', class: 'text' }, t('desk.tokens.made')),
            h('th', { scope: 'col', class: 'text' }, t('desk.tokens.state')),
          ),
        ),
        h(
          'tbody',
          {},
          ...mine.map((made) => {
            const revoke = h('button', { type: 'button', class: 'link', 'aria-label': t('desk.tokens.revokeNamed', { name: made.name }) }, t('desk.tokens.revoke'));
            revoke.addEventListener('click', () => {
              if (!confirm(t('desk.tokens.revokeConfirm', { name: made.name }))) return;
              revoke.disabled = true;
              void request(DeskRevokeTokenDocument, { id: made.id }, token())
                .then(() => refresh('tokens'))
                .catch((error: unknown) => {
                  revoke.disabled = false;
                  if (!handleTokenRefusal(error)) alertNear(revoke, error);
                });
            });
            return h(
              'tr',
              { 'data-token': made.id },
              h('th', { scope: 'row', class: 'text' }, made.name),
              h('td', { class: 'text' }, new Date(made.createdAt).toLocaleString(locale())),
              h('td', { class: 'text' }, made.revokedAt ? t('desk.tokens.revoked', { date: new Date(made.revokedAt).toLocaleString(locale()) }) : revoke),
            );
          }),
        ),
      )
    : h('p', { class: 'muted', id: 'tokens' }, t('desk.tokens.none'));
  return h(
    'section',
    { id: 'scorekeepers', 'aria-labelledby': 'scorekeepers-title' },
    h('h2', { id: 'scorekeepers-title' }, t('desk.tokens.title')),
    h('p', {}, tabletsLink(competition.id)),
    justCreated ? tokenOnce(justCreated) : null,
    form,
    list,
  );
}

/** A token just made, shown this once with what to do with it. */
function tokenOnce(once: NonNullable<typeof justCreated>): HTMLElement {
  const value = h('input', { id: 'token-once-value', type: 'text', readonly: true, value: once.token, spellcheck: 'false' });
  return h(
    'div',
    { class: 'token-once', id: 'token-once', tabindex: -1, role: 'status' },
    h('h3', {}, t('desk.tokens.onceTitle', { name: once.label })),
    h('p', {}, t('desk.tokens.onceWhy')),
    h('label', { for: 'token-once-value' }, t('common.token.label')),
    value,
    once.consoleUrl ? h('p', {}, h('a', { href: once.consoleUrl, id: 'token-once-console', target: '_blank', rel: 'noopener' }, t('desk.tokens.openConsole'))) : null,
    once.consoleUrl ? qrFigure(once.consoleUrl, once.label) : null,
  );
}
