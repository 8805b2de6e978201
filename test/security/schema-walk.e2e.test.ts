import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  execute,
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  type ExecutionResult,
  type GraphQLAbstractType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { Principal } from '../../src/auth/principal';
import { ANONYMOUS } from '../../src/auth/principal';
import type { GraphQLContext } from '../../src/graphql/context';
import { createLoaders } from '../../src/graphql/loaders';
import { getSchema } from '../../src/graphql/schema';
import { gql, ok, subscribe, wsClientsPerTest } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';

/**
 * The whole schema, walked (docs/security.md, "Who may read what"): from every root Query field,
 * every field it can reach is selected, with the arguments it needs filled from the seeded ids, and
 * the answer is read back along the schema. Anonymous callers, a COACH of another team and a
 * SCOREKEEPER of another game must find every private field null, and no refusal below a root
 * field (a refused non-null field would take its parents with it: a Team, through it a Game).
 *
 * Private fields are those the schema declares private (the `privacy` extension, read by one
 * wrapper: src/graphql/privacy.ts), and at least those of issue #35, so that none of them can
 * become public by losing its declaration.
 */
const MUST_BE_PRIVATE = [
  'Player.birthDate',
  'Player.born',
  'Player.registrations',
  'Player.waiverSigned',
  'Player.rankingTier',
  'Player.experienceLevel',
  'Player.fines',
  'Player.finesConnection',
  'RosterEntry.waiverSigned',
  'RosterEntry.clearance',
  'DisciplineLink.reason',
  'Suspension.reason',
  'Team.fines',
  'Team.finesConnection',
  'Team.unpaidFines',
  'Team.account',
];

/** Fields the schema declares private. */
function declaredPrivate(schema: GraphQLSchema): Set<string> {
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.extensions && 'privacy' in field.extensions) found.add(`${type.name}.${field.name}`);
    }
  }
  return found;
}

/** Ids the seed made, by what they are: a required argument is filled from these by its name. */
interface Seeded {
  competitionId: string;
  divisionId: string;
  teamId: string;
  playerId: string;
  gameId: string;
  /** a crew official's name (officialSchedule, officialScheduleConnection) */
  officialName: string;
  venueName: string;
}

const ARGUMENT_IDS: Record<string, keyof Seeded> = {
  competitionId: 'competitionId',
  divisionId: 'divisionId',
  teamId: 'teamId',
  playerId: 'playerId',
  gameId: 'gameId',
};
const ID_BY_RETURN_TYPE: Record<string, keyof Seeded> = {
  Competition: 'competitionId',
  Division: 'divisionId',
  Team: 'teamId',
  Player: 'playerId',
  Game: 'gameId',
};

/** A literal for a required argument, or undefined when the seed has nothing to give it (the field is then left out and listed). */
function argumentValue(field: GraphQLField<unknown, unknown>, arg: GraphQLArgument, seeded: Seeded): string | undefined {
  const named = getNamedType(arg.type);
  if (arg.name === 'id') {
    // node(id:) answers whatever the id names: the seeded player, whose fields are the most private.
    const key = field.name === 'exportCompetition' ? 'competitionId' : field.name === 'node' ? 'playerId' : ID_BY_RETURN_TYPE[getNamedType(field.type).name];
    return key ? JSON.stringify(seeded[key]) : undefined;
  }
  const key = ARGUMENT_IDS[arg.name];
  if (key) return JSON.stringify(seeded[key]);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (arg.name === 'name' && (field.name === 'officialSchedule' || field.name === 'officialScheduleConnection')) return JSON.stringify(seeded.officialName);
  if (arg.name === 'name' && field.name === 'venue') return JSON.stringify(seeded.venueName);
  return undefined;
}

/**
 * Where an argument the walk fills from the seed cannot fit the row reached, and is refused as such:
 * `gamesToScore` answers a scorekeeper its own game (C v A, R82), and `upcomingGames` and
 * `recentGames` list every game, some of which the seed's team B, given as every `teamId`, does not play.
 */
