import { axeSuite } from './support/axe-pages';

/**
 * The organizer's desk and the scorekeeper's console held to axe-core's WCAG 2.1 A and AA rules,
 * signed in and at their sign-in forms: test/browser/support/axe-pages.ts. The public pages are in
 * axe.test.ts.
 */
axeSuite('the desk and the console against axe-core (WCAG 2.1 A and AA)', (c) => c.page === 'desk' || c.page === 'console');
