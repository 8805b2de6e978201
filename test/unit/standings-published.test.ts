import { Decision, GameStatus } from '../../src/domain/enums';
import { type StandingsGame, type StandingsRow, standings } from '../../src/domain/standings';

/*
 * The IIHF preset against a real published final table, entered by hand from public results: every
 * game of the group with its real score and how it was decided, then the engine's whole table
 * compared with the published one. The published columns are asserted too (GP, W, OTW, OTL, L, GF,
 * GA, points), so a mistyped score fails here rather than passing as a "tie-breaker" result.
 *
 * Scores are as the IIHF records them: a game decided by game-winning shots (a shootout) counts the
 * tied score after overtime plus one goal for the winner, and so do the published GF/GA columns.
 */

type Decided = 'R' | 'OT' | 'SO';
const DECISION: Record<Decided, Decision> = { R: Decision.REGULATION, OT: Decision.OVERTIME, SO: Decision.SHOOTOUT };

/** one game as published: home team, away team, final score, how it was decided, scheduled start */
function g(n: number, home: string, away: string, homeScore: number, awayScore: number, decided: Decided, startsAt: string): StandingsGame {
  return {
    id: `game-${n}`,
    homeTeamId: home,
    awayTeamId: away,
    status: GameStatus.FINAL,
    homeScore,
    awayScore,
    decision: DECISION[decided],
    startsAt,
    homePenaltyMinutes: 0,
    awayPenaltyMinutes: 0,
    homePenalties: 0,
    awayPenalties: 0,
    homeFirstGoalElapsedMs: null,
    awayFirstGoalElapsedMs: null,
  };
}

/** the published columns of one row: Pld, W (regulation), OTW, OTL, L, GF, GA, Pts */
type Published = [team: string, gp: number, w: number, otw: number, otl: number, l: number, gf: number, ga: number, pts: number];
const columns = (r: StandingsRow): Published => [r.teamId, r.gamesPlayed, r.regulationWins, r.overtimeWins, r.overtimeLosses, r.losses, r.goalsFor, r.goalsAgainst, r.points];

/*
 * 2022 IIHF World Championship, preliminary round, Group B (Tampere, 13–24 May 2022).
 * Czechia and the United States finished level on 13 points; Czechia is third on the game between
 * them (United States 0–1 Czechia, in regulation), the first IIHF criterion after points.
 *
 * Published final table and classification rules:
 *   "2022 IIHF World Championship Group B" (Wikipedia), as found at
 *   https://wikiclassic.com/wiki/2022_IIHF_World_Championship_Group_B
 *   and in its source text at https://friendlywiki.com/article/index.php?title=2022_IIHF_World_Championship_Group_B%23United_States_vs_Norway
 *   (table source: IIHF, https://stats.iihf.com/Hydra/749/IHM749300_76_45_0.pdf; tie note "United States 0–1 Czechia").
 * Game results (the first twelve Group B games, with OT/SO marks and period scores):
 *   "World Championship 2022", https://en.pribalt.info/world-championship
 * The other games, each named by its source beside it below. Times are local (UTC+3), from the
 * IIHF schedule.
 */
