import { type AccountEntryKind, DeskPayBillDocument, DeskRecordAccountEntryDocument, DeskReturnBondDocument, DeskTeamAccountDocument, type DeskTeamAccountQuery } from '../generated/graphql';
import { accountBody } from '../lib/account';
import { request } from '../lib/api';
import { h } from '../lib/dom';
import { moneyText, t } from '../lib/i18n';
import { field, input, onSubmit, select } from './forms';
import { handleTokenRefusal, token } from './session';

type Team = { id: string; name: string };
type Read = NonNullable<DeskTeamAccountQuery['team']>;

/** Disclosures the desk keeps open across its re-reads. */
const open = new Set<string>();

const KINDS: AccountEntryKind[] = ['FEE', 'BOND', 'BILL', 'REFUND', 'WITHDRAWAL'];

/**
 * League 004:1-3 (R70, R71): each team's fees and bonds, in a disclosure per team: the account as the
 * coach sees it, a form to record fees, a bond, a bill, a refund or the team's withdrawal, and a
 * button per bill still owed. What the rules refuse (a refund once the season is under way) is said
 * beside the form, nothing stored.
 */
export function moneyPanel(divisionId: string, teams: readonly Team[]): HTMLElement {
  return h('div', { class: 'money', id: `money-${divisionId}` }, h('h3', {}, t('deskMore.money.title')), ...teams.map((team) => teamMoney(team)));
}

function teamMoney(team: Team): HTMLElement {
  const body = h('div', { id: `money-${team.id}` });
  const details = h('details', { open: open.has(team.id) }, h('summary', { id: `money-${team.id}-summary` }, t('deskMore.money.team', { team: team.name })), body);
  const load = (focus?: string) => {
    body.replaceChildren(h('p', { class: 'muted', role: 'status' }, t('deskMore.money.loading')));
    request(DeskTeamAccountDocument, { id: team.id }, token())
      .then(({ team: read }) => {
        if (!read?.account) return;
        body.replaceChildren(h('div', {}, accountBody(read.account), billButtons(read, load), ...bondReturns(read, load), entryForm(read, load)));
        if (focus) document.getElementById(focus)?.focus();
      })
      .catch((error: unknown) => {
        if (!handleTokenRefusal(error)) body.replaceChildren(h('p', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
      });
  };
  details.addEventListener('toggle', () => {
    if (details.open) {
      open.add(team.id);
      load();
    } else open.delete(team.id);
  });
  if (details.open) load();
  return details;
}

function billButtons(read: Read, reload: (focus?: string) => void): HTMLElement | null {
  const owed = read.account!.entries.filter((e) => e.kind === 'BILL' && !e.paidAt);
  if (!owed.length) return null;
  return h(
    'p',
    { class: 'actions' },
    ...owed.map((bill) => {
      const button = h('button', { type: 'button', class: 'secondary', id: `bill-${bill.id}-pay` }, t('deskMore.money.pay', { what: bill.description ?? '' }));
      button.addEventListener('click', () => {
        button.disabled = true;
        void request(DeskPayBillDocument, { id: bill.id }, token())
          .then(() => reload(`money-${read.id}-summary`))
          .catch((error: unknown) => {
            button.disabled = false;
            if (!handleTokenRefusal(error)) button.after(h('span', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
          });
      });
      return button;
    }),
  );
}

/**
 * 004:3 (R72): a bond still held given back, behind a disclosure that says what its giver owes is
 * settled from it first and what goes back; the server refuses it when more is owed than it holds.
 */
function bondReturns(read: Read, reload: (focus?: string) => void): HTMLElement[] {
  return read
    .account!.bonds.filter((b) => !b.returnedAt)
    .map((b) => {
      const said = { who: b.player?.name ?? t('coach.account.theTeam'), deducted: moneyText(b.deductedCents), back: moneyText(b.returnCents) };
      const form = h(
        'form',
        { class: 'desk-form action', id: `bond-${b.entry.id}-return` },
        h('p', {}, t('deskMore.money.giveBackWhy', said)),
        h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.money.giveBackSubmit', said))),
      );
      onSubmit(form, async () => {
        await request(DeskReturnBondDocument, { id: b.entry.id }, token());
        reload(`money-${read.id}-summary`);
      });
      return h('details', { class: 'bond-return' }, h('summary', {}, t('deskMore.money.giveBack', said)), form);
    });
}

function entryForm(read: Read, reload: (focus?: string) => void): HTMLElement {
  const id = (name: string) => `money-${read.id}-${name}`;
  const kind = select(
    id('kind'),
    KINDS.map((k): [string, string] => [k, t(`coach.account.kinds.${k}`)]),
    'FEE',
  );
  const amount = input(id('amount'), { type: 'number', min: 0, max: 100000, step: '0.01', inputmode: 'decimal', autocomplete: 'off' });
  const player = select(id('player'), [['', t('deskMore.money.teamItself')], ...read.roster.map((r): [string, string] => [r.player.id, `#${r.number} ${r.player.name}`])], '');
  const description = input(id('description'), { maxlength: 200, autocomplete: 'off' });
  const form = h(
    'form',
    { class: 'desk-form', id: id('form'), 'aria-labelledby': id('form-title') },
    h('h4', { id: id('form-title') }, t('deskMore.money.record', { team: read.name })),
    field(t('deskMore.money.kind'), kind),
    field(t('deskMore.money.amount'), amount, t('deskMore.money.amountHint')),
    field(t('deskMore.money.player'), player, t('deskMore.money.playerHint')),
    field(t('deskMore.money.description'), description, t('deskMore.money.descriptionHint')),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, t('deskMore.money.save'))),
  );
  onSubmit(
    form,
    async () => {
      const k = kind.value as AccountEntryKind;
      const cents = k === 'WITHDRAWAL' || amount.value === '' ? null : Math.round(Number(amount.value) * 100);
      await request(
        DeskRecordAccountEntryDocument,
        {
          input: {
            teamId: read.id,
            kind: k,
            ...(cents !== null ? { amountCents: cents } : {}),
            ...(player.value && (k === 'BOND' || k === 'BILL') ? { playerId: player.value } : {}),
            ...(description.value.trim() ? { description: description.value.trim() } : {}),
          },
        },
        token(),
      );
      reload(`money-${read.id}-summary`);
    },
    { amountCents: amount.id, playerId: player.id, description: description.id },
  );
  return form;
}
