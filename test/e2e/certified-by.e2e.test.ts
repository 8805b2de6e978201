import type { FaceoffServer } from '../../src/server/app';
import {
  CertifyGameDocument,
  CreateApiTokenDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameCertifiedByDocument,
  RecordGoalDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';
import { documentValidator } from '../../src/services/export/schema';

/**
 * Game.certifiedBy: the name of the token that certified the result, as GameSignOff.recordedBy
 * names the one that recorded a signature; an ADMIN reads it, anyone else reads null. The private
 * export carries it, the public one leaves it out.
 */

type Json = Record<string, unknown>;
const EXPORT = 'query ($id: ID!, $public: Boolean) { exportCompetition(id: $id, public: $public) }';
const IMPORT = 'mutation ($document: JSON!, $ids: IdPolicy) { importCompetition(document: $document, ids: $ids) { stored competitionId } }';

async function call(url: string, query: string, variables: Json, token?: string): Promise<{ data?: Json; errors?: unknown[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as never;
}
const BACKEND = BACKENDS[0];

describeWith(BACKEND.needs, `Game.certifiedBy on ${BACKEND.name}`, () => {
  const suite = serverPerSuite(BACKEND);
  const server = (): FaceoffServer => suite.current();

  /** A Cole Harbour game played to a 1-0 home win with a tablet token named `tablet`, then certified with it. */
  async function certified(league: SeededLeague, tablet: string) {
    const { createApiToken } = await ok(server().url, CreateApiTokenDocument, { input: { name: tablet, role: 'SCOREKEEPER', scopes: [`game:${league.gameId}`] } }, ADMIN_TOKEN);
    const keeper = createApiToken.token;
    const { gameId } = league;
    const home = league.teams[0];
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(server().url, document, variables, keeper);
    await post(StartGameDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: home.players[2].id } });
    await post(EndPeriodDocument, { gameId });
    await post(StartClockDocument, { gameId });
    await post(EndPeriodDocument, { gameId });
    await post(EndGameDocument, { gameId });
    return post(CertifyGameDocument, { gameId });
  }

  it('names the token that certified the game to an ADMIN, and to nobody else', async () => {
    const league = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
    const before = (await ok(server().url, GameCertifiedByDocument, { id: league.gameId }, ADMIN_TOKEN)).game;
    expect(before).toMatchObject({ certifiedAt: null, certifiedBy: null });

    const { certifyGame } = await certified(league, 'Rink 2 tablet');
    expect(certifyGame.certifiedAt).not.toBeNull();

    const admin = (await ok(server().url, GameCertifiedByDocument, { id: league.gameId }, ADMIN_TOKEN)).game;
    expect(admin).toMatchObject({ certifiedAt: certifyGame.certifiedAt, certifiedBy: 'Rink 2 tablet' });
    const anonymous = (await ok(server().url, GameCertifiedByDocument, { id: league.gameId })).game;
    expect(anonymous).toMatchObject({ certifiedAt: certifyGame.certifiedAt, certifiedBy: null });
  });

  it('keeps the certifier through an export and its import, and leaves it out of the public export', async () => {
    const league = await seedLeague(server().url, { playersPerTeam: 7, firstNumber: 1 });
    await certified(league, 'Rink 3 tablet');
    const game = (document: { games: Array<Record<string, unknown>> }) => document.games.find((g) => g.id === league.gameId)!;
    const privately = await call(server().url, EXPORT, { id: league.competitionId }, ADMIN_TOKEN);
    const document = privately.data!.exportCompetition as { games: Json[] };
    expect(game(document as never)).toMatchObject({ certifiedBy: 'Rink 3 tablet' });

    const imported = await call(server().url, IMPORT, { document, ids: 'NEW' }, ADMIN_TOKEN);
    expect(imported.errors).toBeUndefined();
    const copy = imported.data!.importCompetition as { stored: boolean; competitionId: string };
    expect(copy.stored).toBe(true);
    const again = (await call(server().url, EXPORT, { id: copy.competitionId }, ADMIN_TOKEN)).data!.exportCompetition as { games: Json[] };
    expect(again.games.map((g) => g.certifiedBy)).toEqual(document.games.map((g) => g.certifiedBy));
    const publicly = await call(server().url, EXPORT, { id: league.competitionId, public: true }, ADMIN_TOKEN);
    const pub = publicly.data!.exportCompetition as { games: Json[] };
    expect(game(pub as never)).not.toHaveProperty('certifiedBy');
    // docs/competition-export.schema.json describes both, and forbids the certifier in a public one.
    const validate = documentValidator();
    expect(validate(document)).toBe(true);
    expect(validate(pub)).toBe(true);
    expect(validate({ ...pub, games: pub.games.map((g) => ({ ...g, certifiedBy: 'Rink 3 tablet' })) })).toBe(false);
  });
});