const ARGUMENT_MISFITS = [/^(gamesToScore|upcomingGames|recentGames)\.\d+\.postedLineup$/];

/** Optional arguments some fields need one of (the statistics: a competition or a division). */
const ONE_OF: Record<string, string> = { 'Query.playerStats': 'competitionId', 'Query.goalieStats': 'competitionId', 'Query.leaders': 'competitionId' };

function argumentsOf(field: GraphQLField<unknown, unknown>, seeded: Seeded, parent = 'Query'): string | null | undefined {
  const chosen = ONE_OF[`${parent}.${field.name}`];
  const required = field.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || a.name === chosen);
  const parts: string[] = [];
  for (const arg of required) {
    const value = argumentValue(field, arg, seeded);
    if (value === undefined) return undefined;
    parts.push(`${arg.name}: ${value}`);
  }
  return parts.length ? `(${parts.join(', ')})` : null;
}

/**
 * The selection of every field reachable from `type`. Each object field (an edge Parent.field) is
 * expanded once per document, so the document stays finite; leaves are selected at every object,
 * and so are private object fields and objects with private leaves (with their leaves), so private
 * data is asked for along every path.
 */
function selectionOf(type: GraphQLObjectType, seeded: Seeded, privateFields: Set<string>, expanded: Set<string>, skipped: Set<string>, schema: GraphQLSchema): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const key = `${type.name}.${field.name}`;
    const args = argumentsOf(field, seeded, type.name);
    if (args === undefined) {
      skipped.add(key);
      continue;
    }
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(`${field.name}${args ?? ''}`);
      continue;
    }
    if (isAbstractType(named)) {
      // An interface or a union (a game's log entries, node(id:)): every type it can be, each by a fragment.
      if (expanded.has(key)) continue;
      expanded.add(key);
      parts.push(`${field.name}${args ?? ''} { ${abstractSelection(named, seeded, privateFields, expanded, skipped, schema)} }`);
      continue;
    }
    if (!isObjectType(named)) continue;
    if (!expanded.has(key)) {
      expanded.add(key);
      parts.push(`${field.name}${args ?? ''} { ${selectionOf(named, seeded, privateFields, expanded, skipped, schema)} }`);
    } else if (privateFields.has(key) || Object.keys(named.getFields()).some((f) => privateFields.has(`${named.name}.${f}`))) {
      parts.push(`${field.name}${args ?? ''} { ${leavesOf(named)} }`);
    }
  }
  return parts.length ? parts.join(' ') : '__typename';
}

/** `__typename` and a fragment on each type an interface or a union can be, walked as selectionOf walks an object. */
function abstractSelection(type: GraphQLAbstractType, seeded: Seeded, privateFields: Set<string>, expanded: Set<string>, skipped: Set<string>, schema: GraphQLSchema): string {
  const fragments = schema.getPossibleTypes(type).map((possible) => `... on ${possible.name} { ${selectionOf(possible, seeded, privateFields, expanded, skipped, schema)} }`);
  return ['__typename', ...fragments].join(' ');
}

function leavesOf(type: GraphQLObjectType): string {
  const leaves = Object.values(type.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)));
  return leaves.length ? leaves.map((f) => f.name).join(' ') : '__typename';
}

