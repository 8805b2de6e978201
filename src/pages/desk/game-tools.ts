import { localDate, localTime } from '../../domain/calendar';
import {
  type CrewRole,
  DeskCancelGameDocument,
  DeskCertifyGameDocument,
  DeskDeleteGameDocument,
  DeskRescheduleGameDocument,
  DeskSetGameCrewDocument,
  DeskSignGameSheetDocument,
  type SignOffRole,
} from '../generated/graphql';
import { Refusal, request, TOKEN_CODES } from '../lib/api';
import { h } from '../lib/dom';
import { versusText } from '../lib/format';
import { t } from '../lib/i18n';
import { deleteButton } from './delete-button';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';
import { zonedToIso } from './zoned';
import { type Game, ROLES } from './game-sheet';

/*
 * What a tournament director does to a game at the desk, each a form below its sheet: name the
 * officials, record the signatures, certify; or, before it is played, move, cancel or delete it.
 */

/** Shows the game again after a change, focusing the element with this id (the game's title when none). */
export type Refresh = (focusId?: string) => Promise<void>;

/** A game's official crew is at most this many (the server's limit, setGameCrew). */
const CREW_MAX = 8;
const CREW_NAME_MAX = 80;
const SIGN_NAME_MAX = 120;
const REASON_MAX = 500;
const VENUE_MAX = 120;
const CREW_ROLES: CrewRole[] = ['REFEREE', 'LINESMAN', 'OFF_ICE'];
const CLOSED = new Set(['FINAL', 'FORFEITED']);

/** The officials: up to eight rows of role and name; an empty name leaves its row out. */
export function crewForm(game: Game, refresh: Refresh): HTMLElement {
  const locked = !!game.certifiedAt || game.status === 'CANCELLED';
  const defaults: CrewRole[] = ['REFEREE', 'LINESMAN', 'LINESMAN', 'OFF_ICE'];
  const rows = h('div', { class: 'crew-rows' });
  const addRow = (role: CrewRole, name = '') => {
    const i = rows.children.length + 1;
    rows.append(
      h(
        'fieldset',
        { class: 'crew-row' },
        h('legend', {}, t('deskGame.official', { n: i })),
        field(
          t('deskGame.roleLabel'),
          select(
            `crew-${i}-role`,
            CREW_ROLES.map((r) => [r, t(`deskGame.crewRole.${r}`)]),
            role,
          ),
        ),
        field(t('deskGame.name'), input(`crew-${i}-name`, { maxlength: CREW_NAME_MAX, autocomplete: 'off', value: name, disabled: locked })),
      ),
    );
  };
  for (const m of game.crew) addRow(m.role, m.name);
  for (let i = game.crew.length; i < Math.max(defaults.length, game.crew.length); i += 1) addRow(defaults[i] ?? 'OFF_ICE');
  const add = h('button', { type: 'button', class: 'secondary', disabled: locked || rows.children.length >= CREW_MAX }, t('deskGame.addOfficial'));
  add.addEventListener('click', () => {
    addRow('OFF_ICE');
    add.disabled = rows.children.length >= CREW_MAX;
    document.getElementById(`crew-${rows.children.length}-name`)?.focus();
  });
  const form = h(
    'form',
    { class: 'desk-form', id: 'crew-form', 'aria-labelledby': 'crew-form-title' },
    h('h2', { id: 'crew-form-title', tabindex: -1 }, t('deskGame.crewTitle')),
    h('p', { class: 'hint muted' }, locked ? t('deskGame.crewLocked') : t('deskGame.crewHint', { max: CREW_MAX })),
    rows,
    h('div', { class: 'actions' }, add, h('button', { type: 'submit', class: 'primary', disabled: locked }, t('deskGame.crewSubmit'))),
  );
  const fieldIds: Record<string, string> = { crew: 'crew-1-name' };
  for (let i = 0; i < CREW_MAX; i += 1) fieldIds[`crew.${i}.name`] = `crew-${i + 1}-name`;
  onSubmit(
    form,
    async () => {
      const crew = [...rows.children].map((_, i) => ({
        role: (document.getElementById(`crew-${i + 1}-role`) as HTMLSelectElement).value as CrewRole,
        name: (document.getElementById(`crew-${i + 1}-name`) as HTMLInputElement).value.trim(),
      }));
      // The server names rows by their place in what it is sent: empty rows are left out, so each kept row keeps its place's id.
      const kept = crew.map((m, i) => ({ ...m, i })).filter((m) => m.name);
      kept.forEach((m, j) => (fieldIds[`crew.${j}.name`] = `crew-${m.i + 1}-name`));
      await request(DeskSetGameCrewDocument, { gameId: game.id, crew: kept.map(({ role, name }) => ({ role, name })) }, token());
      await refresh('crew');
    },
    fieldIds,
  );
  return form;
}

