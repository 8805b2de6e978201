import { axeSuite } from './support/axe-pages';

/**
 * The public pages (front page, game page, standings, bracket, schedule and results, team page,
 * arena scoreboard and overlay, rink, coach, GraphiQL) held to axe-core's WCAG 2.1 A and AA rules:
 * test/browser/support/axe-pages.ts. The desk and the console are in axe-desk.test.ts.
 */
axeSuite('the public pages against axe-core (WCAG 2.1 A and AA)', (c) => c.page !== 'desk' && c.page !== 'console');
