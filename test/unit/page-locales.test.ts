import { en } from '../../src/pages/locales/en';
import { fr } from '../../src/pages/locales/fr';
import { flatten, placeholders } from '../support/catalogues';
import { CRITERIA } from '../../src/domain/tiebreakers';

/**
 * The pages' two catalogues (src/pages/locales) hold the same messages: every key in both, and
 * each French message naming the same {{placeholders}} as its English one (a missing one would
 * print a blank; an extra one, a raw "{{name}}").
 */

describe('page message catalogues', () => {
  const english = flatten(en);
  const french = flatten(fr);

  it('have the same keys', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s names the same placeholders in French', (key) => {
    expect(placeholders(french.get(key)!)).toEqual(placeholders(english.get(key)!));
  });

  it('translates every message that is not a proper name or code', () => {
    // Words the two languages share.
    const shared = new Set([
      'common.preset.IIHF',
      'desk.nav.discipline',
      'desk.discipline.title',
      'desk.discipline.actions',
      'words.stage.CONSOLATION',
      'standings.column.rank.abbr',
      'standings.column.points.title',
      'bracket.champion',
      'coach.eligibility.position',
      'coach.suspensions.suspension',
      'coach.stats.points',
      'coach.stats.columns.A',
      'home.divisions',
      'console.log.when',
      'console.event.other',
      'console.queue.team',
      'console.goalieMark',
      'console.dialog.infraction',
      'deskMore.schedule.division',
      'gamePage.total',
      'gamePage.col.infraction',
      'gamePage.col.minutes',
      'results.division',
      'results.teamInDivision',
      'team.tabTitle',
      'team.subtitle',
    ]);
    const same = [...english].filter(([key, message]) => french.get(key) === message && !shared.has(key));
    expect(same).toEqual([]);
  });

  it('says each tie-breaker in English as the server does', () => {
    // The standings page names the chain by its codes; in English its words are the server's own.
    const said = Object.fromEntries(Object.entries(CRITERIA).map(([code, { label }]) => [code, label.charAt(0).toUpperCase() + label.slice(1)]));
    expect(en.standings.chain).toEqual(said);
  });
});
