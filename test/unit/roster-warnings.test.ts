import { RulesetPreset } from '../../src/domain/enums';
import { rosterWarnings, type RosterWarningInput } from '../../src/domain/roster-warnings';
import { localized } from '../../src/domain/messages';

const base: RosterWarningInput = {
  preset: RulesetPreset.COLE_HARBOUR_CLASSIC,
  name: 'Éric Côté',
  birthDate: '2000-06-05',
  date: '2027-06-05',
  minimumAge: 19,
  waiverRequired: true,
  waiverSigned: true,
  registrationRequired: false,
  registered: false,
};

describe('R84: what keeps a player just rostered from dressing, said and never refused', () => {
  it.each([
    // docs/rulebooks/000_5506cbd709277b08.txt:8 "All players participating must be the designated tournament age (19+)"
    ['docs/rulebooks/000_5506cbd709277b08.txt:8 a 17-year-old in a 19+ tournament', { birthDate: '2010-01-15' }, ['UNDER_AGE']],
    ['docs/rulebooks/000_5506cbd709277b08.txt:8 19 on the game day itself is old enough', { birthDate: '2008-06-05' }, []],
    ['docs/rulebooks/000_5506cbd709277b08.txt:8 a day short of 19 on the game day', { birthDate: '2008-06-06' }, ['UNDER_AGE']],
    // docs/rulebooks/000_5506cbd709277b08.txt:10 "All players shall fill out the safety waiver before participating in their first game"
    ['docs/rulebooks/000_5506cbd709277b08.txt:10 no waiver signed', { waiverSigned: false }, ['WAIVER_MISSING']],
    ['docs/rulebooks/000_5506cbd709277b08.txt:8 and 000:10 together, both said, age first', { birthDate: '2010-01-15', waiverSigned: false }, ['UNDER_AGE', 'WAIVER_MISSING']],
    // docs/rulebooks/004_52536eff465526ad.txt:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that player steps on the floor"
    [
      'docs/rulebooks/004_52536eff465526ad.txt:13 no registration form on record',
      { preset: RulesetPreset.WINTER_LEAGUE_5ON5, minimumAge: null, waiverRequired: false, registrationRequired: true },
      ['REGISTRATION_MISSING'],
    ],
    [
      'docs/rulebooks/004_52536eff465526ad.txt:13 a form on record',
      { preset: RulesetPreset.WINTER_LEAGUE_5ON5, minimumAge: null, waiverRequired: false, registrationRequired: true, registered: true },
      [],
    ],
    ['no minimum age (BHI): a 12-year-old is not warned', { preset: RulesetPreset.BHI_5ON5, minimumAge: null, waiverRequired: false, birthDate: '2015-01-01' }, []],
    ['a waiver the rules do not ask for is not warned', { waiverRequired: false, waiverSigned: false }, []],
  ] as Array<[string, Partial<RosterWarningInput>, string[]]>)('%s', (_title, change, codes) => {
    expect(rosterWarnings({ ...base, ...change }).map((w) => w.code)).toEqual(codes);
  });

  it('docs/rulebooks/000_5506cbd709277b08.txt:8: the message names the player, his age on the day, the minimum and the rulebook line, in English and in French', () => {
    const [warning] = rosterWarnings({ ...base, birthDate: '2010-01-15' });
    expect(warning.rule).toBe('Cole Harbour 000:8, R21');
    expect(warning.message).toBe('Éric Côté is 17 on 2027-06-05 — the rules require 19 (Cole Harbour 000:8, R21); he may be on the roster but cannot dress.');
    expect(localized('fr', warning)).toContain('Éric Côté a 17 ans');
    expect(localized('fr', warning)).not.toBe(warning.message);
  });

  it('docs/rulebooks/000_5506cbd709277b08.txt:10: the waiver message says no waiver is signed', () => {
    const [warning] = rosterWarnings({ ...base, waiverSigned: false });
    expect(warning.message).toBe('Éric Côté: no waiver signed (Cole Harbour 000:10, R21); he cannot dress until the desk marks it signed.');
  });
});
