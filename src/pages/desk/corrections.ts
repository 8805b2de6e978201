import {
  DeskAddNewPlayerDocument,
  DeskClearCoachPinDocument,
  DeskCorrectPlayerDocument,
  DeskCorrectRosterEntryDocument,
  type DeskCompetitionQuery,
  DeskDeletePlayerDocument,
  DeskMarkWaiverDocument,
  DeskRecordRegistrationDocument,
  DeskRemoveFromRosterDocument,
  DeskRenameTeamDocument,
  DeskSetCoachPinDocument,
  DeskTeamRosterDocument,
  type DeskTeamRosterQuery,
  type GameStage,
  type Position,
} from '../generated/graphql';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { locale, t } from '../lib/i18n';
import { deleteButton } from './delete-button';
import { clearErrors, field, input, onSubmit, select, showError } from './forms';
import { handleTokenRefusal, token } from './session';
import { loadCannotDress } from './cannot-dress';
import './desk-more.css';

/**
 * Corrections on the desk: a team renamed in place in its division's list, a player's name and
 * birth date, a roster entry's number and position, a player taken off a roster and, if he was
 * entered in error, deleted (refused, with the reason beside the button, while anything still
 * refers to him, R64) — each through
 * the API's corrections (kept in the audit trail), each refusal shown beside its field.
 */

type Division = NonNullable<DeskCompetitionQuery['competition']>['divisions'][number];
type Team = Division['teams'][number];
type Entry = NonNullable<DeskTeamRosterQuery['team']>['roster'][number];
type Refresh = (focusId?: string) => Promise<void>;

/** What the roster screen needs of its competition's rules (R84). */
export interface RosterRules {
  /** Cole Harbour after the draw: an addition needs the Tournament Official's clearance (000:7) */
  needsClearance: boolean;
  /** the safety waiver is checked (000:10; Ruleset.waiverRequired) */
  waiverRequired: boolean;
}

/** The rosters open for correction, kept open when the view is drawn again after a change. */
const openRosters = new Set<string>();
/** The control to focus once a roster drawn again has loaded. */
let focusAfterLoad: string | undefined;
/** The player last taken off a roster here, offered for deletion when he was entered in error (R64). */
let lastRemoved: { teamId: string; playerId: string; name: string } | undefined;
/** The player last added here, said above the roster once it is drawn again. */
let lastAdded: { teamId: string; text: string } | undefined;

/** A game's stage beside its status, where it is not the usual one (round robin, regular season). */
export function stageText(stage: GameStage): string {
  return stage === 'ROUND_ROBIN' || stage === 'REGULAR_SEASON' ? '' : ` · ${t(`words.stage.${stage}`)}`;
}

/** A team's name in its division's list, with a Rename button that turns it into a small form. */
export function teamNameCell(team: Pick<Team, 'id' | 'name'>, refresh: Refresh, focusAfter: string): HTMLElement {
  const cell = h('span', { class: 'team-name-cell' });
  const show = () => {
    const rename = h('button', { type: 'button', class: 'link', id: `rename-${team.id}`, 'aria-label': t('deskMore.corrections.renameNamed', { team: team.name }) }, t('deskMore.corrections.rename'));
    rename.addEventListener('click', edit);
    cell.replaceChildren(h('span', { class: 'team-name' }, team.name), rename);
  };
  const edit = () => {
    const name = input(`rename-${team.id}-name`, { required: true, maxlength: 100, autocomplete: 'off', value: team.name });
    const reason = input(`rename-${team.id}-reason`, { maxlength: 500, autocomplete: 'off' });
    const cancel = h('button', { type: 'button', class: 'link' }, t('deskMore.corrections.cancel'));
    const form = h(
      'form',
      { class: 'rename-form', id: `rename-${team.id}-form`, 'aria-label': t('deskMore.corrections.renameNamed', { team: team.name }) },
      field(t('deskMore.corrections.newName', { team: team.name }), name),
      field(t('deskMore.corrections.reason'), reason),
      h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.corrections.save')), cancel),
    );
    cancel.addEventListener('click', () => {
      show();
      document.getElementById(`rename-${team.id}`)?.focus();
    });
    onSubmit(
      form,
      async () => {
        await request(DeskRenameTeamDocument, { id: team.id, input: { name: name.value.trim(), ...(reason.value.trim() ? { reason: reason.value.trim() } : {}) } }, token());
        await refresh(focusAfter);
      },
      { name: name.id, reason: reason.id },
    );
    cell.replaceChildren(form);
    name.focus();
    name.select();
  };
  show();
  return cell;
}

