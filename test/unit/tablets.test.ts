import { translate } from '../../src/domain/messages';
import {
  byRinkAndDay,
  cardCountProblem,
  cardGames,
  dayProblem,
  GAMES_TO_SCORE_MAX,
  isCardTokenOf,
  needsCard,
  scorableGames,
  TABLET_CARDS_MAX,
  tabletCardName,
  type TabletGame,
} from '../../src/domain/tablets';

const HALIFAX = 'America/Halifax';

const game = (id: string, startsAt: string, venue: string | null = 'Rink 1', status: TabletGame['status'] = 'SCHEDULED', certifiedAt: string | null = null): TabletGame => ({
  id,
  startsAt: new Date(startsAt),
  venue,
  status,
  certifiedAt: certifiedAt ? new Date(certifiedAt) : null,
});

describe('R82: which games get a rink tablet card', () => {
  it.each<[string, TabletGame['status'], string | null, boolean]>([
    ['scheduled', 'SCHEDULED', null, true],
    ['in progress (a tablet that broke mid-game is replaced)', 'IN_PROGRESS', null, true],
    ['in an intermission', 'INTERMISSION', null, true],
    ['cancelled', 'CANCELLED', null, false],
    ['final', 'FINAL', null, false],
    ['forfeited', 'FORFEITED', null, false],
    ['final and certified', 'FINAL', '2027-06-05T23:30:00Z', false],
  ])('a game %s (%s): a card %s', (_what, status, certifiedAt, expected) => {
    expect(needsCard(game('g', '2027-06-05T22:00:00Z', 'Rink 1', status, certifiedAt))).toBe(expected);
  });

  it.each<[string, string | null, string[]]>([
    ['every day', null, ['early', 'late-5th', 'sixth']],
    ['the 5th in Halifax: a 20:30 game there is on the 5th, though the 6th in UTC (R39)', '2027-06-05', ['early', 'late-5th']],
    ['the 6th in Halifax', '2027-06-06', ['sixth']],
    ['a day without games', '2027-06-07', []],
  ])('%s', (_what, day, expected) => {
    const games = [
      game('sixth', '2027-06-06T14:00:00Z'),
      game('late-5th', '2027-06-05T23:30:00Z'),
      game('early', '2027-06-05T12:00:00Z', 'Rink 2'),
      game('gone', '2027-06-05T13:00:00Z', 'Rink 1', 'CANCELLED'),
      game('over', '2027-06-05T11:00:00Z', 'Rink 1', 'FINAL'),
    ];
    expect(cardGames(games, HALIFAX, day).map((g) => g.id)).toEqual(expected);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [TABLET_CARDS_MAX, false],
    [TABLET_CARDS_MAX + 1, true],
    [5000, true],
  ])('%i games in one call: refused %s (at most 200)', (count, refused) => {
    const problem = cardCountProblem(count);
    expect(problem !== null).toBe(refused);
    if (problem) expect(translate('en', problem)).toContain(`at most ${TABLET_CARDS_MAX} games`);
  });

  it.each<[string, boolean]>([
    ['2027-06-05', true],
    ['2027-02-29', false],
    ['2027-6-5', false],
    ['05/06/2027', false],
    ['tomorrow', false],
  ])('day %j is a calendar date: %s', (day, fine) => {
    expect(dayProblem(day) === null).toBe(fine);
  });
});

describe('R82: the cards grouped by rink, then by day', () => {
  it('puts rinks in name order (no rink last), days in order, games in start order within each', () => {
    const games = [
      game('b2', '2027-06-06T13:00:00Z', 'Rink B'),
      game('a1', '2027-06-05T13:00:00Z', 'Rink A'),
      game('none', '2027-06-05T12:00:00Z', null),
      game('b1-late', '2027-06-05T18:00:00Z', 'Rink B'),
      game('b1', '2027-06-05T12:00:00Z', 'Rink B'),
      game('a-late', '2027-06-06T02:00:00Z', 'Rink A'),
    ];
    expect(byRinkAndDay(games, HALIFAX).map((r) => [r.rink, r.days.map((d) => [d.day, d.games.map((g) => g.id)])])).toEqual([
      ['Rink A', [['2027-06-05', ['a1', 'a-late']]]],
      [
        'Rink B',
        [
          ['2027-06-05', ['b1', 'b1-late']],
          ['2027-06-06', ['b2']],
        ],
      ],
      [null, [['2027-06-05', ['none']]]],
    ]);
  });

  it('reads instants given as text, as the API answers them', () => {
    const rinks = byRinkAndDay([{ id: 'x', startsAt: '2027-06-05T23:30:00.000Z', venue: 'Rink 1', status: 'SCHEDULED', certifiedAt: null }], HALIFAX);
    expect(rinks).toEqual([{ rink: 'Rink 1', days: [{ day: '2027-06-05', games: [expect.objectContaining({ id: 'x' })] }] }]);
  });
});

describe('R82: the games a competition-wide tablet may pick', () => {
  it('leaves out cancelled and certified games, keeps a finished one still to sign, in start order, bounded', () => {
    const games = [
      game('later', '2027-06-05T15:00:00Z'),
      game('finished', '2027-06-05T12:00:00Z', 'Rink 1', 'FINAL'),
      game('certified', '2027-06-05T11:00:00Z', 'Rink 1', 'FINAL', '2027-06-05T12:30:00Z'),
      game('cancelled', '2027-06-05T13:00:00Z', 'Rink 1', 'CANCELLED'),
      game('now', '2027-06-05T14:00:00Z', 'Rink 1', 'IN_PROGRESS'),
    ];
    expect(scorableGames(games).map((g) => g.id)).toEqual(['finished', 'now', 'later']);
    const many = Array.from({ length: GAMES_TO_SCORE_MAX + 5 }, (_, i) => game(`g${String(i).padStart(3, '0')}`, new Date(Date.UTC(2027, 5, 5) + i * 60_000).toISOString()));
    expect(scorableGames(many)).toHaveLength(GAMES_TO_SCORE_MAX);
  });
});

describe("R82: a card's token, and which earlier ones a reissue revokes", () => {
  it.each<[string, string[], boolean]>([
    [tabletCardName('Hawks', 'Owls'), ['game:g1'], true],
    [tabletCardName('Hawks', 'Owls'), ['game:g2'], false],
    ['Rink 2 scorekeeper tablet', ['game:g1'], false],
    [tabletCardName('Hawks', 'Owls'), ['game:g1', 'game:g2'], false],
    [tabletCardName('Hawks', 'Owls'), ['competition:g1'], false],
  ])('%j scoped %j is a card of game g1: %s', (name, scopes, expected) => {
    expect(isCardTokenOf({ name, scopes }, 'g1')).toBe(expected);
  });

  it('names the teams, within a name column', () => {
    expect(tabletCardName('Hawks', 'Owls')).toBe('Tablet card: Hawks v Owls');
    expect(tabletCardName('H'.repeat(100), 'O'.repeat(100)).length).toBeLessThanOrEqual(100);
  });
});
