import type { DeskImportReportFragment } from '../generated/graphql';
import { h } from '../lib/dom';
import { locale, t } from '../lib/i18n';
import { field, showError, clearErrors } from './forms';

/** The largest file the API takes (docs/open-data.md, "The file"); checked here before sending. */
const MAX_BYTES = 900_000;

export interface CsvPanelOptions {
  /** prefix of the panel's element ids (unique on the page) */
  id: string;
  title: string;
  /** what the template's first line and an example row hold */
  template: { fileName: string; csv: string };
  /** columns, in words, shown under the field */
  hint: string;
  run(csv: string, dryRun: boolean): Promise<DeskImportReportFragment>;
  /** after the rows were stored */
  onStored(report: DeskImportReportFragment): void;
  /** a report to show from the start: the import just stored, once the view is drawn again */
  shown?: DeskImportReportFragment;
}

/**
 * A spreadsheet import: paste or choose a CSV file, "Check" (a dry run: the server checks every
 * row and stores nothing), see each row's problems, then "Import" — enabled only once the same
 * text was checked with no problem. The server imports in one transaction either way.
 */
export function csvPanel(options: CsvPanelOptions): HTMLElement {
  const { id } = options;
  const text = h('textarea', { id: `${id}-csv`, name: `${id}-csv`, rows: 6, spellcheck: 'false', required: true });
  const file = h('input', { id: `${id}-file`, name: `${id}-file`, type: 'file', accept: '.csv,text/csv,text/plain' });
  const check = h('button', { type: 'submit', class: 'primary' }, t('desk.csv.check'));
  const save = h('button', { type: 'button', disabled: true, 'aria-describedby': `${id}-why` }, t('desk.csv.import'));
  const why = h('p', { id: `${id}-why`, class: 'hint muted' }, t('desk.csv.checkFirst'));
  const progress = h('progress', { id: `${id}-progress`, hidden: true, 'aria-label': t('desk.csv.working') });
  const result = h('div', { id: `${id}-result`, class: 'import-result', 'aria-live': 'polite' });
  const template = URL.createObjectURL(new Blob([options.template.csv], { type: 'text/csv' }));
  let checked: string | undefined;
  if (options.shown) {
    result.append(reportView(id, options.shown));
    why.textContent = t('desk.csv.imported', { count: options.shown.rows });
  }

  const form = h(
    'form',
    { class: 'csv-panel', id: `${id}-form`, 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, options.title),
    field(t('desk.csv.paste'), text, options.hint),
    field(t('desk.csv.file'), file),
    h('p', {}, h('a', { href: template, download: options.template.fileName }, t('desk.csv.template', { file: options.template.fileName }))),
    h('div', { class: 'actions' }, check, save),
    why,
    progress,
    result,
  );

  const invalidate = () => {
    checked = undefined;
    save.disabled = true;
    why.textContent = t('desk.csv.checkFirst');
  };
  text.addEventListener('input', invalidate);
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      showError(form, new Error(t('desk.csv.fileTooLarge', { file: chosen.name, size: chosen.size.toLocaleString(locale()), max: MAX_BYTES.toLocaleString(locale()) })));
      return;
    }
    void chosen.text().then((content) => {
      text.value = content;
      invalidate();
      clearErrors(form);
    });
  });

  const run = async (dryRun: boolean) => {
    const csv = text.value;
    if (new TextEncoder().encode(csv).length > MAX_BYTES) throw new Error(t('desk.csv.tooLarge', { max: MAX_BYTES.toLocaleString(locale()) }));
    progress.hidden = false;
    check.disabled = true;
    save.disabled = true;
    try {
      const report = await options.run(csv, dryRun);
      result.replaceChildren(reportView(id, report));
      if (dryRun && !report.problems.length) {
        checked = csv;
        save.disabled = false;
        why.textContent = t('desk.csv.allValid', { count: report.rows });
      } else if (dryRun) {
        why.textContent = t('desk.csv.mend');
      } else if (report.stored) {
        invalidate();
        why.textContent = t('desk.csv.imported', { count: report.rows });
        options.onStored(report);
      }
    } finally {
      progress.hidden = true;
      check.disabled = false;
      if (checked !== undefined && checked === text.value) save.disabled = false;
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearErrors(form);
    run(true).catch((error: unknown) => showError(form, error));
  });
  save.addEventListener('click', () => {
    clearErrors(form);
    run(false).catch((error: unknown) => showError(form, error));
  });
  return form;
}

/** What the server said about the rows: counts, then a table of problems by line. */
function reportView(id: string, report: DeskImportReportFragment): HTMLElement {
  const verb = t(report.stored ? 'desk.csv.stored' : report.dryRun ? 'desk.csv.checked' : 'desk.csv.notStored');
  const summary = h(
    'p',
    { id: `${id}-summary`, class: report.problems.length ? 'import-bad' : 'import-good', tabindex: -1 },
    t('desk.csv.summary', { verb, rows: report.rows, created: report.created, matched: report.matched }) + (report.problems.length ? t('desk.csv.problems', { count: report.problems.length }) : '.'),
  );
  const ignored = report.ignoredColumns.length ? h('p', { class: 'muted' }, t('desk.csv.ignored', { columns: report.ignoredColumns.join(', ') })) : null;
  const warnings = warningsView(id, report);
  if (!report.problems.length) return h('div', {}, summary, ignored, warnings);
  const rows = report.problems.map((p) => h('tr', { 'data-line': p.line ?? '' }, h('td', {}, p.line ?? '–'), h('td', { class: 'text' }, p.column ?? ''), h('td', { class: 'text' }, p.message)));
  return h(
    'div',
    {},
    summary,
    ignored,
    h(
      'table',
      { id: `${id}-problems` },
      h('caption', {}, t('desk.csv.rowsToMend')),
      h(
        'thead',
        {},
        h('tr', {}, h('th', { scope: 'col' }, t('desk.csv.line')), h('th', { scope: 'col', class: 'text' }, t('desk.csv.column')), h('th', { scope: 'col', class: 'text' }, t('desk.csv.problem'))),
      ),
      h('tbody', {}, ...rows),
    ),
    warnings,
  );
}

/**
 * R84: the rows the rules let onto the roster but not into a game yet (under age, no waiver, no
 * registration form), by line: never a refusal, said so nobody is left off a sheet without a word.
 */
function warningsView(id: string, report: DeskImportReportFragment): HTMLElement | null {
  if (!report.warnings.length) return null;
  return h(
    'table',
    { id: `${id}-warnings`, class: 'import-warnings' },
    h('caption', {}, t('desk.csv.warningsCaption')),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, t('desk.csv.line')), h('th', { scope: 'col', class: 'text' }, t('desk.csv.column')), h('th', { scope: 'col', class: 'text' }, t('desk.csv.warning'))),
    ),
    h(
      'tbody',
      {},
      ...report.warnings.map((w) =>
        h('tr', { 'data-warning-line': w.line ?? '', 'data-code': w.code }, h('td', {}, w.line ?? '–'), h('td', { class: 'text' }, w.column ?? ''), h('td', { class: 'text' }, w.message)),
      ),
    ),
  );
}