/** Each team's roster, behind a disclosure, its entries correctable one by one. */
export function rosterCorrections(division: Division, refresh: Refresh, rules: RosterRules): HTMLElement {
  return h('div', { class: 'roster-fix', id: `roster-fix-${division.id}` }, ...division.teams.map((team) => rosterDisclosure(team, refresh, rules)));
}

function rosterDisclosure(team: Team, refresh: Refresh, rules: RosterRules): HTMLElement {
  const body = h('div', { id: `roster-fix-${team.id}` });
  const details = h('details', { open: openRosters.has(team.id) }, h('summary', { id: `roster-fix-${team.id}-summary` }, t('deskMore.corrections.roster', { team: team.name })), body);
  const load = () => {
    body.replaceChildren(h('p', { class: 'muted', role: 'status' }, t('deskMore.corrections.rosterLoading')));
    Promise.all([request(DeskTeamRosterDocument, { id: team.id }, token()), loadCannotDress(team.id)])
      .then(([{ team: read }, cannotDress]) => {
        const added = lastAdded?.teamId === team.id ? h('p', { class: 'import-good', id: `add-player-${team.id}-done`, role: 'status', tabindex: -1 }, lastAdded.text) : null;
        lastAdded = undefined;
        body.replaceChildren(
          added ?? '',
          cannotDress ?? '',
          rosterList(team, read?.roster ?? [], refresh, read?.division.competition.id ?? '', rules),
          addPlayerForm(team, refresh, rules),
          coachPinForm(team, read?.coachPinSet === true, load),
        );
        if (focusAfterLoad) document.getElementById(focusAfterLoad)?.focus();
        focusAfterLoad = undefined;
      })
      .catch((error: unknown) => {
        if (!handleTokenRefusal(error)) body.replaceChildren(h('p', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
      });
  };
  details.addEventListener('toggle', () => {
    if (details.open) {
      openRosters.add(team.id);
      load();
    } else openRosters.delete(team.id);
  });
  return details;
}

function rosterList(team: Team, roster: readonly Entry[], refresh: Refresh, competitionId: string, rules: RosterRules): HTMLElement {
  const removed = lastRemoved?.teamId === team.id ? removedNotice(team, lastRemoved, refresh) : null;
  if (!roster.length) return h('div', {}, removed, h('p', { class: 'muted' }, t('deskMore.corrections.rosterEmpty')));
  const sorted = [...roster].sort((a, b) => a.number - b.number);
  return h(
    'div',
    {},
    removed,
    h(
      'ul',
      { class: 'cards roster-entries', 'aria-label': t('deskMore.corrections.rosterCaption', { team: team.name }) },
      ...sorted.map((entry) => entryItem(team, entry, refresh, competitionId, rules)),
    ),
  );
}

/**
 * After a player is taken off the roster: he may have been entered in error (a duplicate, a typo
 * made into a new player). He can then be deleted — only once nothing refers to him any more (no
 * other roster, no game, suspension, fine or registration: R64), the server's refusal shown
 * beside the button otherwise. Deleting from a roster entry would always be refused, the entry
 * itself referring to him.
 */
function removedNotice(team: Team, removed: NonNullable<typeof lastRemoved>, refresh: Refresh): HTMLElement {
  const reason = input(`removed-${removed.playerId}-reason`, { maxlength: 500, autocomplete: 'off' });
  return h(
    'div',
    { class: 'desk-form removed-notice', id: `removed-${removed.playerId}`, role: 'status' },
    h('p', {}, t('deskMore.corrections.removedNotice', { player: removed.name, team: team.name })),
    h('p', { class: 'hint muted' }, t('deskMore.corrections.deletePlayerHint')),
    field(t('deskMore.corrections.reason'), reason),
    h(
      'p',
      {},
      deleteButton({
        id: `removed-${removed.playerId}-delete`,
        label: t('deskMore.corrections.deleteRemoved', { player: removed.name }),
        confirmText: t('deskRest.delete.confirm', { name: removed.name }),
        remove: () => request(DeskDeletePlayerDocument, { id: removed.playerId, ...(reason.value.trim() ? { reason: reason.value.trim() } : {}) }, token()),
        after: () => {
          lastRemoved = undefined;
          return refresh(`roster-fix-${team.id}-summary`);
        },
      }),
    ),
  );
}

/** The birth date as the desk shows it; an ADMIN's token always reads it (Player.born is private). */
function birthText(date: string | null): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(locale(), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

function entryItem(team: Team, entry: Entry, refresh: Refresh, competitionId: string, rules: RosterRules): HTMLElement {
  const e = entry.id;
  const who = { number: entry.number, player: entry.player.name, team: team.name };
  const afterChange = async () => {
    focusAfterLoad = `entry-${e}-summary`;
    await refresh(`roster-fix-${team.id}-summary`);
  };

  const name = input(`entry-${e}-name`, { required: true, maxlength: 200, autocomplete: 'off', value: entry.player.name });
  const birthDate = input(`entry-${e}-birth`, { type: 'date', required: true, value: entry.player.born ?? '', min: '1900-01-01' });
  const reason = input(`entry-${e}-reason`, { maxlength: 500, autocomplete: 'off' });
  const playerForm = h(
    'form',
    { class: 'desk-form', id: `entry-${e}-player`, 'aria-labelledby': `entry-${e}-player-title` },
    h('h3', { id: `entry-${e}-player-title` }, t('deskMore.corrections.playerTitle')),
    field(t('deskMore.corrections.playerName'), name),
    field(t('deskMore.corrections.birthDate'), birthDate),
    field(t('deskMore.corrections.reason'), reason),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.corrections.playerSave'))),
  );
  onSubmit(
    playerForm,
    async () => {
      const changed = {
        ...(name.value.trim() !== entry.player.name ? { name: name.value.trim() } : {}),
        ...(birthDate.value !== (entry.player.born ?? '') ? { born: birthDate.value } : {}),
      };
      if (!Object.keys(changed).length) return;
      await request(DeskCorrectPlayerDocument, { id: entry.player.id, input: { ...changed, ...(reason.value.trim() ? { reason: reason.value.trim() } : {}) } }, token());
      await afterChange();
    },
    { name: name.id, born: birthDate.id, birthDate: birthDate.id, reason: reason.id },
  );

  const number = input(`entry-${e}-number`, { type: 'number', required: true, min: 0, max: 99, value: entry.number });
  const position = select(
    `entry-${e}-position`,
    (['SKATER', 'GOALIE'] as const).map((p): [string, string] => [p, t(`deskMore.corrections.${p}`)]),
    entry.position,
  );
  const clearance = input(`entry-${e}-clearance`, { maxlength: 500, autocomplete: 'off' });
  const entryForm = h(
    'form',
    { class: 'desk-form', id: `entry-${e}-entry`, 'aria-labelledby': `entry-${e}-entry-title` },
    h('h3', { id: `entry-${e}-entry-title` }, t('deskMore.corrections.entryTitle')),
    field(t('deskMore.corrections.number'), number),
    field(t('deskMore.corrections.position'), position),
    field(t('deskMore.corrections.clearance'), clearance, t('deskMore.corrections.clearanceHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.corrections.entrySave'))),
  );
  onSubmit(
    entryForm,
    async () => {
      const changed = {
        ...(Number(number.value) !== entry.number ? { number: Number(number.value) } : {}),
        ...(position.value !== entry.position ? { position: position.value as Position } : {}),
      };
      if (!Object.keys(changed).length) return;
      await request(DeskCorrectRosterEntryDocument, { id: e, input: { ...changed, ...(clearance.value.trim() ? { clearance: clearance.value.trim() } : {}) } }, token());
      await afterChange();
    },
    { number: number.id, position: position.id, clearance: clearance.id },
  );

  const remove = h('button', { type: 'button', class: 'link danger', 'aria-label': t('deskMore.corrections.removeNamed', who) }, t('deskMore.corrections.remove'));
  remove.addEventListener('click', () => {
    if (!confirm(t('deskMore.corrections.removeConfirm', who))) return;
    remove.disabled = true;
    const cleared = clearance.value.trim();
    void request(DeskRemoveFromRosterDocument, { id: e, ...(cleared ? { clearance: cleared } : {}) }, token())
      .then(() => {
        lastRemoved = { teamId: team.id, playerId: entry.player.id, name: entry.player.name };
        focusAfterLoad = `removed-${entry.player.id}`;
        return refresh(`roster-fix-${team.id}-summary`);
      })
      .catch((error: unknown) => {
        remove.disabled = false;
        if (!handleTokenRefusal(error)) showError(entryForm, error, { clearance: clearance.id });
      });
  });

  return h(
    'li',
    { 'data-entry': e },
    rules.waiverRequired ? waiverLine(entry, afterChange) : null,
    formLine(entry, competitionId, afterChange),
    h(
      'details',
      {},
      h('summary', { id: `entry-${e}-summary` }, `#${entry.number} ${entry.player.name} · ${t(`deskMore.corrections.${entry.position}`)} · ${birthText(entry.player.born)}`),
      h('div', { class: 'entry-fix' }, playerForm, entryForm),
      h('div', { class: 'actions' }, remove),
    ),
  );
}

/**
 * League 004:13 (R42, R69): whether the league has the player's signed registration form, and a
 * button to record it as received now. Outside the entry's disclosure, so a desk sees at a glance
 * who still owes a form.
 */
function formLine(entry: Entry, competitionId: string, afterChange: () => Promise<void>): HTMLElement {
  const e = entry.id;
  if (entry.registrationReceivedAt) {
    const on = new Date(entry.registrationReceivedAt).toLocaleDateString(locale(), { year: 'numeric', month: 'short', day: 'numeric' });
    return h('p', { class: 'form-status form-received', id: `entry-${e}-form` }, t('deskMore.registration.received', { date: on }));
  }
  const who = { number: entry.number, player: entry.player.name };
  const record = h('button', { type: 'button', class: 'secondary', id: `entry-${e}-form-record`, 'aria-label': t('deskMore.registration.recordNamed', who) }, t('deskMore.registration.record'));
  const line = h('p', { class: 'form-status form-missing', id: `entry-${e}-form` }, h('span', { class: 'badge' }, t('deskMore.registration.missing')), ' ', record);
  record.addEventListener('click', () => {
    record.disabled = true;
    void request(DeskRecordRegistrationDocument, { playerId: entry.player.id, competitionId }, token())
      .then(afterChange)
      .catch((error: unknown) => {
        record.disabled = false;
        if (!handleTokenRefusal(error)) line.append(h('span', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
      });
  });
  return line;
}

/**
 * R84: whether the player's safety waiver is on file for this team (his entry's, or his own), and a
 * button to mark it signed — there only while it is not, disabled while the request is out. Not a
 * roster change: no clearance is asked after the draw.
 */
function waiverLine(entry: Entry, afterChange: () => Promise<void>): HTMLElement {
  const e = entry.id;
  if (entry.waiverSigned || entry.player.waiverSigned) return h('p', { class: 'form-status form-received', id: `entry-${e}-waiver` }, t('deskMore.waiver.signed'));
  const who = { number: entry.number, player: entry.player.name };
  const mark = h('button', { type: 'button', class: 'secondary', id: `entry-${e}-waiver-mark`, 'aria-label': t('deskMore.waiver.markNamed', who) }, t('deskMore.waiver.mark'));
  const line = h('p', { class: 'form-status form-missing', id: `entry-${e}-waiver` }, h('span', { class: 'badge' }, t('deskMore.waiver.missing')), ' ', mark);
  mark.addEventListener('click', () => {
    mark.disabled = true;
    void request(DeskMarkWaiverDocument, { id: e }, token())
      .then(afterChange)
      .catch((error: unknown) => {
        mark.disabled = false;
        if (!handleTokenRefusal(error)) line.append(h('span', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
      });
  });
  return line;
}

/**
 * R84: a player added on game day — name, birth date, number, position, waiver, and after a Cole
 * Harbour draw the Tournament Official's clearance (000:7) — in one request that creates and
 * rosters him, so a refusal (shown beside its field) stores nothing.
 */
function addPlayerForm(team: Team, refresh: Refresh, rules: RosterRules): HTMLElement {
  const id = `add-player-${team.id}`;
  const name = input(`${id}-name`, { required: true, maxlength: 120, autocomplete: 'off' });
  const birthDate = input(`${id}-birth`, { type: 'date', required: true, min: '1900-01-01' });
  const number = input(`${id}-number`, { type: 'number', required: true, min: 0, max: 99 });
  const position = select(
    `${id}-position`,
    (['SKATER', 'GOALIE'] as const).map((p): [string, string] => [p, t(`deskMore.corrections.${p}`)]),
    'SKATER',
  );
  const waiver = h('input', { type: 'checkbox', id: `${id}-waiver`, name: `${id}-waiver` });
  const clearance = rules.needsClearance ? input(`${id}-clearance`, { required: true, maxlength: 500, autocomplete: 'off' }) : null;
  const form = h(
    'form',
    { class: 'desk-form add-player', id, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, t('deskMore.addPlayer.title', { team: team.name })),
    h(
      'div',
      { class: 'entry-fix' },
      field(t('deskMore.addPlayer.name'), name),
      field(t('deskMore.addPlayer.birthDate'), birthDate),
      field(t('deskMore.addPlayer.number'), number),
      field(t('deskMore.addPlayer.position'), position),
    ),
    h('div', { class: 'field' }, h('label', { class: 'check', for: waiver.id }, waiver, ' ', t('deskMore.addPlayer.waiver')), h('p', { id: `${waiver.id}-error`, class: 'field-error', hidden: true })),
    clearance ? field(t('deskMore.addPlayer.clearance'), clearance, t('deskMore.addPlayer.clearanceHint')) : null,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.addPlayer.submit'))),
  );
  onSubmit(
    form,
    async () => {
      const player = name.value.replace(/\s+/g, ' ').trim();
      const added = await request(
        DeskAddNewPlayerDocument,
        {
          input: {
            teamId: team.id,
            name: player,
            born: birthDate.value,
            number: Number(number.value),
            position: position.value as Position,
            waiverSigned: waiver.checked,
            ...(clearance?.value.trim() ? { clearance: clearance.value.trim() } : {}),
          },
        },
        token(),
      );
      lastAdded = { teamId: team.id, text: t('deskMore.addPlayer.added', { number: added.addNewPlayerToRoster.number, player, team: team.name }) };
      focusAfterLoad = `${id}-done`;
      openRosters.add(team.id);
      await refresh(`roster-fix-${team.id}-summary`);
    },
    { name: name.id, born: birthDate.id, birthDate: birthDate.id, number: number.id, position: position.id, waiverSigned: waiver.id, ...(clearance ? { clearance: clearance.id } : {}) },
  );
  return form;
}

/** The message of the last PIN change here, said in the PIN's section once it is drawn again. */
let lastPinChange: { teamId: string; text: string } | undefined;

/**
 * R80: the team's coach PIN, with which its coach signs the game sheet at the rink's tablet. The
 * section says whether one is set, never the PIN itself; Set is enabled once the field holds 4 to 8
 * digits, Clear only while one is set, after a confirmation. A refusal is shown beside the field.
 */
function coachPinForm(team: Team, pinSet: boolean, reload: () => void): HTMLElement {
  const id = `coach-pin-${team.id}`;
  const pin = input(`${id}-pin`, { type: 'password', inputmode: 'numeric', autocomplete: 'off', minlength: 4, maxlength: 8, pattern: '[0-9]{4,8}' });
  const set = h('button', { type: 'submit', class: 'primary', id: `${id}-set`, disabled: true }, t('deskMore.coachPin.set'));
  const clear = h('button', { type: 'button', class: 'secondary', id: `${id}-clear`, disabled: !pinSet }, t('deskMore.coachPin.clear'));
  const done = lastPinChange?.teamId === team.id ? h('p', { class: 'import-good', id: `${id}-done`, role: 'status', tabindex: -1 }, lastPinChange.text) : null;
  lastPinChange = undefined;
  const form = h(
    'form',
    { class: 'desk-form coach-pin', id, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, t('deskMore.coachPin.title', { team: team.name })),
    h('p', { id: `${id}-state`, 'data-pin-set': String(pinSet) }, t(pinSet ? 'deskMore.coachPin.isSet' : 'deskMore.coachPin.notSet')),
    done,
    field(t('deskMore.coachPin.pin'), pin, t('deskMore.coachPin.hint')),
    // A refusal that names no field (the team gone meanwhile) is said here, beside the field, not above the form.
    h('p', { class: 'form-error', id: `${id}-error`, role: 'alert', hidden: true }),
    h('div', { class: 'actions' }, set, clear),
  );
  const valid = () => /^\d{4,8}$/.test(pin.value);
  pin.addEventListener('input', () => {
    set.disabled = !valid();
  });
  const changed = (text: string) => {
    lastPinChange = { teamId: team.id, text };
    focusAfterLoad = `${id}-done`;
    reload();
  };
  const fieldIds = { pin: pin.id, teamId: pin.id };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (set.disabled || !valid()) return;
    set.disabled = true;
    clearErrors(form);
    void request(DeskSetCoachPinDocument, { teamId: team.id, pin: pin.value }, token())
      .then(() => changed(t('deskMore.coachPin.wasSet', { team: team.name })))
      .catch((error: unknown) => {
        set.disabled = !valid();
        if (!handleTokenRefusal(error)) showError(form, error, fieldIds);
      });
  });
  clear.addEventListener('click', () => {
    if (!confirm(t('deskMore.coachPin.clearConfirm', { team: team.name }))) return;
    clear.disabled = true;
    clearErrors(form);
    void request(DeskClearCoachPinDocument, { teamId: team.id }, token())
      .then(() => changed(t('deskMore.coachPin.wasCleared', { team: team.name })))
      .catch((error: unknown) => {
        clear.disabled = false;
        if (!handleTokenRefusal(error)) showError(form, error, fieldIds);
      });
  });
  return form;
}
