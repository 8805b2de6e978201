/**
 * What every page takes in its query string, so it can be embedded (an iframe in a club site, a
 * stream overlay):
 * - `theme=dark|light` (the scoreboard defaults to dark, the other pages to the viewer's preference);
 * - `size=s|m|l|xl` or a scale factor from 0.5 to 4 (`size=1.5`): the text size;
 * - `delay=<seconds>` (0 to 600): hold every update back that long, to match a stream's lag.
 */
export interface PageOptions {
  theme: 'dark' | 'light' | undefined;
  scale: number;
  delayMs: number;
  /** `?embed=1`, or inside a frame: no site navigation around the page. */
  embedded: boolean;
}

const SIZES: Record<string, number> = { xs: 0.6, s: 0.8, m: 1, l: 1.3, xl: 1.7 };

export function readOptions(search: string = location.search): PageOptions {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const size = params.get('size')?.trim().toLowerCase() ?? '';
  const scale = SIZES[size] ?? inRange(Number(size || NaN), 0.5, 4, 1);
  const delay = inRange(Number(params.get('delay') || 0), 0, 600, 0);
  let framed: boolean;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true; // a cross-origin parent
  }
  return {
    theme: theme === 'dark' || theme === 'light' ? theme : undefined,
    scale,
    delayMs: Math.round(delay * 1000),
    embedded: params.get('embed') === '1' || framed,
  };
}

/** `value` clamped to [min, max]; `fallback` when it is not a number or is negative. */
function inRange(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value) || value < 0) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Applies theme and size to the document (styles read `data-theme` and `--scale`). */
export function applyOptions(options: PageOptions, defaultTheme?: 'dark' | 'light'): void {
  const root = document.documentElement;
  const theme = options.theme ?? defaultTheme;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  root.style.setProperty('--scale', String(options.scale));
  root.classList.toggle('embedded', options.embedded);
}

/** Keeps the page's own parameters (theme, size, delay, embed, lang) on links to other pages. */
export function withOptions(path: string, search: string = location.search): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['theme', 'size', 'delay', 'embed', 'lang']) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  // A path with its own query (`/?competition=…`) takes the options after it.
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}
