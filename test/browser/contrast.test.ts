import { browserPerSuite, contrastRatio, describeWithChromium } from './support/browser';

/**
 * The legibility check the page tests lean on reads every form a computed colour can take: a
 * transition or a modern stylesheet gives color(srgb …) or oklch(), which once made the check
 * throw "unexpected colour" at random.
 */
describeWithChromium('the contrast check', () => {
  const browser = browserPerSuite();

  it.each([
    ['rgb() on a white ancestor', 'color: rgb(0, 0, 0)', 'background: rgb(255, 255, 255)', 21],
    ['color(srgb) text on an oklch() background', 'color: color(srgb 0 0 0)', 'background: oklch(1 0 0)', 21],
    ['white on black in hex', 'color: #fff', 'background: #000', 21],
    ['grey #767676 on white (the AA threshold)', 'color: #767676', 'background: #fff', 4.54],
  ])('measures %s', async (_what, text, background, expected) => {
    const page = await browser.page();
    await page.setContent(`<div style="${background}"><p id="t" style="${text}">Hawks 3 – 2 Owls</p></div>`);
    expect(Math.round((await contrastRatio(page, '#t')) * 100) / 100).toBeCloseTo(expected, 1);
  });
});
