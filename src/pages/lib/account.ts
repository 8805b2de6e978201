import { h } from './dom';
import { locale, moneyText, t } from './i18n';

/** A league team's account as the pages ask for it (Team.account): the desk and the coach page show it alike. */
export interface AccountView {
  feesPaidCents: number;
  refundedCents: number;
  retainedCents: number;
  refundableCents: number;
  withdrawnAt?: string | null;
  billsOwedCents: number;
  finesOwedCents: number;
  bonds: ReadonlyArray<{ entry: { id: string }; player?: { name: string } | null; heldCents: number; deductedCents: number; returnCents: number; returnedAt?: string | null }>;
  entries: ReadonlyArray<{ id: string; kind: string; amountCents: number; description?: string | null; at: string; paidAt?: string | null; player?: { name: string } | null }>;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(locale(), { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * League 004:1-3 (R70, R71): fees paid, what the league keeps and may still give back, bills and
 * fines owed, each bond with its deduction and return, then every entry. Plain text and one table
 * that scrolls inside its own box on a phone.
 */
export function accountBody(account: AccountView): HTMLElement {
  const w = (key: string, values?: Record<string, unknown>) => t(`coach.account.${key}`, values);
  const line = (id: string, label: string, cents: number) => h('li', { id }, label, h('strong', {}, moneyText(cents)));
  const summary = h(
    'ul',
    { class: 'account-summary' },
    line('account-fees', w('fees'), account.feesPaidCents),
    account.refundedCents ? line('account-refunded', w('refunded'), account.refundedCents) : null,
    account.withdrawnAt ? h('li', { id: 'account-withdrawn' }, w('withdrawn', { date: day(account.withdrawnAt) })) : null,
    account.withdrawnAt ? line('account-retained', w('retained'), account.retainedCents) : null,
    account.withdrawnAt ? line('account-refundable', w('refundable'), account.refundableCents) : null,
    line('account-bills', w('billsOwed'), account.billsOwedCents),
    line('account-fines', w('finesOwed'), account.finesOwedCents),
    ...account.bonds.map((b) => {
      const said = { who: b.player?.name ?? w('theTeam'), held: moneyText(b.heldCents), deducted: moneyText(b.deductedCents), back: moneyText(b.returnCents) };
      return h('li', { 'data-bond': b.entry.id }, b.returnedAt ? w('bondReturned', { ...said, date: day(b.returnedAt) }) : w('bond', said));
    }),
  );
  const rows = account.entries.map((e) =>
    h(
      'tr',
      { 'data-account-entry': e.id },
      h('td', { class: 'text' }, day(e.at)),
      h('th', { scope: 'row', class: 'text' }, w(`kinds.${e.kind}`)),
      h('td', {}, e.kind === 'WITHDRAWAL' ? '–' : moneyText(e.amountCents)),
      h('td', { class: 'text' }, [e.player?.name, e.description, e.kind === 'BILL' ? (e.paidAt ? w('paidBill', { date: day(e.paidAt) }) : w('owedBill')) : null].filter(Boolean).join(' · ')),
    ),
  );
  const table = rows.length
    ? h(
        'div',
        { class: 'table-scroll', role: 'region', 'aria-label': w('caption'), tabindex: 0 },
        h(
          'table',
          { class: 'account-entries' },
          h('caption', {}, w('caption')),
          h('thead', {}, h('tr', {}, ...[w('date'), w('kind'), w('amount'), w('what')].map((c, i) => h('th', { scope: 'col', class: i === 2 ? '' : 'text' }, c)))),
          h('tbody', {}, ...rows),
        ),
      )
    : h('p', { class: 'muted' }, w('empty'));
  return h('div', { class: 'account' }, summary, table);
}