const GROUP_B_2022: StandingsGame[] = [
  g(2, 'USA', 'LAT', 4, 1, 'R', '2022-05-13T16:20:00+03:00'),
  g(4, 'FIN', 'NOR', 5, 0, 'R', '2022-05-13T20:20:00+03:00'),
  g(6, 'SWE', 'AUT', 3, 1, 'R', '2022-05-14T12:20:00+03:00'),
  g(8, 'CZE', 'GBR', 5, 1, 'R', '2022-05-14T16:20:00+03:00'),
  g(10, 'LAT', 'FIN', 1, 2, 'R', '2022-05-14T20:20:00+03:00'),
  g(12, 'NOR', 'GBR', 4, 3, 'SO', '2022-05-15T12:20:00+03:00'), // 1:0, 2:0, 0:3, 0:0, shootout 2:1
  g(14, 'AUT', 'USA', 2, 3, 'OT', '2022-05-15T16:20:00+03:00'),
  g(16, 'CZE', 'SWE', 3, 5, 'R', '2022-05-15T20:20:00+03:00'),
  g(18, 'LAT', 'NOR', 3, 2, 'R', '2022-05-16T16:20:00+03:00'),
  g(20, 'FIN', 'USA', 4, 1, 'R', '2022-05-16T20:20:00+03:00'),
  g(22, 'CZE', 'AUT', 1, 2, 'SO', '2022-05-17T16:20:00+03:00'), // 1:0, 0:0, 0:1, 0:0, shootout 0:1
  g(24, 'SWE', 'GBR', 6, 0, 'R', '2022-05-17T20:20:00+03:00'),
  // "Norway loves to play the role of spoiler…" (IIHF), https://iihf.com/en/events/2022/wm/news/33970/nor-aut — "they beat Austria 5-3", Norway's first win in regulation time
  g(26, 'NOR', 'AUT', 5, 3, 'R', '2022-05-18T16:20:00+03:00'),
  // "Bemstrom is Sweden's shootout hero" (IIHF), https://www.iihf.com/en/events/2022/wm/news/33981/fin_swe — 2–2 in regulation, Sweden wins the shootout
  g(28, 'FIN', 'SWE', 2, 3, 'SO', '2022-05-18T20:20:00+03:00'),
  // IIHF report, https://iihf.com/en/events/2022/wm/news/35019/gbr_usa — "3-0 victory over Great Britain"
  g(30, 'GBR', 'USA', 0, 3, 'R', '2022-05-19T16:20:00+03:00'),
  // ERR, https://sport.err.ee/1608978284/tana-otse-voorustaja-lati-jahib-mm-il-tsehhi-vastu-esimest-voitu — the 2022 meeting "Tšehhi 5:1 võidu" (Czechia had no overtime win in 2022)
  g(32, 'CZE', 'LAT', 5, 1, 'R', '2022-05-19T20:20:00+03:00'),
  // "Finns too strong for GB" (IIHF), https://canada-central.iihf.com/en/events/2022/wm/news/35079/finns_too_strong_for_gb — "6-0 verdict"
  g(34, 'GBR', 'FIN', 0, 6, 'R', '2022-05-20T16:20:00+03:00'),
  // "Finland eases to win over Britain at hockey worlds" (AP), https://www.taiwannews.com.tw/en/news/4545778 — "Latvia beat Austria 4-3 in a shootout";
  // nachrichten.at, https://www.nachrichten.at/sport/wintersport/eishockey/oesterreich-unterliegen-lettland-im-penaltyschiessen;art193191,3655377 — "3:4 n.P. (0:0,2:3,1:0,0:0,0:1)"
  g(36, 'LAT', 'AUT', 4, 3, 'SO', '2022-05-20T20:20:00+03:00'),
  // ESPN (AP), https://www.espn.com/nhl/story/_/id/33959394/adam-gaudette-team-usa-improve-4-1-canada-falters-world-ice-hockey-championship —
  // "Adam Gaudette scored in overtime, leading the United States past Sweden 3-2"; "3-0 over Austria"; "the Czech Republic beat Norway 4-1"
  g(38, 'USA', 'SWE', 3, 2, 'OT', '2022-05-21T12:20:00+03:00'),
  g(40, 'AUT', 'FIN', 0, 3, 'R', '2022-05-21T16:20:00+03:00'),
  g(42, 'NOR', 'CZE', 1, 4, 'R', '2022-05-21T20:20:00+03:00'),
  // Nový Čas, https://www.cas.sk/cl/1002827/2681075/lotysi-otocili-zapas-s-outsiderom-stale-citia-sancu-na-postup — "Veľká Británia - Lotyšsko 3:4 (2:0, 1:2, 0:2)"
  g(44, 'GBR', 'LAT', 3, 4, 'R', '2022-05-22T16:20:00+03:00'),
  // TASR, https://www.teraz.sk/sport/svedi-rozhodli-zapas-s-norskom-v-2/635303-clanok.html — "Švédsko - Nórsko 7:1 (1:0, 4:0, 2:1)"
  g(46, 'SWE', 'NOR', 7, 1, 'R', '2022-05-22T20:20:00+03:00'),
  // the published table's tie note "United States 0–1 Czechia"; SI, https://www.si.com/tv/2022-iihf-world-championship/united-states-vs-norway-hockey-may-24-stream-watch-online-free — "a 1-0 loss to the Czech Republic on Monday"
  g(48, 'USA', 'CZE', 0, 1, 'R', '2022-05-23T16:20:00+03:00'),
  // TASR, https://www.teraz.sk/sport/brief-hokej-ms2023-briti-nezvladli-s/635562-clanok.html — "Rakúsko - Veľká Británia 5:3 (0:1, 0:1, 5:1)"
  g(50, 'AUT', 'GBR', 5, 3, 'R', '2022-05-23T20:20:00+03:00'),
  // Nový Čas, https://www.cas.sk/cl/1002827/2681747/lotysi-definitivne-bez-stvrtfinale-svedom-na-vitazstvo-stacil-jediny-gol — "Švédsko - Lotyšsko 1:0 (0:0, 1:0, 0:0)"
  g(52, 'SWE', 'LAT', 1, 0, 'R', '2022-05-24T12:20:00+03:00'),
  // "USA edges Norway" (IIHF), https://canada-central.iihf.com/en/events/2022/wm/news/35332/usa-nor — "the USA defeated Norway 4-2"
  g(54, 'USA', 'NOR', 4, 2, 'R', '2022-05-24T16:20:00+03:00'),
  // AP, https://ktvz.com/sports/ap-national-sports/2022/05/24/us-qualifies-for-hockey-worlds-quarterfinals-to-face-swiss/ — "Finland beat the Czech Republic 3-0";
  // Finland's seven results also in "2022 IIHF World Championship final", https://wikimili.com/en/2022_IIHF_World_Championship_final
  g(56, 'FIN', 'CZE', 3, 0, 'R', '2022-05-24T20:20:00+03:00'),
];

