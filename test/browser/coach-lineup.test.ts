import type { Page } from 'playwright-core';
import { AddTeamOfficialDocument, CreateApiTokenDocument, PostedLineupDocument, SetSuspensionDocument, SheetOfficialsDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { type SeededLeague, seedLeague, SEEDED_LATER } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';
import { expectNoAxeViolations } from './support/axe';
import { browserPerSuite, describeWithChromium, expectNoOverflow, screenshot } from './support/browser';
import { originOf } from './support/pages-server';

/**
 * The coach posts the lineup for his team's next game from the coach page (setLineup; R21 who may
 * dress, R22 how many, league §12 / R40 the officials on the bench): who cannot dress is listed
 * first and his box is off; Post waits for a choice that differs from what is posted; a player
 * who became ineligible since the page was drawn is refused beside his own row and nothing is
 * stored. English at 1024 × 768, French at 1366 × 768; on a phone each player is one block, who
 * cannot dress first, nothing off-screen. Axe clean.
 */
describeWithChromium('the coach posts his lineup (R21, R22, R40)', () => {
  const suite = serverPerSuite(SQLITE);
  const browser = browserPerSuite();
  const url = () => suite.current().url;
  const admin = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

  /** A Cole Harbour game to come; the home team's #4 suspended, its coach on the team's officials, the coach's token. */
  async function nextGame(): Promise<SeededLeague & { coach: string; suspended: SeededLeague['teams'][number]['players'][number]; officialId: string }> {
    const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1, startsAt: SEEDED_LATER });
    const [home] = league.teams;
    const suspended = home.players[3];
    await admin(SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: suspended.id, kind: 'GAMES', games: 1, reason: 'Match penalty last weekend' } });
    const officialId = (await admin(AddTeamOfficialDocument, { teamId: home.id, official: { name: 'Dave Boutilier', role: 'COACH' } })).addTeamOfficial.id;
    const coach = (await admin(CreateApiTokenDocument, { input: { name: 'home coach', role: 'COACH', scopes: [`team:${home.id}`] } })).createApiToken.token;
    return { ...league, coach, suspended, officialId };
  }

  async function open(page: Page, league: SeededLeague & { coach: string }, lang = ''): Promise<void> {
    await page.goto(`${originOf(suite.current())}/teams/${league.teams[0].id}${lang}#token=${league.coach}`);
    await page.locator('#lineup-form').waitFor();
  }

  const posted = async (league: SeededLeague) => (await admin(PostedLineupDocument, { gameId: league.gameId, teamId: league.teams[0].id })).game!.postedLineup;
  const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ').trim();

  it.each([
    {
      lang: '',
      width: 1024,
      summary: (n: string) => `1 of 8 cannot dress for the next game: ${n}. Why is beside each, below.`,
      notPosted: 'No lineup posted yet.',
      post: (n: number) => `Post the lineup (${n} players)`,
      dress: 'Dress',
      postedNow: (game: string) => `Lineup posted for ${game}: 6 players dress.`,
      versus: 'v',
      // The problem at his place in logLineup's playerIds: his number and name, then every reason.
      refused: (n: string) => new RegExp(`^Refused: #\\d+ ${n}: ${n} is serving a suspension: 1 of 1 game left \\(Gross misconduct under review\\)\\.$`),
    },
    {
      lang: '?lang=fr',
      width: 1366,
      summary: (n: string) => `1 sur 8 ne peut pas jouer le prochain match : ${n}. La raison est indiquée plus bas.`,
      notPosted: 'Aucun alignement publié pour l’instant.',
      post: (n: number) => `Publier l’alignement (${n} joueurs)`,
      dress: 'Fait jouer',
      postedNow: (game: string) => `Alignement publié pour ${game} : 6 joueurs.`,
      versus: 'c.',
      refused: (n: string) => new RegExp(`^Refusé : #\\d+ ${n} ?: .*suspension.*\\(Gross misconduct under review\\)\\.$`),
    },
  ])(
    '$width px $lang: who cannot dress first, Post when the choice changes, a refusal beside the player',
    async ({ lang, width, summary, notPosted, post, dress, postedNow, versus, refused }) => {
      const league = await nextGame();
      const [home, away] = league.teams;
      const page = await browser.page();
      await page.setViewportSize({ width, height: 768 });
      await open(page, league, lang);

      // Who cannot dress, first: in the summary and as the table's first row, his box off.
      expect(await text(page, '#cannot-dress-summary')).toBe(summary(`#4 ${league.suspended.name}`));
      expect(await page.locator('#eligibility tbody tr').first().getAttribute('data-player')).toBe(league.suspended.id);
      const box = (player: { id: string }) => page.locator(`#dress-${player.id}`);
      expect(await box(league.suspended).isDisabled()).toBe(true);
      expect(await box(league.suspended).isChecked()).toBe(false);
      expect(await box(home.players[0]).isChecked()).toBe(true);
      expect(await page.getByLabel(`${dress} #1 ${home.players[0].name}`, { exact: true }).isChecked()).toBe(true);
      expect(await text(page, '#lineup-status')).toBe(notPosted);
      const button = page.locator('#post-lineup');
      expect(await button.textContent()).toBe(post(7));
      expect(await button.isDisabled()).toBe(false);
      await expectNoOverflow(page);
      await screenshot(page, `coach-lineup-${width}`);
      await expectNoAxeViolations(page);

      // One player left out, the coach on the bench: posted, read back, and Post is off again.
      await box(home.players[7]).uncheck();
      expect(await button.textContent()).toBe(post(6));
      await page.locator(`#bench-${league.officialId}`).check();
      await button.click();
      await page.locator('#lineup-status.signed').waitFor();
      expect(await text(page, '#lineup-status')).toBe(postedNow(`${home.name} ${versus} ${away.name}`));
      const stored = await posted(league);
      expect(stored?.players.map((p) => p.player.id).sort()).toEqual(
        home.players
          .filter((p, i) => i !== 3 && i !== 7)
          .map((p) => p.id)
          .sort(),
      );
      const officials = (await admin(SheetOfficialsDocument, { id: league.gameId })).game!.officials;
      expect(officials.find((o) => o.official.id === league.officialId)?.present).toBe(true);
      expect(await box(home.players[7]).isChecked()).toBe(false);
      expect(await page.locator('#post-lineup').isDisabled()).toBe(true);
      // A change enables Post; undoing it disables it again.
      await box(home.players[7]).check();
      expect(await page.locator('#post-lineup').isDisabled()).toBe(false);
      await box(home.players[7]).uncheck();
      expect(await page.locator('#post-lineup').isDisabled()).toBe(true);

      // Suspended since the page was drawn: the post is refused beside his row, nothing stored.
      const late = home.players[5];
      await admin(SetSuspensionDocument, { input: { competitionId: league.competitionId, playerId: late.id, kind: 'GAMES', games: 1, reason: 'Gross misconduct under review' } });
      await box(home.players[7]).check();
      await page.locator('#post-lineup').click();
      const beside = page.locator(`#refused-${late.id}`);
      await beside.waitFor();
      expect(await text(page, `#refused-${late.id}`)).toMatch(refused(late.name));
      expect(await page.locator('#lineup-error').isVisible()).toBe(true);
      expect((await posted(league))?.players.length).toBe(6);
      await expectNoAxeViolations(page);
    },
    90_000,
  ); // many page round trips and three axe runs, not a timing

  it('on a phone: each player one block, who cannot dress first, nothing off-screen', async () => {
    const league = await nextGame();
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, league);
    await expectNoOverflow(page);
    const first = page.locator('#eligibility tbody tr').first();
    expect(await first.getAttribute('data-player')).toBe(league.suspended.id);
    // Why not is on screen, under the player's line, not in a column past the edge.
    const why = await first.locator('.why').boundingBox();
    const name = await first.locator('th').boundingBox();
    expect(why && name && why.y > name.y && why.x + why.width <= 390).toBe(true);
    // A row of an eligible player stays short: one line, a touch target high.
    const eligible = await page.locator(`#eligibility tbody tr[data-player="${league.teams[0].players[0].id}"]`).boundingBox();
    expect(eligible!.height).toBeLessThan(80);
    expect(await page.locator('#post-lineup').isVisible()).toBe(true);
    await screenshot(page, 'coach-lineup-phone');
    await expectNoAxeViolations(page);
  });
});