/** Every private field answered with a value, as `Type.field at path`, reading the answer along the schema. */
function privateValues(value: unknown, type: GraphQLObjectType | GraphQLAbstractType, privateFields: Set<string>, own: Set<string>, path: string, found: string[], schema: GraphQLSchema): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => privateValues(item, type, privateFields, own, `${path}.${i}`, found, schema));
    return;
  }
  const record = value as Record<string, unknown>;
  if (isAbstractType(type)) {
    // Read along the type the answer says it is.
    const concrete = schema.getType(String(record.__typename));
    if (!isObjectType(concrete)) throw new Error(`${path}: an answer of ${type.name} without a known __typename`);
    privateValues(value, concrete, privateFields, own, path, found, schema);
    return;
  }
  // What the caller owns (a coach's own team, players and roster entries) it may read.
  const owned = typeof record.id === 'string' && own.has(record.id);
  for (const [name, child] of Object.entries(record)) {
    if (name === '__typename') continue;
    const field = type.getFields()[name];
    if (!owned && privateFields.has(`${type.name}.${name}`) && child !== null) found.push(`${type.name}.${name} at ${path}.${name} = ${JSON.stringify(child).slice(0, 80)}`);
    const named = getNamedType(field.type);
    if (isObjectType(named) || isAbstractType(named)) privateValues(child, named, privateFields, own, `${path}.${name}`, found, schema);
  }
}