/** "2022 IIHF World Championship Group B", Standings: Pos, Team, Pld, W, OTW, OTL, L, GF, GA, Pts */
const GROUP_B_2022_TABLE: Published[] = [
  ['FIN', 7, 6, 0, 1, 0, 25, 5, 19],
  ['SWE', 7, 5, 1, 1, 0, 27, 10, 18],
  ['CZE', 7, 4, 0, 1, 2, 19, 13, 13],
  ['USA', 7, 3, 2, 0, 2, 18, 12, 13],
  ['LAT', 7, 2, 1, 0, 4, 14, 20, 8],
  ['AUT', 7, 1, 1, 2, 3, 16, 22, 7],
  ['NOR', 7, 1, 1, 0, 5, 15, 29, 5],
  ['GBR', 7, 0, 0, 1, 6, 10, 33, 1],
];

const TEAMS = GROUP_B_2022_TABLE.map(([team]) => team);
const run = (games: StandingsGame[], teamIds: string[]) => standings({ preset: 'IIHF', teamIds, games });

describe('IIHF preset against the published 2022 World Championship Group B table', () => {
  it('has every game of the group once: 28 games, each pair of the 8 teams meeting once', () => {
    const pairs = new Set(GROUP_B_2022.map((x) => [x.homeTeamId, x.awayTeamId].sort().join('-')));
    expect(GROUP_B_2022).toHaveLength(28);
    expect(pairs.size).toBe(28);
    for (const x of GROUP_B_2022) expect(TEAMS).toEqual(expect.arrayContaining([x.homeTeamId, x.awayTeamId]));
  });

  it('reproduces every published column (GP, W, OTW, OTL, L, GF, GA, points) and the published order', () => {
    const rows = run(GROUP_B_2022, [...TEAMS].reverse());
    expect(rows.map(columns)).toEqual(GROUP_B_2022_TABLE);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // the engine's total wins are the published W plus OTW
    expect(rows.map((r) => r.wins)).toEqual(GROUP_B_2022_TABLE.map(([, , w, otw]) => w + otw));
  });

  it('puts Czechia above the United States (13 points each) on the game between them, and breaks no other tie', () => {
    const rows = run(GROUP_B_2022, TEAMS);
    expect(rows.map((r) => [r.teamId, r.tiebreak, r.unresolvedWithNext])).toEqual([
      ['FIN', null, false],
      ['SWE', null, false],
      ['CZE', 'HEAD_TO_HEAD', false],
      ['USA', null, false],
      ['LAT', null, false],
      ['AUT', null, false],
      ['NOR', null, false],
      ['GBR', null, false],
    ]);
  });

  it('does not owe that order to the team ids: renamed so that the United States sorts first, Czechia still ranks third', () => {
    // Each team renamed "<9 - published place>-<code>": id order is the reverse of the published order,
    // so a criterion that failed to separate the tied pair would list the United States first (R6).
    const rename = new Map(TEAMS.map((t, i) => [t, `${9 - (i + 1)}-${t}`]));
    const games = GROUP_B_2022.map((x) => ({ ...x, homeTeamId: rename.get(x.homeTeamId)!, awayTeamId: rename.get(x.awayTeamId)! }));
    const rows = run(games, [...rename.values()]);
    expect(rows.map((r) => r.teamId)).toEqual(TEAMS.map((t) => rename.get(t)));
    expect(rows[2]).toMatchObject({ teamId: '6-CZE', tiebreak: 'HEAD_TO_HEAD', unresolvedWithNext: false });
  });
});