/** A signature on the sheet (a role and a name), open once the game is over and until it is certified. */
export function signOffForm(game: Game, refresh: Refresh): HTMLElement {
  // Once certified, only a signature older than a correction is given again (R83).
  const stale = game.certifiedAt ? ROLES.filter((r) => game.signOffs.some((s) => s.role === r && s.seq < game.scoreboard.seq)) : [];
  const roles = game.certifiedAt ? stale : ROLES;
  const role = select(
    'sign-role',
    roles.map((r) => [r, t(`deskGame.role.${r}`)]),
    roles.find((r) => !game.signOffs.some((s) => s.role === r)),
  );
  const name = input('sign-name', { required: true, maxlength: SIGN_NAME_MAX, autocomplete: 'off' });
  const open = CLOSED.has(game.status) && (!game.certifiedAt || stale.length > 0);
  role.disabled = !roles.length;
  const form = h(
    'form',
    { class: 'desk-form', id: 'sign-form', 'aria-labelledby': 'sign-form-title' },
    h('h2', { id: 'sign-form-title', tabindex: -1 }, t('deskGame.signTitle')),
    field(t('deskGame.signRole'), role, open ? (stale.length ? t('deskGame.signAgain') : undefined) : t(game.certifiedAt ? 'deskGame.signAfterCertified' : 'deskGame.signBeforeFinal')),
    field(t('deskGame.signName'), name, t('deskGame.signNameHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', disabled: !open }, t('deskGame.signSubmit'))),
  );
  onSubmit(
    form,
    async () => {
      try {
        await request(DeskSignGameSheetDocument, { gameId: game.id, input: { role: role.value as SignOffRole, name: name.value.trim() } }, token());
      } catch (error) {
        // The rulebook's refusal names no field (the game not over, already certified): it is put beside the role.
        if (error instanceof Refusal && !error.fields.length && !TOKEN_CODES.has(error.code)) throw new Refusal(error.code, error.message, [{ field: 'role', message: error.message }]);
        throw error;
      }
      await refresh('sign-offs');
    },
    { name: 'sign-name', role: 'sign-role' },
  );
  return form;
}

/** Certifies a game that is over, saying first what keeps it from being certified (its status, a signature missing). */
export function certifySection(game: Game, refresh: Refresh): HTMLElement {
  const closed = CLOSED.has(game.status);
  const can = closed && !game.certifiedAt;
  const button = h('button', { type: 'button', class: 'primary', id: 'certify', disabled: !can, 'aria-describedby': 'certify-hint' }, t('deskGame.certify'));
  const missing = ROLES.filter((r) => !game.signOffs.some((s) => s.role === r)).map((r) => t(`deskGame.role.${r}`));
  const hint = game.certifiedAt
    ? t('deskGame.certifiedAlready')
    : !closed
      ? t('deskGame.certifyNotFinal', { status: t(`common.status.${game.status}`) })
      : missing.length
        ? t('deskGame.certifyMissing', { roles: missing.join(', ') })
        : t('deskGame.certifyReady');
  const error = h('p', { class: 'field-error', id: 'certify-error', role: 'alert', hidden: true });
  button.addEventListener('click', () => {
    if (!confirm(t('deskGame.certifyConfirm', { home: game.home.name, away: game.away.name }))) return;
    button.disabled = true;
    error.hidden = true;
    void request(DeskCertifyGameDocument, { gameId: game.id }, token())
      .then(() => refresh('certification'))
      .catch((e: unknown) => {
        button.disabled = false;
        if (handleTokenRefusal(e)) return;
        error.textContent = e instanceof Error ? e.message : String(e);
        error.hidden = false;
      });
  });
  return h(
    'section',
    { class: 'desk-form', id: 'certify-section', 'aria-labelledby': 'certify-title' },
    h('h2', { id: 'certify-title' }, t('deskGame.certifyTitle')),
    h('p', { class: 'hint muted', id: 'certify-hint' }, hint),
    h('div', { class: 'actions' }, button),
    error,
  );
}

