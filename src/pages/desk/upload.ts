import { h } from '../lib/dom';
import { currentLanguage, t } from '../lib/i18n';
import { field, select } from './forms';
import { token } from './session';

/** The largest file the server reads (src/services/export/document.ts, IMPORT_MAX_BYTES). */
const MAX_BYTES = 32 * 1_048_576;
/** Problems listed on the page; the rest are counted. */
const SHOWN_PROBLEMS = 50;

interface Problem {
  path: string;
  code: string;
  message: string;
}
/** What POST /competitions/import.json answers (src/services/export/import-report.ts). */
interface Report {
  dryRun: boolean;
  stored: boolean;
  rows: number;
  created: number;
  matched: number;
  competitionId: string | null;
  problems: Problem[];
}
/** What the page reads of a document before sending it: enough to say what it holds. */
interface Summary {
  name: string;
  divisions: number;
  teams: number;
  players: number;
  games: number;
}

/**
 * Loading a whole competition from its JSON document (docs/open-data.md, "Whole competitions"):
 * the director picks a file, the server checks it without storing anything (a dry run: every
 * problem listed with where it is), and only a file that passed — the same file, with the same id
 * choice — can then be loaded, in one transaction. A new competition opens at once.
 */
export function uploadCompetitionForm(): HTMLElement {
  const file = h('input', { id: 'upload-file', name: 'upload-file', type: 'file', accept: '.json,application/json', required: true });
  const ids = select('upload-ids', [
    ['NEW', t('deskOpenData.upload.idsNew')],
    ['KEEP', t('deskOpenData.upload.idsKeep')],
  ]);
  const check = h('button', { type: 'submit', class: 'secondary', id: 'upload-check', disabled: true }, t('deskOpenData.upload.check'));
  const load = h('button', { type: 'button', class: 'primary', id: 'upload-load', disabled: true }, t('deskOpenData.upload.load'));
  const status = h('p', { class: 'hint muted', id: 'upload-status', role: 'status' });
  const preview = h('div', { id: 'upload-preview' });
  const form = h(
    'form',
    { class: 'desk-form', id: 'upload-competition', 'aria-labelledby': 'upload-title' },
    h('h2', { id: 'upload-title' }, t('deskOpenData.upload.title')),
    h('p', { class: 'hint muted' }, t('deskOpenData.upload.hint')),
    field(t('deskOpenData.upload.file'), file),
    field(t('deskOpenData.upload.ids'), ids, t('deskOpenData.upload.idsHint')),
    h('div', { class: 'actions' }, check, load),
    status,
    preview,
  );

  /** The text that passed its dry run, and the id choice it passed with: only that may be loaded. */
  let checked: { text: string; ids: string } | null = null;
  const reset = () => {
    checked = null;
    load.disabled = true;
    check.disabled = !file.files?.length;
    preview.replaceChildren();
    status.textContent = '';
  };
  file.addEventListener('change', reset);
  ids.addEventListener('change', reset);

  const send = async (text: string, dryRun: boolean): Promise<Report> => {
    const response = await fetch(`/competitions/import.json?ids=${encodeURIComponent(ids.value)}${dryRun ? '&dryRun=1' : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: text,
    });
    const answer = (await response.json().catch(() => null)) as (Report & { errors?: Array<{ message: string }> }) | null;
    if (answer && Array.isArray(answer.problems)) return answer;
    throw new Error(t('deskOpenData.upload.refused', { status: response.status, why: answer?.errors?.[0]?.message ?? '' }));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = file.files?.[0];
    if (!chosen) return;
    reset();
    if (chosen.size > MAX_BYTES) {
      status.textContent = t('deskOpenData.upload.tooLarge', { megabytes: Math.ceil(chosen.size / 1_048_576), max: MAX_BYTES / 1_048_576 });
      return;
    }
    check.disabled = true;
    status.textContent = t('deskOpenData.upload.checking');
    void (async () => {
      try {
        const text = await chosen.text();
        const summary = summarize(text);
        if (!summary) {
          status.textContent = t('deskOpenData.upload.notJson', { file: chosen.name });
          return;
        }
        const report = await send(text, true);
        preview.replaceChildren(...previewOf(summary, report));
        if (report.problems.length === 0) {
          checked = { text, ids: ids.value };
          load.disabled = false;
          status.textContent = t('deskOpenData.upload.passed', { file: chosen.name });
        } else {
          status.textContent = t('deskOpenData.upload.failed', { count: report.problems.length });
        }
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
      } finally {
        check.disabled = !file.files?.length;
      }
    })();
  });

  load.addEventListener('click', () => {
    const passed = checked;
    if (!passed || passed.ids !== ids.value) return;
    load.disabled = true;
    check.disabled = true;
    status.textContent = t('deskOpenData.upload.loading');
    void (async () => {
      try {
        const report = await send(passed.text, false);
        if (!report.stored || !report.competitionId) {
          preview.replaceChildren(...problemList(report.problems));
          status.textContent = t('deskOpenData.upload.failed', { count: report.problems.length });
          return;
        }
        checked = null;
        status.replaceChildren(
          t('deskOpenData.upload.loaded', { rows: report.rows }),
          ' ',
          h('a', { href: `#/competitions/${encodeURIComponent(report.competitionId)}`, id: 'upload-open' }, t('deskOpenData.upload.open')),
        );
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
        load.disabled = false;
      } finally {
        check.disabled = !file.files?.length;
      }
    })();
  });
  return form;
}

/** What a document says it holds, or null when it is not a JSON object. */
function summarize(text: string): Summary | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const doc = parsed as Record<string, unknown>;
  const count = (key: string) => (Array.isArray(doc[key]) ? doc[key].length : 0);
  const competition = doc.competition as { name?: unknown } | undefined;
  const name = typeof competition?.name === 'string' ? competition.name.slice(0, 200) : '—';
  return { name, divisions: count('divisions'), teams: count('teams'), players: count('players'), games: count('games') };
}

function previewOf(summary: Summary, report: Report): HTMLElement[] {
  const holds = h(
    'p',
    { id: 'upload-holds' },
    t('deskOpenData.upload.holds', { name: summary.name, divisions: summary.divisions, teams: summary.teams, players: summary.players, games: summary.games }),
  );
  if (report.problems.length) return [holds, ...problemList(report.problems)];
  return [holds, h('p', { id: 'upload-rows' }, t('deskOpenData.upload.rows', { rows: report.rows, created: report.created, matched: report.matched }))];
}

function problemList(problems: readonly Problem[]): HTMLElement[] {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return [
    h(
      'ul',
      { class: 'problems', id: 'upload-problems', 'aria-label': t('deskOpenData.upload.problems') },
      ...shown.map((p) => h('li', {}, h('code', {}, p.path || '/'), ` ${p.message} `, h('span', { class: 'muted' }, `(${p.code})`))),
    ),
    ...(problems.length > shown.length ? [h('p', { class: 'muted' }, t('deskOpenData.upload.more', { count: problems.length - shown.length }))] : []),
  ];
}
