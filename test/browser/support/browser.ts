import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { pagesDirectory } from '../../../src/server/pages';

/**
 * Real headless Chromium for the page tests: Debian's /usr/bin/chromium (never a downloaded one),
 * one browser per suite, a fresh profile each time. Without it the suites are skipped with a note
 * on stderr, and fail instead under FACEOFF_REQUIRE_SERVICES=1 (as test/support/services.ts does
 * for MariaDB and Redis).
 */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Where the tests save their screenshots (gitignored). */
export const ARTIFACTS = resolve(__dirname, '../../artifacts');

const announced = new Set<string>();

/** `describe` when Chromium is installed; otherwise skipped with a note, or failing when services are required. */
export function describeWithChromium(name: string, body: () => void): void {
  if (existsSync(CHROMIUM)) {
    describe(name, body);
    return;
  }
  const why = `${CHROMIUM} is not installed (apt-get install -y chromium)`;
  if (process.env.FACEOFF_REQUIRE_SERVICES === '1') {
    describe(name, () => {
      it('has Chromium', () => {
        throw new Error(`FACEOFF_REQUIRE_SERVICES=1 but ${why}`);
      });
    });
    return;
  }
  const note = `skipped "${name}": ${why}`;
  if (!announced.has(note)) {
    announced.add(note);
    process.stderr.write(`${note}\n`);
  }
  describe.skip(`${name} [skipped: ${why}]`, body);
}

/**
 * One Chromium for the enclosing describe block; `page()` opens a new tab that is closed after
 * its test. A page's console errors and uncaught exceptions fail nothing by themselves but are
 * kept in `problems` for the test to assert on.
 */
export function browserPerSuite(): { page(): Promise<Page & { problems: string[] }>; context(): BrowserContext } {
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  const open: Page[] = [];
  beforeAll(async () => {
    if (!pagesDirectory()) throw new Error('dist/pages is not built: run `npm run build` (npm test does it first)');
    profile = mkdtempSync(join(tmpdir(), 'faceoff-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 720 },
      timeout: 20_000,
    });
    for (const stale of context.pages()) await stale.close();
  }, 30_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()));
  });
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  return {
    async page() {
      if (!context) throw new Error('the suite browser has not started');
      const page = (await context.newPage()) as Page & { problems: string[] };
      page.problems = [];
      page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
      });
      open.push(page);
      return page;
    },
    context() {
      if (!context) throw new Error('the suite browser has not started');
      return context;
    },
  };
}

/** Saves a PNG of the page to test/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Waits until `selector`'s text is exactly `text` (Playwright's text-is), within `timeout` ms. */
export async function waitForText(page: Page, selector: string, text: string, timeout = 5_000): Promise<void> {
  await page
    .locator(`${selector}:text-is(${JSON.stringify(text)})`)
    .first()
    .waitFor({ state: 'attached', timeout });
}

/** The text of `selector` now. */
export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

/** Reads a clock text (`m:ss` or `s.t`) as milliseconds. */
export function clockMs(text: string): number {
  const minutes = /^(\d+):(\d{2})$/.exec(text);
  if (minutes) return (Number(minutes[1]) * 60 + Number(minutes[2])) * 1000;
  const seconds = /^(\d+)\.(\d)$/.exec(text);
  if (seconds) return Number(seconds[1]) * 1000 + Number(seconds[2]) * 100;
  throw new Error(`not a clock reading: "${text}"`);
}

/**
 * WCAG contrast ratio of an element's text colour against the background it sits on (the first
 * ancestor with an opaque background), from computed styles in the browser. Each colour is painted
 * on a one-pixel canvas and read back, so every form a computed style may take (rgb(), color(srgb
 * …), oklch() while a transition runs) reads as the sRGB the screen shows.
 */
export async function contrastRatio(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const parse = (value: string): [number, number, number, number] => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = value;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const luminance = ([r, g, b]: [number, number, number, number]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const style = getComputedStyle(element);
      const foreground = parse(style.color);
      let background: [number, number, number, number] = [255, 255, 255, 1];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] >= 1) {
          background = colour;
          break;
        }
      }
      const opacity = Number(style.opacity);
      // Blend a translucent text colour (or element) onto its background.
      const alpha = foreground[3] * (Number.isFinite(opacity) ? opacity : 1);
      const blended: [number, number, number, number] = [0, 1, 2].map((i) => foreground[i] * alpha + background[i] * (1 - alpha)) as unknown as [number, number, number, number];
      const [lighter, darker] = [luminance(blended), luminance(background)].sort((a, b) => b - a) as [number, number];
      return (lighter + 0.05) / (darker + 0.05);
    });
}

/** Every selector's text keeps a contrast of at least 4.5:1 (WCAG AA); a failure names the selector and its ratio. */
export async function expectLegible(page: Page, selectors: string[]): Promise<void> {
  for (const selector of selectors) {
    const ratio = Math.round((await contrastRatio(page, selector)) * 100) / 100;
    expect({ selector, ratio, legible: ratio >= 4.5 }).toEqual({ selector, ratio, legible: true });
  }
}

/** Nothing on the page is wider than its window: no sideways scrolling at this size. */
export async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