/** Moves a game not yet started to another time or venue, cancels it with a reason, or deletes it. */
export function moveSection(game: Game, refresh: Refresh): HTMLElement {
  const zone = game.division.competition.timeZone;
  const movable = game.status === 'SCHEDULED';
  const startsAt = input('move-starts', { type: 'datetime-local', required: true, value: `${localDate(game.startsAt, zone)}T${localTime(game.startsAt, zone).slice(0, 5)}`, disabled: !movable });
  const venue = input('move-venue', { maxlength: VENUE_MAX, autocomplete: 'off', value: game.venue ?? '', disabled: !movable });
  const move = h(
    'form',
    { class: 'desk-form', id: 'move-form', 'aria-labelledby': 'move-title' },
    h('h2', { id: 'move-title', tabindex: -1 }, t('deskGame.moveTitle')),
    movable ? null : h('p', { class: 'hint muted' }, t('deskGame.moveLocked', { status: t(`common.status.${game.status}`) })),
    field(t('deskGame.moveStarts', { zone }), startsAt),
    field(t('deskGame.moveVenue'), venue, t('deskGame.moveVenueHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', disabled: !movable }, t('deskGame.moveSubmit'))),
  );
  onSubmit(
    move,
    async () => {
      const place = venue.value.trim();
      await request(DeskRescheduleGameDocument, { gameId: game.id, startsAt: zonedToIso(startsAt.value, zone), ...(place ? { venue: place } : {}) }, token());
      await refresh('game-summary');
    },
    { startsAt: 'move-starts', venue: 'move-venue' },
  );

  const cancellable = game.status === 'SCHEDULED';
  const reason = input('cancel-reason', { required: true, maxlength: REASON_MAX, autocomplete: 'off', disabled: !cancellable });
  const cancel = h(
    'form',
    { class: 'desk-form', id: 'cancel-form', 'aria-labelledby': 'cancel-title' },
    h('h2', { id: 'cancel-title' }, t('deskGame.cancelTitle')),
    h('p', { class: 'hint muted' }, cancellable ? t('deskGame.cancelHint') : t('deskGame.cancelLocked', { status: t(`common.status.${game.status}`) })),
    field(t('deskGame.cancelReason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'danger', disabled: !cancellable }, t('deskGame.cancelSubmit'))),
  );
  onSubmit(
    cancel,
    async () => {
      if (!confirm(t('deskGame.cancelConfirm', { home: game.home.name, away: game.away.name }))) return;
      await request(DeskCancelGameDocument, { gameId: game.id, reason: reason.value.trim() }, token());
      await refresh('game-summary');
    },
    { reason: 'cancel-reason' },
  );
  const deletable = game.status === 'SCHEDULED';
  const remove = h(
    'section',
    { class: 'desk-form', id: 'delete-game', 'aria-labelledby': 'delete-game-title' },
    h('h2', { id: 'delete-game-title' }, t('deskRest.deleteGame.title')),
    h('p', { class: 'hint muted' }, t(deletable ? 'deskRest.deleteGame.hint' : 'deskRest.deleteGame.locked')),
    deletable
      ? deleteButton({
          id: 'delete-game-button',
          label: t('deskRest.delete.named', { name: versusText(game.home.name, game.away.name) }),
          confirmText: t('deskRest.delete.confirm', { name: versusText(game.home.name, game.away.name) }),
          remove: () => request(DeskDeleteGameDocument, { id: game.id }, token()),
          after: () => {
            location.hash = `#/competitions/${encodeURIComponent(game.division.competition.id)}`;
          },
        })
      : null,
  );
  return h('div', { class: 'move-tools' }, move, cancel, remove);
}
