import { isSheetLanguage, type SignOff, signedBeforeChange, signOffProblem, withSignOff } from '../../src/domain/sign-offs';
import { codeAsWords, printable, SHEET_LABELS } from '../../src/server/open-data/sheet-labels';
import { clockReading } from '../../src/services/game-sheet.service';

const signOff = (role: SignOff['role'], name: string, seq = 10): SignOff => ({ role, name, signedAt: '2026-12-05T20:00:00.000Z', seq, recordedBy: 'Rink 1 tablet' });

describe('sign-offs on a game sheet (R57)', () => {
  it.each([
    ['SCHEDULED', null, /this one is SCHEDULED/],
    ['IN_PROGRESS', null, /this one is IN_PROGRESS/],
    ['INTERMISSION', null, /this one is INTERMISSION/],
    ['CANCELLED', null, /this one is CANCELLED/],
    ['FINAL', new Date('2026-12-05T21:00:00Z'), /certified/],
  ])('a %s game (certified: %s) cannot be signed', (status, certifiedAt, message) => {
    expect(signOffProblem({ status, certifiedAt })).toMatch(message);
  });

  it.each(['FINAL', 'FORFEITED'])('a %s game not yet certified can be signed', (status) => {
    expect(signOffProblem({ status, certifiedAt: null })).toBeNull();
  });

  it('keeps one sign-off a role, in sheet order (referee, home coach, away coach); a role signed again is replaced', () => {
    let signed = withSignOff(null, signOff('AWAY_COACH', 'Sam'));
    signed = withSignOff(signed, signOff('REFEREE', 'Marie'));
    signed = withSignOff(signed, signOff('HOME_COACH', 'Dave'));
    signed = withSignOff(signed, signOff('HOME_COACH', 'David'));
    expect(signed.map((s) => [s.role, s.name])).toEqual([
      ['REFEREE', 'Marie'],
      ['HOME_COACH', 'David'],
      ['AWAY_COACH', 'Sam'],
    ]);
  });

  it('tells a sign-off made before the log moved on', () => {
    expect(signedBeforeChange(signOff('REFEREE', 'Marie', 10), 10)).toBe(false);
    expect(signedBeforeChange(signOff('REFEREE', 'Marie', 10), 11)).toBe(true);
  });
});

describe('the printed sheet (R58)', () => {
  it('knows en and fr only', () => {
    expect(['en', 'fr', 'de', 'EN', ''].map(isSheetLanguage)).toEqual([true, true, false, false, false]);
  });

  it('has every label in every language', () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(SHEET_LABELS.fr).sort()).toEqual(keys(SHEET_LABELS.en).sort());
    for (const [key, value] of Object.entries(SHEET_LABELS.fr)) if (typeof value === 'string') expect([key, value.length > 0]).toEqual([key, true]);
  });

  it.each([
    [0, '00:00'],
    [999, '00:01'],
    [60_000, '01:00'],
    [1_199_001, '20:00'],
    [null, ''],
  ])('prints a clock reading of %s ms as "%s"', (ms, text) => {
    expect(clockReading(ms)).toBe(text);
  });

  it.each([
    ['Zoë Côté-Lévesque', 'Zoë Côté-Lévesque'],
    ['Œuvre – “Les Élans”', 'Œuvre – “Les Élans”'],
    ['Łukasz Wróbel', 'Lukasz Wróbel'],
    ['Mikuláš Šťastný', 'Mikuláš Šťastný'.replace('ť', 't')],
    ['Dănuț', 'Danut'],
    ['王 😀', '? ?'],
  ])('draws %s as %s with the built-in font', (name, drawn) => {
    expect(printable(name)).toBe(drawn);
  });

  it('prints codes as words', () => {
    expect(codeAsWords('HIGH_STICKING')).toBe('High sticking');
    expect(codeAsWords('ROUND_ROBIN')).toBe('Round robin');
  });
});
