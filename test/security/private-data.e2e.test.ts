import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { AddToRosterDocument, CreateApiTokenDocument, PlayerEligibilityDocument, RecordFineDocument, SetLineupDocument, SetSuspensionDocument } from '../generated/graphql';
import { gql, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';

/**
 * Private discipline data is shown by its owner, never by an argument the caller chose: a fine's or
 * a suspension's details (amount, reason) go to an ADMIN, or to a COACH of a team the player is
 * rostered on in the competition of that fine or suspension (a team's own fine: that team's COACH).
 * A SCOREKEEPER gets the eligibility verdict and the reason codes it needs at the bench, and so
 * does anyone anonymous; never the amounts nor the reasons. Every path to the data is checked:
 * the eligibility query whatever its teamId, player and team fields, and the same fields nested
 * under a game, a roster, a suspension and the live scoreboard.
 */
describe('private discipline data, by its owner', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const client = wsClientsPerTest(() => suite.current().wsUrl);

  // Documents of this suite only: written here so the rule each one checks stays beside it.
  type Reasons = { eligible: boolean; reasons: Array<{ code: string; message: string }> };
  const doc = <T>(source: string) => parse(source) as unknown as TypedDocumentNode<T, Record<string, unknown>>;
  type FineSeen = { reason: string; amountCents: number; competition: { id: string; name: string } };
  const PlayerDiscipline = doc<{
    player: {
      fines: FineSeen[] | null;
      finesConnection: { edges: Array<{ node: FineSeen }> } | null;
      suspensions: Array<{ reason: string; competition: { id: string } }>;
      suspensionsConnection: { edges: Array<{ node: { reason: string; competition: { id: string } } }> };
    };
  }>(
    'query PlayerDiscipline($id: ID!) { player(id: $id) { fines { reason amountCents competition { id name } } finesConnection(first: 100) { edges { node { reason amountCents competition { id name } } } } suspensions { reason competition { id } } suspensionsConnection(first: 100) { edges { node { reason competition { id } } } } } }',
  );
  /** The connections answer what the plain lists do, to every caller. */
  const samePaged = (player: { fines: FineSeen[] | null; finesConnection: { edges: Array<{ node: FineSeen }> } | null }) =>
    expect(player.finesConnection?.edges.map((e) => e.node) ?? null).toEqual(player.fines);
  const PlayerSuspensionReasons = doc<{ player: { suspensions: Array<{ reason: string; competition: { id: string } }> } }>(
    'query PlayerSuspensionReasons($id: ID!) { player(id: $id) { suspensions { reason competition { id } } } }',
  );
  const TeamEligibility = doc<{ team: { eligibility: { players: Array<Reasons & { player: { id: string } }> } } }>(
    'query TeamEligibility($id: ID!, $gameId: ID) { team(id: $id) { eligibility(gameId: $gameId) { players { player { id } eligible reasons { code message } } } } }',
  );
  const GameAwayPublicPaths = doc<unknown>(`query GameAwayPublicPaths($id: ID!) {
    game(id: $id) { away {
      activeSuspensions { reason player { id } }
      eligibility { players { eligible reasons { code message rule } } }
      roster { player { suspensions { reason } rosterEntries { team { eligibility { players { reasons { code message } } } } } } }
    } }
  }`);
  const GameAwayFines = doc<unknown>('query GameAwayFines($id: ID!) { game(id: $id) { away { fines { reason amountCents } } } }');
  const GameAwayUnpaidFines = doc<unknown>('query GameAwayUnpaidFines($id: ID!) { game(id: $id) { away { id unpaidFines { reason amountCents } } } }');
  const GameAwayPlayerFines = doc<unknown>('query GameAwayPlayerFines($id: ID!) { game(id: $id) { away { roster { player { fines { reason amountCents } } } } } }');
  const SuspensionBackToFines = doc<unknown>('query SuspensionBackToFines($id: ID!) { player(id: $id) { suspensions { player { fines { reason } rosterEntries { team { fines { reason } } } } } } }');
  const ScoreboardPrivatePaths = doc<{ scoreboardUpdated: { away: { team: { activeSuspensions: Array<{ reason: string }>; eligibility: { players: Array<Reasons> } } } } }>(
    `subscription ScoreboardPrivatePaths($gameId: ID!) { scoreboardUpdated(gameId: $gameId) {
      home { team { activeSuspensions { reason } eligibility { players { eligible reasons { code message } } } } }
      away { team { activeSuspensions { reason } eligibility { players { eligible reasons { code message } } } } }
    } }`,
  );
  const ScoreboardFines = doc<unknown>('subscription ScoreboardFines($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { away { team { fines { reason } } } } }');

  const admin = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
  const token = async (role: 'COACH' | 'SCOREKEEPER', scope: string) => (await admin(CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } })).createApiToken.token;

  /** Everything an answer says, to look for a detail in wherever it was put. */
  const text = (value: unknown) => JSON.stringify(value);
  const B_DETAILS = ['SECRET-B-FINE', 'SECRET-B-SUSPENSION', 'SECRET-B-TEAM-FINE', '$37.00', '$50.00'];
  const expectNoneOf = (value: unknown, details: readonly string[]) => {
    for (const detail of details) expect(text(value)).not.toContain(detail);
  };

  /**
   * A league game A (home) v B (away). B's #3 owes $37.00 ("SECRET-B-FINE") and is suspended for 2
   * games ("SECRET-B-SUSPENSION"); team B owes $50.00 before it plays again ("SECRET-B-TEAM-FINE");
   * A's #3 owes $41.00 ("SECRET-A-FINE").
   */
  async function leagueWithSecrets() {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
    const [a, b] = [league.teams[0], league.teams[1]];
    const [playerA, playerB] = [a.players[2].id, b.players[2].id];
    const competitionId = league.competitionId;
    await admin(RecordFineDocument, { input: { playerId: playerB, competitionId, amountCents: 3700, reason: 'SECRET-B-FINE' } });
    await admin(SetSuspensionDocument, { input: { playerId: playerB, competitionId, kind: 'GAMES', games: 2, reason: 'SECRET-B-SUSPENSION' } });
    await admin(RecordFineDocument, { input: { teamId: b.id, competitionId, amountCents: 5000, reason: 'SECRET-B-TEAM-FINE' } });
    await admin(RecordFineDocument, { input: { playerId: playerA, competitionId, amountCents: 4100, reason: 'SECRET-A-FINE' } });
    return { league, gameId: league.gameId, a, b, playerA, playerB, coachA: await token('COACH', `team:${a.id}`), coachB: await token('COACH', `team:${b.id}`) };
  }

  const eligibility = async (playerId: string, gameId: string, caller?: string, teamId?: string) => (await ok(url(), PlayerEligibilityDocument, { playerId, gameId, teamId }, caller)).eligibility;
  const codes = (answer: Reasons) => answer.reasons.map((r) => r.code).sort();

  describe('eligibility(playerId, gameId, teamId): details follow the player, not the teamId asked with (row 4)', () => {
    it("a COACH of team A asking about B's player with teamId A gets the verdict and the codes, not B's fine amount or reason", async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerB, s.gameId, s.coachA, s.a.id);
      expect(answer.eligible).toBe(false);
      expect(codes(answer)).toEqual(['NOT_ON_ROSTER', 'SUSPENDED', 'UNPAID_FINE']);
      expectNoneOf(answer, B_DETAILS);
    });

    it("a COACH of team A asking about B's player with teamId B sees neither the player's details nor team B's fine", async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerB, s.gameId, s.coachA, s.b.id);
      expect(codes(answer)).toEqual(['SUSPENDED', 'TEAM_FINE_UNPAID', 'UNPAID_FINE']);
      expectNoneOf(answer, B_DETAILS);
    });

    it("a COACH of team A asking about B's player without teamId (judged for B, whose roster has him) sees no detail", async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerB, s.gameId, s.coachA);
      expect(codes(answer)).toEqual(['SUSPENDED', 'TEAM_FINE_UNPAID', 'UNPAID_FINE']);
      expectNoneOf(answer, B_DETAILS);
    });

    it("the player's own team's COACH sees his fine and suspension details whatever teamId is asked with", async () => {
      const s = await leagueWithSecrets();
      for (const teamId of [s.a.id, s.b.id, undefined]) {
        const answer = await eligibility(s.playerB, s.gameId, s.coachB, teamId);
        expect(answer.reasons.find((r) => r.code === 'UNPAID_FINE')!.message).toContain('$37.00');
        expect(answer.reasons.find((r) => r.code === 'UNPAID_FINE')!.message).toContain('SECRET-B-FINE');
        expect(answer.reasons.find((r) => r.code === 'SUSPENDED')!.message).toContain('SECRET-B-SUSPENSION');
      }
      expect((await eligibility(s.playerB, s.gameId, s.coachB, s.b.id)).reasons.find((r) => r.code === 'TEAM_FINE_UNPAID')!.message).toContain('SECRET-B-TEAM-FINE');
    });

    it("a team's own fine shows to that team's COACH only: A's coach asking about his player against team B sees his player's fine, not B's team fine", async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerA, s.gameId, s.coachA, s.b.id);
      expect(codes(answer)).toEqual(['NOT_ON_ROSTER', 'TEAM_FINE_UNPAID', 'UNPAID_FINE']);
      expect(answer.reasons.find((r) => r.code === 'UNPAID_FINE')!.message).toContain('SECRET-A-FINE');
      expectNoneOf(answer, B_DETAILS);
    });

    it('a SCOREKEEPER of the game (scoped to the game or to the competition) gets the verdict and the reason codes, never amounts nor reasons', async () => {
      const s = await leagueWithSecrets();
      for (const scorekeeper of [await token('SCOREKEEPER', `game:${s.gameId}`), await token('SCOREKEEPER', `competition:${s.league.competitionId}`)]) {
        const answer = await eligibility(s.playerB, s.gameId, scorekeeper);
        expect(answer.eligible).toBe(false);
        expect(codes(answer)).toEqual(['SUSPENDED', 'TEAM_FINE_UNPAID', 'UNPAID_FINE']);
        expectNoneOf(answer, B_DETAILS);
        const { team } = await ok(url(), TeamEligibility, { id: s.b.id, gameId: s.gameId }, scorekeeper);
        expect(team.eligibility.players.find((p) => p.player.id === s.playerB)!.eligible).toBe(false);
        expectNoneOf(team, B_DETAILS);
      }
    });

    it("a SCOREKEEPER's refused lineup names each ineligible player's reason codes, not the fine's amount or reason", async () => {
      const s = await leagueWithSecrets();
      const scorekeeper = await token('SCOREKEEPER', `game:${s.gameId}`);
      const refused = await gql(url(), SetLineupDocument, { gameId: s.gameId, teamId: s.b.id, playerIds: s.b.players.map((p) => p.id) }, { token: scorekeeper });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', ineligible: expect.arrayContaining([expect.objectContaining({ playerId: s.playerB })]) });
      expectNoneOf(refused, B_DETAILS);
    });

    it('anonymous: the verdict and the reason codes are public (the public contract), the details are not', async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerB, s.gameId);
      expect(answer.eligible).toBe(false);
      expect(codes(answer)).toEqual(['SUSPENDED', 'TEAM_FINE_UNPAID', 'UNPAID_FINE']);
      expectNoneOf(answer, B_DETAILS);
    });

    it('an ADMIN sees every detail', async () => {
      const s = await leagueWithSecrets();
      const answer = await eligibility(s.playerB, s.gameId, ADMIN_TOKEN);
      for (const detail of B_DETAILS) expect(text(answer)).toContain(detail);
    });
  });

  describe('fines and suspension reasons are scoped to their competition (row 9)', () => {
    /** B's fined and suspended player of league X is rostered on a team of tournament Y too, with a fine there. */
    async function playerInTwoCompetitions() {
      const s = await leagueWithSecrets();
      const y = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, firstNumber: 1 });
      const teamY = y.teams[0].id;
      await admin(AddToRosterDocument, { input: { teamId: teamY, playerId: s.playerB, number: 77, position: 'SKATER', waiverSigned: true, clearance: 'Cleared by the tournament official' } });
      await admin(RecordFineDocument, { input: { playerId: s.playerB, competitionId: y.competitionId, amountCents: 1000, reason: 'Y-FINE' } });
      return { ...s, x: s.league.competitionId, y: y.competitionId, coachY: await token('COACH', `team:${teamY}`) };
    }

    it("a COACH of the player's team in tournament Y reads only the fines from Y, never those from league X", async () => {
      const s = await playerInTwoCompetitions();
      const { player } = await ok(url(), PlayerDiscipline, { id: s.playerB }, s.coachY);
      expect(player.fines).toEqual([expect.objectContaining({ reason: 'Y-FINE', competition: expect.objectContaining({ id: s.y }) })]);
      samePaged(player);
      expectNoneOf(player, ['SECRET-B-FINE', 'SECRET-B-SUSPENSION']);
      // Another team's coach, and an anonymous caller: no fines at all, paged or not.
      for (const caller of [s.coachA, undefined]) {
        const other = (await ok(url(), PlayerDiscipline, { id: s.playerB }, caller)).player;
        expect(other.finesConnection).toBeNull();
        expectNoneOf(other, ['SECRET-B-FINE', 'SECRET-B-SUSPENSION', 'Y-FINE']);
      }
    });

    it("the player's COACH in league X reads X's fines and suspension reasons, not Y's; an ADMIN reads both", async () => {
      const s = await playerInTwoCompetitions();
      const { player } = await ok(url(), PlayerDiscipline, { id: s.playerB }, s.coachB);
      expect(player.fines!.map((f) => f.reason)).toEqual(['SECRET-B-FINE']);
      expect(player.suspensions.map((x) => x.reason)).toEqual(['SECRET-B-SUSPENSION']);
      samePaged(player);
      expect(player.suspensionsConnection.edges.map((e) => e.node.reason)).toEqual(['SECRET-B-SUSPENSION']);
      const all = (await ok(url(), PlayerDiscipline, { id: s.playerB }, ADMIN_TOKEN)).player;
      expect(all.fines!.map((f) => f.reason).sort()).toEqual(['SECRET-B-FINE', 'Y-FINE']);
      expect(all.finesConnection!.edges.map((e) => e.node.reason).sort()).toEqual(['SECRET-B-FINE', 'Y-FINE']);
    });

    it('a suspension is public but its reason is not: anonymous callers and other coaches see that he is suspended, not why', async () => {
      const s = await playerInTwoCompetitions();
      for (const caller of [undefined, s.coachA, s.coachY, await token('SCOREKEEPER', `game:${s.gameId}`)]) {
        const { player } = await ok(url(), PlayerSuspensionReasons, { id: s.playerB }, caller);
        expect(player.suspensions).toEqual([{ reason: null, competition: { id: s.x } }]);
        expectNoneOf(player, ['SECRET-B-SUSPENSION']);
      }
    });
  });

  describe("a player's birth date, as born (Date) and the older birthDate (String): one rule for both", () => {
    type Birth = { born: string | null; birthDate: string | null };
    const PlayerBirth = doc<{ player: Birth }>('query PlayerBirth($id: ID!) { player(id: $id) { born birthDate } }');
    const NodeBirth = doc<{ node: Birth }>('query NodeBirth($id: ID!) { node(id: $id) { ... on Player { born birthDate } } }');
    const GameAwayBirths = doc<{ game: { away: { roster: Array<{ player: Birth }> } } }>('query GameAwayBirths($id: ID!) { game(id: $id) { away { roster { player { born birthDate } } } } }');
    const BIRTH = '2011-02-03';
    const HIDDEN = { born: null, birthDate: null };

    it("is null to strangers (anonymous, another team's COACH, a SCOREKEEPER), by id, through node and under a game's roster; its owners read both", async () => {
      const s = await leagueWithSecrets();
      await admin(doc<unknown>('mutation($id: ID!, $input: UpdatePlayerInput!) { updatePlayer(id: $id, input: $input) { id } }'), { id: s.playerB, input: { born: BIRTH } });
      const strangers = [undefined, s.coachA, await token('SCOREKEEPER', `game:${s.gameId}`), await token('SCOREKEEPER', `competition:${s.league.competitionId}`)];
      for (const caller of strangers) {
        const byId = await gql(url(), PlayerBirth, { id: s.playerB }, { token: caller });
        expect(byId.errors).toBeUndefined();
        expect(byId.data).toEqual({ player: HIDDEN });
        expect((await gql(url(), NodeBirth, { id: s.playerB }, { token: caller })).data).toEqual({ node: HIDDEN });
        const nested = await gql(url(), GameAwayBirths, { id: s.gameId }, { token: caller });
        expect(nested.errors).toBeUndefined();
        for (const { player } of nested.data!.game.away.roster) expect(player).toEqual(HIDDEN);
        expect(text(nested)).not.toContain(BIRTH);
      }
      for (const owner of [ADMIN_TOKEN, s.coachB]) {
        expect((await gql(url(), PlayerBirth, { id: s.playerB }, { token: owner })).data).toEqual({ player: { born: BIRTH, birthDate: BIRTH } });
        expect((await gql(url(), NodeBirth, { id: s.playerB }, { token: owner })).data).toEqual({ node: { born: BIRTH, birthDate: BIRTH } });
      }
    });
  });

  describe('nested paths keep private fields private', () => {
    it("through a game's team, its roster, a player's teams and their eligibility, a COACH of the other team sees no detail", async () => {
      const s = await leagueWithSecrets();
      const answer = await gql(url(), GameAwayPublicPaths, { id: s.gameId }, { token: s.coachA });
      expect(answer.errors).toBeUndefined();
      expect(text(answer.data)).toContain('SUSPENDED');
      expectNoneOf(answer, B_DETAILS);
    });

    it('team.fines, team.unpaidFines and player.fines of the other team, nested under a game or a suspension, are null to a COACH and anonymously, and the game around them stays', async () => {
      const s = await leagueWithSecrets();
      for (const document of [GameAwayFines, GameAwayUnpaidFines, GameAwayPlayerFines]) {
        for (const caller of [s.coachA, undefined]) {
          const answer = await gql(url(), document, { id: s.gameId }, { token: caller });
          expect(answer.errors).toBeUndefined();
          expect(answer.data).toMatchObject({ game: { away: expect.any(Object) } });
          expectNoneOf(answer, B_DETAILS);
        }
      }
      expect(await ok(url(), GameAwayUnpaidFines, { id: s.gameId })).toEqual({ game: { away: { id: s.b.id, unpaidFines: null } } });
      const back = await gql(url(), SuspensionBackToFines, { id: s.playerB }, { token: s.coachA });
      expect(back.errors).toBeUndefined();
      expectNoneOf(back, B_DETAILS);
    });

    it('through the live scoreboard: anonymous watchers and the other COACH see who is suspended and ineligible, not why; the team fines are null', async () => {
      const s = await leagueWithSecrets();
      for (const caller of [undefined, s.coachA]) {
        const feed = subscribe(client(caller), ScoreboardPrivatePaths, { gameId: s.gameId });
        const message = await feed.next();
        expect(message.errors).toBeUndefined();
        const away = message.data!.scoreboardUpdated.away.team;
        expect(away.activeSuspensions).toHaveLength(1);
        expect(away.eligibility.players.filter((p) => !p.eligible).length).toBeGreaterThan(0);
        expectNoneOf(message, B_DETAILS);
        const fines = await subscribe(client(caller), ScoreboardFines, { gameId: s.gameId }).next();
        expect(fines.errors).toBeUndefined();
        expect(fines.data).toEqual({ scoreboardUpdated: { away: { team: { fines: null } } } });
        expectNoneOf(fines, B_DETAILS);
      }
      // The owner's view through the same path has the details.
      const own = await subscribe(client(s.coachB), ScoreboardPrivatePaths, { gameId: s.gameId }).next();
      expect(text(own)).toContain('SECRET-B-SUSPENSION');
      expect(text(own)).toContain('SECRET-B-FINE');
    });
  });
});