describe('the schema walked: no private field answers a value to a caller who may not read it', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const wsClient = wsClientsPerTest(() => suite.current().wsUrl);
  /** A document written here, its data typed as the shape `T` it asks for. */
  const doc = <T = unknown>(source: string) => parse(source) as unknown as TypedDocumentNode<T, Record<string, unknown>>;
  const admin = <T = unknown>(source: string, variables: Record<string, unknown> = {}) => ok(url(), doc<T>(source), variables, ADMIN_TOKEN);
  const token = async (role: 'COACH' | 'SCOREKEEPER', scope: string) =>
    (
      await admin<{ createApiToken: { token: string } }>('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', {
        input: { name: `${role} ${scope}`, role, scopes: [scope] },
      })
    ).createApiToken.token;

  /**
   * Tournament X: teams A, B and C in one division, game A v B (seedLeague's) and C v A. B's
   * player "Secret" is 15 (born 2011-02-03), has no waiver, is Tier 1 and played Major Junior,
   * joined B with a clearance, owes a fine and is suspended; B owes a team fine; X's discipline is
   * linked with league Y's for a reason; game A v B has an official and a venue.
   */
  async function seedPrivateData() {
    const x = await seedLeague(url(), { teams: 3, playersPerTeam: 3 });
    const y = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON' });
    const [a, b, c] = [x.teams[0], x.teams[1], x.teams[2]];
    const { createPlayer } = await admin<{ createPlayer: { id: string } }>('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { id } }', {
      input: { name: 'Secret Youth', birthDate: '2011-02-03', waiverSigned: false, rankingTier: 1, experienceLevel: 'MAJOR_JUNIOR' },
    });
    const playerId = createPlayer.id;
    await admin('mutation($input: AddToRosterInput!) { addToRoster(input: $input) { id } }', {
      input: { teamId: b.id, playerId, number: 77, position: 'SKATER', waiverSigned: false, clearance: 'SECRET-CLEARANCE' },
    });
    const fine = 'mutation($input: RecordFineInput!) { recordFine(input: $input) { id } }';
    await admin(fine, { input: { playerId, competitionId: x.competitionId, amountCents: 3700, reason: 'SECRET-PLAYER-FINE' } });
    await admin(fine, { input: { teamId: b.id, competitionId: x.competitionId, amountCents: 5000, reason: 'SECRET-TEAM-FINE' } });
    await admin('mutation($input: SetSuspensionInput!) { setSuspension(input: $input) { id } }', {
      input: { playerId, competitionId: x.competitionId, kind: 'GAMES', games: 2, reason: 'SECRET-SUSPENSION' },
    });
    await admin('mutation($c: ID!, $o: ID!) { linkDiscipline(competitionId: $c, otherCompetitionId: $o, reason: "SECRET-LINK") { id } }', { c: x.competitionId, o: y.competitionId });
    await admin('mutation($gameId: ID!, $crew: [CrewMemberInput!]!) { setGameCrew(gameId: $gameId, crew: $crew) { id } }', {
      gameId: x.gameId,
      crew: [{ role: 'REFEREE', name: 'Robin Official' }],
    });
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await admin('mutation($gameId: ID!, $startsAt: DateTime!) { rescheduleGame(gameId: $gameId, startsAt: $startsAt, venue: "Walk Arena") { id } }', { gameId: x.gameId, startsAt });
    const { scheduleGame } = await admin<{ scheduleGame: { id: string } }>('mutation($input: ScheduleGameInput!) { scheduleGame(input: $input) { id } }', {
      input: { divisionId: x.divisionId, homeTeamId: c.id, awayTeamId: a.id, startsAt: new Date(Date.parse(startsAt) + 86_400_000).toISOString(), stage: 'ROUND_ROBIN' },
    });
    const cRoster = (await admin<{ team: { roster: Array<{ id: string; player: { id: string } }> } }>('query($id: ID!) { team(id: $id) { roster { id player { id } } } }', { id: c.id })).team.roster;
    const seeded: Seeded = { competitionId: x.competitionId, divisionId: x.divisionId, teamId: b.id, playerId, gameId: x.gameId, officialName: 'Robin Official', venueName: 'Walk Arena' };
    return {
      x,
      y,
      a,
      b,
      c,
      seeded,
      otherGameId: scheduleGame.id,
      /** what the COACH of C owns: its team, its roster entries and its players */
      cOwns: new Set([c.id, ...cRoster.flatMap((e) => [e.id, e.player.id])]),
    };
  }

  const principalOf = async (value: string | undefined): Promise<Principal> => (value ? (await suite.current().services.tokens.authenticate(value))! : ANONYMOUS);

  /** One root field's document, executed in-process as `principal` (the HTTP limits on depth and cost would refuse a whole-schema walk). */
  async function run(schema: GraphQLSchema, source: string, principal: Principal): Promise<ExecutionResult> {
    const server = suite.current();
    const contextValue: GraphQLContext = { principal, language: 'en', services: server.services, loaders: createLoaders(server.db.manager) };
    return execute({ schema, document: parse(source), contextValue });
  }

  /** Walks every root Query field as the caller; returns the private values it got and the refusals below a root field. */
  async function walk(caller: string | undefined, seeded: Seeded, own: Set<string>) {
    const schema = getSchema();
    const privateFields = new Set([...declaredPrivate(schema), ...MUST_BE_PRIVATE]);
    const principal = await principalOf(caller);
    const query = schema.getQueryType()!;
    const found: string[] = [];
    const nestedRefusals: string[] = [];
    const skipped = new Set<string>();
    let rootsWalked = 0;
    for (const root of Object.values(query.getFields())) {
      const args = argumentsOf(root, seeded);
      if (args === undefined) {
        skipped.add(`Query.${root.name}`);
        continue;
      }
      const named = getNamedType(root.type);
      const selection = isObjectType(named)
        ? ` { ${selectionOf(named, seeded, privateFields, new Set(), skipped, schema)} }`
        : isAbstractType(named)
          ? ` { ${abstractSelection(named, seeded, privateFields, new Set(), skipped, schema)} }`
          : '';
      const result = await run(schema, `{ ${root.name}${args ?? ''}${selection} }`, principal);
      rootsWalked += 1;
      for (const error of result.errors ?? []) {
        const code = error.extensions?.code;
        if ((error.path?.length ?? 0) > 1 && (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')) nestedRefusals.push(`${error.path!.join('.')}: ${code}`);
        if (code === 'BAD_USER_INPUT' && ARGUMENT_MISFITS.some((misfit) => misfit.test(error.path?.join('.') ?? ''))) continue;
        if (!['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND'].includes(String(code))) throw new Error(`Query.${root.name}: ${error.message} at ${error.path?.join('.')}`);
      }
      if (result.data && (isObjectType(named) || isAbstractType(named))) privateValues(result.data[root.name], named, privateFields, own, root.name, found, schema);
    }
    return { found, nestedRefusals, skipped: [...skipped].sort(), rootsWalked, privateFields };
  }

  it('anonymous callers, a COACH of another team and a SCOREKEEPER of another game read no private field anywhere', async () => {
    const s = await seedPrivateData();
    const callers: Array<[string, string | undefined, Set<string>]> = [
      ['anonymous', undefined, new Set()],
      ['COACH of team C', await token('COACH', `team:${s.c.id}`), s.cOwns],
      ['SCOREKEEPER of game C v A', await token('SCOREKEEPER', `game:${s.otherGameId}`), new Set()],
    ];
    // Not a walk that reaches nothing: as an ADMIN it finds a value in every private field the seed filled.
    const asAdmin = await walk(ADMIN_TOKEN, s.seeded, new Set());
    expect([...new Set(asAdmin.found.map((f) => f.split(' ')[0]))].sort()).toEqual(expect.arrayContaining([...MUST_BE_PRIVATE].sort()));
    for (const [who, caller, own] of callers) {
      const result = await walk(caller, s.seeded, own);
      expect(result.rootsWalked).toBeGreaterThan(15);
      // The one required argument the walk cannot fill: a webhook's id (ADMIN only, and no player data below it).
      // node(id:) is walked with the seeded player's id, every type it can answer asked for by a fragment.
      expect(result.skipped).toEqual(['Query.webhookDeliveries', 'Query.webhookDeliveriesConnection']);
      expect({ who, private: result.found, nestedRefusals: result.nestedRefusals }).toEqual({ who, private: [], nestedRefusals: [] });
    }
    // What the schema declares private besides the issue's fields: the officials' notes.
    expect(asAdmin.privateFields).toEqual(new Set([...MUST_BE_PRIVATE, 'Game.certifiedBy', 'GameSignOff.recordedBy', 'ShortHandedStart.reason', 'RosterEntry.registrationReceivedAt']));
  }, 120_000);

  it("an ADMIN reads every private field the seed filled, and the COACH of the player's team reads that team's", async () => {
    const s = await seedPrivateData();
    const reads = <T = unknown>(source: string, caller: string, variables: Record<string, unknown>) => ok(url(), doc<T>(source), variables, caller);
    const PLAYER = `query($id: ID!) { player(id: $id) { birthDate waiverSigned rankingTier experienceLevel fines { reason } suspensions { reason } rosterEntries { waiverSigned clearance } } }`;
    const TEAM = `query($id: ID!) { team(id: $id) { fines { reason } unpaidFines { reason } } }`;
    const LINKS = `query($id: ID!) { competition(id: $id) { disciplineLinks { reason } } }`;
    const coachB = await token('COACH', `team:${s.b.id}`);
    for (const caller of [ADMIN_TOKEN, coachB]) {
      expect((await reads<{ player: unknown }>(PLAYER, caller, { id: s.seeded.playerId })).player).toEqual({
        birthDate: '2011-02-03',
        waiverSigned: false,
        rankingTier: 1,
        experienceLevel: 'MAJOR_JUNIOR',
        fines: [{ reason: 'SECRET-PLAYER-FINE' }],
        suspensions: [{ reason: 'SECRET-SUSPENSION' }],
        rosterEntries: [{ waiverSigned: false, clearance: 'SECRET-CLEARANCE' }],
      });
      const { team } = await reads<{ team: { fines: unknown; unpaidFines: Array<{ reason: string }> } }>(TEAM, caller, { id: s.b.id });
      expect(team.fines).toEqual([{ reason: 'SECRET-TEAM-FINE' }]);
      expect(team.unpaidFines.map((f) => f.reason).sort()).toEqual(['SECRET-PLAYER-FINE', 'SECRET-TEAM-FINE']);
    }
    // The league manager's reasons for linking two competitions' discipline: the officials' only.
    expect((await reads<{ competition: { disciplineLinks: unknown } }>(LINKS, ADMIN_TOKEN, { id: s.x.competitionId })).competition.disciplineLinks).toEqual([{ reason: 'SECRET-LINK' }]);
    expect((await reads<{ competition: { disciplineLinks: unknown } }>(LINKS, coachB, { id: s.x.competitionId })).competition.disciplineLinks).toEqual([{ reason: null }]);
  });

  it('issue #35: the anonymous roster query answers no birth date, and the Game around a private field survives', async () => {
    const s = await seedPrivateData();
    type Roster = { team: { roster: Array<{ number: number; player: { name: string; birthDate: string | null; waiverSigned: boolean | null } }> } };
    const roster = await gql(url(), doc<Roster>('query($t: ID!) { team(id: $t) { roster { number player { name birthDate waiverSigned } } } }'), { t: s.b.id });
    expect(roster.errors).toBeUndefined();
    const players = roster.data!.team.roster;
    expect(players.length).toBeGreaterThan(1);
    for (const { player } of players) expect(player).toEqual({ name: expect.any(String), birthDate: null, waiverSigned: null });
    const game = await gql(url(), doc<{ game: unknown }>('query($id: ID!) { game(id: $id) { id away { id name unpaidFines { id } } } }'), { id: s.x.gameId });
    expect(game.errors).toBeUndefined();
    expect(game.data!.game).toEqual({ id: s.x.gameId, away: { id: s.b.id, name: s.b.name, unpaidFines: null } });
  });

  it('subscriptions, over WebSocket and over Server-Sent Events, answer the same nulls: one schema, one rule', async () => {
    const s = await seedPrivateData();
    const SUBSCRIPTION = `subscription($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { away { team { id fines { id } unpaidFines { id }
      roster { number waiverSigned clearance player { name birthDate waiverSigned rankingTier experienceLevel suspensions { reason } } } } } } }`;
    type Answer = { data?: { scoreboardUpdated: { away: { team: { roster: Array<{ number: number }> } & Record<string, unknown> } } }; errors?: unknown };
    const secretRow = {
      number: 77,
      waiverSigned: null,
      clearance: null,
      player: { name: 'Secret Youth', birthDate: null, waiverSigned: null, rankingTier: null, experienceLevel: null, suspensions: [{ reason: null }] },
    };
    const expectPublicView = (answer: Answer) => {
      expect(answer.errors).toBeUndefined();
      const team = answer.data!.scoreboardUpdated.away.team;
      expect(team).toMatchObject({ id: s.b.id, fines: null, unpaidFines: null });
      expect(team.roster.find((e) => e.number === 77)).toEqual(secretRow);
      expect(JSON.stringify(answer)).not.toMatch(/SECRET|2011-02-03|1990-05-17|MAJOR_JUNIOR/);
    };

    const coachC = await token('COACH', `team:${s.c.id}`);
    for (const caller of [undefined, coachC]) {
      const feed = subscribe(wsClient(caller), doc(SUBSCRIPTION), { gameId: s.x.gameId });
      expectPublicView((await feed.next()) as Answer);
    }

    const control = new AbortController();
    const response = await fetch(`http://127.0.0.1:${suite.current().port}/graphql/stream`, {
      method: 'POST',
      signal: control.signal,
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { gameId: s.x.gameId } }),
    });
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      if (/^event: next\n[^]*?\n\n/m.test(buffer)) break;
    }
    control.abort();
    const block = /^event: next\ndata:(.*)$/m.exec(buffer)![1];
    expectPublicView(JSON.parse(block) as Answer);

    // The owner's view through the same subscription has the values.
    const own = await subscribe(wsClient(await token('COACH', `team:${s.b.id}`)), doc(SUBSCRIPTION), { gameId: s.x.gameId }).next();
    expect(JSON.stringify(own)).toContain('2011-02-03');
    expect(JSON.stringify(own)).toContain('SECRET-CLEARANCE');
  });
});
