import qrcode from 'qrcode-generator';
import { ok } from '../support/client';
import { DeskCheckDocument } from '../generated/graphql';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/** The dark modules of `text`'s QR code, drawn here on our own: error correction M, the smallest version that holds it. */
function expectedCode(text: string): { size: number; dark: Set<string> } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const dark = new Set<string>();
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) dark.add(`${col},${row}`);
  return { size, dark };
}

/**
 * The QR code of a scorekeeper token's console link on the desk, in real Chromium: the code drawn
 * is the one of exactly the link it names (its squares compared with a code made here from that
 * link), the link opens the console signed in, and revoking the token on the desk tells that console.
 */
describeWithChromium('the desk’s console QR code', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();

  it('draws the console link as a QR code, which opens the console signed in until the token is revoked', async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { playersPerTeam: 6 });
    const [home, away] = league.teams;
    const page = await browser.page();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${originOf(suite.current())}/desk#/competitions/${league.competitionId}`);
    await page.getByLabel('Token', { exact: true }).fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Use this token' }).click();
    const game = `${home.name} v ${away.name}`;
    await page.getByRole('button', { name: `Make a scorekeeper token for ${game}` }).click();

    const qr = page.getByRole('img', { name: `QR code: opens the scorekeeper’s console with the token “Scorekeeper, ${game}”` });
    await qr.waitFor();
    const link = (await qr.getAttribute('data-link'))!;
    expect(link).toBe(await page.locator('#token-once-console').getAttribute('href'));
    expect(link).toMatch(new RegExp(`^${originOf(suite.current())}/games/${league.gameId}/score#token=`));

    // The squares drawn (offset by the quiet zone) are exactly the dark modules of that link's code.
    const { size, dark: expected } = expectedCode(link);
    const quiet = Number(await qr.getAttribute('data-quiet'));
    expect(quiet).toBeGreaterThanOrEqual(4); // the quiet zone the standard asks for
    expect(await qr.getAttribute('viewBox')).toBe(`0 0 ${size + quiet * 2} ${size + quiet * 2}`);
    const d = (await qr.locator('path').getAttribute('d'))!;
    const drawn = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[1]) - quiet},${Number(m[2]) - quiet}`);
    expect(d.replace(/M\d+ \d+h1v1h-1z/g, '')).toBe(''); // nothing else in the path
    expect(drawn).toHaveLength(expected.size);
    expect(new Set(drawn)).toEqual(expected);
    await screenshot(page, 'desk-qr');
    await expectNoAxeViolations(page);

    // The link opens the console signed in.
    const console = await browser.page();
    await console.goto(link);
    await console.getByRole('button', { name: 'Start game (puck-drop ready)' }).waitFor();

    // Revoked on the desk: the open console is told at its next action, and nothing is recorded.
    await page.getByRole('button', { name: `Revoke Scorekeeper, ${game}` }).click();
    await page.locator('#tokens td', { hasText: 'Revoked' }).waitFor();
    await console.getByRole('button', { name: 'Start game (puck-drop ready)' }).click();
    await console.getByRole('dialog', { name: 'Start the game?' }).getByRole('button', { name: 'Start game' }).click();
    await console.getByRole('alert').filter({ hasText: 'The server did not accept this token' }).waitFor();
    const stored = (await ok(url, DeskCheckDocument, { id: league.competitionId }, ADMIN_TOKEN)).competition!;
    expect(stored.divisions[0].games.find((g) => g.id === league.gameId)!.status).toBe('SCHEDULED');
    expect(page.problems).toEqual([]);
  }, 90_000); // a long flow of page round trips, not a timing
});
