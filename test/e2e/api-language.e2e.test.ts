import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  AddToRosterDocument,
  AdjustSuspensionDocument,
  CertifyGameDocument,
  CreatePlayerDocument,
  CreateWebhookDocument,
  DeleteTeamDocument,
  GameEventsFeedDocument,
  ImportRosterCsvDocument,
  LiftSuspensionDocument,
  PayFineDocument,
  PlayerEligibilityDocument,
  RecordFineDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  SetSuspensionDocument,
  SignGameSheetDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { ok, subscribe } from '../support/client';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The API's messages for people in the caller's language (Accept-Language, src/domain/messages): a refusal,
 * an eligibility reason, a subscription's error and a kept public answer, each in French for a
 * French request and in English otherwise, with the same codes and machine fields either way.
 */
interface Answer {
  status: number;
  contentLanguage: string | null;
  vary: string | null;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
}

async function post<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V, language?: string, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(language !== undefined ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, contentLanguage: response.headers.get('content-language'), vary: response.headers.get('vary'), body: (await response.json()) as Answer['body'] };
}

async function get<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V, language: string): Promise<Answer> {
  const search = new URLSearchParams({ query: print(document), variables: JSON.stringify(variables) });
  const response = await fetch(`${url}?${search.toString()}`, { headers: { 'apollo-require-preflight': 'true', 'accept-language': language } });
  return { status: response.status, contentLanguage: response.headers.get('content-language'), vary: response.headers.get('vary'), body: (await response.json()) as Answer['body'] };
}

const firstError = (answer: Answer) => {
  const [error] = answer.body.errors ?? [];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(answer.body)}`);
  return error;
};

/** A graphql-ws client whose upgrade request carries an Accept-Language header. */
function wsClientIn(wsUrl: string, language: string, connectionParams?: Record<string, unknown>) {
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { 'accept-language': language } });
    }
  }
  return createClient({ url: wsUrl, webSocketImpl: Socket, retryAttempts: 0, lazy: true, connectionParams });
}

const UNKNOWN_GAME = '00000000-0000-4000-8000-000000000000';

for (const backend of BACKENDS) {
  describeWith(backend.needs, `messages in the caller's language on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;

    /** Cole Harbour (19 and over) with a 15-year-old on the home roster. */
    async function leagueWithMinor(): Promise<{ league: SeededLeague; minor: string; name: string }> {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const name = `Minor ${league.gameId.slice(0, 6)}`;
      const { createPlayer } = await ok(url(), CreatePlayerDocument, { input: { name, birthDate: '2011-06-01', waiverSigned: true } }, ADMIN_TOKEN);
      await ok(
        url(),
        AddToRosterDocument,
        { input: { teamId: league.teams[0].id, playerId: createPlayer.id, number: 44, position: 'SKATER', waiverSigned: true, clearance: 'Cleared by the tournament official' } },
        ADMIN_TOKEN,
      );
      return { league, minor: createPlayer.id, name };
    }

    it('refuses a mutation in French for fr-CA, with the code and fields it has in English', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
      const english = await post(url(), StartClockDocument, { gameId: league.gameId }, 'en-CA', ADMIN_TOKEN);
      const french = await post(url(), StartClockDocument, { gameId: league.gameId }, 'fr-CA,fr;q=0.9,en;q=0.5', ADMIN_TOKEN);
      expect(firstError(english).message).toBe('Cannot start the clock: The game has not started: start it first.');
      expect(firstError(french).message).toBe('Impossible de démarrer le chrono : Le match n’a pas commencé : commencez-le d’abord.');
      expect(firstError(french).extensions).toEqual(firstError(english).extensions);
      expect(firstError(french).extensions).toEqual({ code: 'RULE_VIOLATION', rule: 'STATUS' });
      expect(french.status).toBe(english.status);
      expect([english.contentLanguage, french.contentLanguage]).toEqual(['en', 'fr']);
    });

    it('answers English without an Accept-Language header, or with one it cannot read', async () => {
      for (const language of [undefined, 'de-DE', ';;garbage;;', `fr;q=2, ${'x-'.repeat(4_000)}fr`]) {
        const answer = await post(url(), StartGameDocument, { gameId: UNKNOWN_GAME }, language, ADMIN_TOKEN);
        expect(answer.contentLanguage).toBe('en');
        expect(firstError(answer)).toMatchObject({ message: `Game ${UNKNOWN_GAME} does not exist`, extensions: { code: 'NOT_FOUND', entity: 'Game', id: UNKNOWN_GAME } });
      }
    });

    it('names what does not exist, and asks for a token, in French', async () => {
      const missing = firstError(await post(url(), StartGameDocument, { gameId: UNKNOWN_GAME }, 'fr', ADMIN_TOKEN));
      expect(missing).toMatchObject({ message: `Le match ${UNKNOWN_GAME} n’existe pas`, extensions: { code: 'NOT_FOUND', entity: 'Game', id: UNKNOWN_GAME, field: 'gameId' } });
      const anonymous = firstError(await post(url(), StartGameDocument, { gameId: UNKNOWN_GAME }, 'fr'));
      expect(anonymous).toMatchObject({ message: 'Cette opération exige un jeton d’accès (bearer)', extensions: { code: 'UNAUTHENTICATED' } });
    });

    it('refuses an unknown token in French with 401, over HTTP and on the event stream', async () => {
      const english = await post(url(), StartGameDocument, { gameId: UNKNOWN_GAME }, 'en', 'not-a-token-we-know-0123456789');
      const french = await post(url(), StartGameDocument, { gameId: UNKNOWN_GAME }, 'fr-CA', 'not-a-token-we-know-0123456789');
      expect([english.status, french.status]).toEqual([401, 401]);
      expect(firstError(english)).toMatchObject({ message: 'The bearer token is unknown or revoked', extensions: { code: 'UNAUTHENTICATED' } });
      expect(firstError(french)).toMatchObject({ message: 'Le jeton d’accès est inconnu ou révoqué', extensions: { code: 'UNAUTHENTICATED' } });
      const stream = await fetch(`http://127.0.0.1:${suite.current().port}/graphql/stream`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'accept-language': 'fr', authorization: 'Bearer not-a-token-we-know-0123456789' },
        body: JSON.stringify({ query: print(GameEventsFeedDocument), variables: { gameId: UNKNOWN_GAME } }),
      });
      expect(stream.status).toBe(401);
      expect(await stream.json()).toEqual({ errors: [{ message: 'Le jeton d’accès est inconnu ou révoqué', extensions: { code: 'UNAUTHENTICATED' } }] });
    });

    it('gives an eligibility reason in French, its code and rule unchanged', async () => {
      const { league, minor, name } = await leagueWithMinor();
      const variables = { playerId: minor, gameId: league.gameId };
      const english = await post(url(), PlayerEligibilityDocument, variables, 'en');
      const french = await post(url(), PlayerEligibilityDocument, variables, 'fr-CA');
      type Reasons = { eligibility: { eligible: boolean; reasons: Array<{ code: string; message: string; rule: string }> } };
      const [en] = (english.body.data as Reasons).eligibility.reasons;
      const [fr] = (french.body.data as Reasons).eligibility.reasons;
      expect(en).toMatchObject({ code: 'UNDER_AGE', message: `${name} is 15 on game day; players must be 19 or older.` });
      expect(fr).toEqual({ ...en, message: `${name} a 15 ans le jour du match; les joueurs doivent avoir 19 ans ou plus.` });
    });

    it('refuses a lineup with an ineligible player in French, its reasons inside, the extensions as in English', async () => {
      const { league, minor, name } = await leagueWithMinor();
      const playerIds = [...league.teams[0].players.map((p) => p.id), minor];
      const variables = { gameId: league.gameId, teamId: league.teams[0].id, playerIds };
      const english = firstError(await post(url(), SetLineupDocument, variables, 'en', ADMIN_TOKEN));
      const french = firstError(await post(url(), SetLineupDocument, variables, 'fr', ADMIN_TOKEN));
      expect(english.message).toBe(`Ineligible for this game (an ADMIN may override with a reason): #44 ${name}: ${name} is 15 on game day; players must be 19 or older.`);
      expect(french.message).toBe(
        `Inadmissibles pour ce match (un ADMIN peut passer outre en donnant une raison) : #44 ${name} : ${name} a 15 ans le jour du match; les joueurs doivent avoir 19 ans ou plus.`,
      );
      expect(french.extensions).toEqual(english.extensions);
      expect(french.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'R21', ineligible: [{ playerId: minor, reasons: [{ code: 'UNDER_AGE' }] }] });
    });

    it('never serves a kept English answer to a French request, nor the reverse', async () => {
      const { league, minor } = await leagueWithMinor();
      const variables = { playerId: minor, gameId: league.gameId };
      const message = (answer: Answer) => (answer.body.data as { eligibility: { reasons: Array<{ message: string }> } }).eligibility.reasons[0].message;
      // Asked twice in each language: the second of each is a kept answer.
      const en1 = await post(url(), PlayerEligibilityDocument, variables, 'en');
      const fr1 = await post(url(), PlayerEligibilityDocument, variables, 'fr');
      const en2 = await post(url(), PlayerEligibilityDocument, variables, 'en');
      const fr2 = await post(url(), PlayerEligibilityDocument, variables, 'fr');
      expect(message(en1)).toMatch(/ is 15 on game day/);
      expect(message(fr1)).toMatch(/ a 15 ans le jour du match/);
      expect([message(en2), message(fr2)]).toEqual([message(en1), message(fr1)]);
      expect([fr1.contentLanguage, fr2.contentLanguage, en2.contentLanguage]).toEqual(['fr', 'fr', 'en']);
      // And by GET, where a shared cache must keep the languages apart too.
      const getFr = await get(url(), PlayerEligibilityDocument, variables, 'fr-CA');
      const getEn = await get(url(), PlayerEligibilityDocument, variables, 'en-US');
      expect(message(getFr)).toBe(message(fr1));
      expect(message(getEn)).toBe(message(en1));
      expect(getFr.vary?.toLowerCase()).toContain('accept-language');
      expect(getFr.contentLanguage).toBe('fr');
    });

    it("refuses a fine's second payment and a lifted suspension's change in French, the rule unchanged", async () => {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', playersPerTeam: 1 });
      const { recordFine } = await ok(
        url(),
        RecordFineDocument,
        { input: { teamId: league.teams[0].id, competitionId: league.competitionId, kind: 'LATE_ROSTER_SHEET', reason: 'sheet at puck drop' } },
        ADMIN_TOKEN,
      );
      await ok(url(), PayFineDocument, { id: recordFine.id, paidAt: '2026-12-03T12:00:00.000Z' }, ADMIN_TOKEN);
      const english = firstError(await post(url(), PayFineDocument, { id: recordFine.id }, 'en', ADMIN_TOKEN));
      const french = firstError(await post(url(), PayFineDocument, { id: recordFine.id }, 'fr-CA', ADMIN_TOKEN));
      expect(english).toMatchObject({ message: 'This fine was already paid on 2026-12-03T12:00:00.000Z', extensions: { code: 'RULE_VIOLATION', rule: 'FINE_PAID' } });
      expect(french.message).toBe('Cette amende a déjà été payée le 2026-12-03T12:00:00.000Z');
      expect(french.extensions).toEqual(english.extensions);

      const input = { playerId: league.teams[0].players[0].id, competitionId: league.competitionId, kind: 'LIFE' as const, reason: 'Abuse of an official' };
      const { setSuspension } = await ok(url(), SetSuspensionDocument, { input }, ADMIN_TOKEN);
      await ok(url(), LiftSuspensionDocument, { id: setSuspension.id, reason: 'Appeal upheld' }, ADMIN_TOKEN);
      const lifted = firstError(await post(url(), AdjustSuspensionDocument, { id: setSuspension.id, reason: 'Second look', kind: 'GAMES', games: 2 }, 'fr', ADMIN_TOKEN));
      expect(lifted).toMatchObject({ message: 'Cette suspension a été levée : inscrivez-en plutôt une nouvelle.', extensions: { code: 'RULE_VIOLATION', rule: 'R18' } });
      // A bad field: the message in French, extensions.fields[].message in English as ever.
      const games = firstError(await post(url(), SetSuspensionDocument, { input: { ...input, games: 2 } }, 'fr', ADMIN_TOKEN));
      expect(games).toMatchObject({
        message: 'input.games : seule une suspension GAMES compte des matchs; celle-ci est LIFE',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.games', message: 'only a GAMES suspension has games; this one is LIFE' }] },
      });
    });

    it("refuses a game that collides with the schedule in French, the teams named, the other game on the competition's clock, the problems as in English", async () => {
      // 2026-12-05T18:00Z, the seeded game, is 14:00 in Halifax
      const league = await seedLeague(url(), { teams: 3, playersPerTeam: 1, timeZone: 'America/Halifax' });
      const [a, b, c] = league.teams;
      const rink = 'Cole Harbour Place, Rink 1';
      const input = { divisionId: league.divisionId, homeTeamId: a.id, awayTeamId: c.id, startsAt: '2026-12-05T18:30:00.000Z', stage: 'ROUND_ROBIN' as const, venue: rink };
      const english = firstError(await post(url(), ScheduleGameDocument, { input }, 'en', ADMIN_TOKEN));
      const french = firstError(await post(url(), ScheduleGameDocument, { input }, 'fr-CA', ADMIN_TOKEN));
      expect(english.message).toBe(
        `The schedule does not fit: ${a.name} already plays ${a.name} v ${b.name} at 2026-12-05 14:00 at ${rink}: the two games would overlap. ` +
          `${rink} already has ${a.name} v ${b.name} at 2026-12-05 14:00: the two games would overlap.`,
      );
      expect(french.message).toBe(
        `L’horaire ne convient pas : ${a.name} joue déjà ${a.name} c. ${b.name} le 2026-12-05 14:00 à ${rink} : les deux matchs se chevaucheraient. ` +
          `${rink} accueille déjà ${a.name} c. ${b.name} le 2026-12-05 14:00 : les deux matchs se chevaucheraient.`,
      );
      expect(french.extensions).toEqual(english.extensions);
      expect(french.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: 'SCHEDULE_CONFLICT',
        problems: [
          { code: 'TEAM_BUSY', teamId: a.id },
          { code: 'VENUE_BUSY', venue: rink },
        ],
      });
    });

    it("refuses a webhook's receiver and reports a competition document's problems in French, codes and paths unchanged", async () => {
      const input = { url: 'ftp://receiver.example/hook', events: ['GOAL' as const] };
      const english = firstError(await post(url(), CreateWebhookDocument, { input }, 'en', ADMIN_TOKEN));
      const french = firstError(await post(url(), CreateWebhookDocument, { input }, 'fr-CA', ADMIN_TOKEN));
      expect(english.message).toBe('input.url: is refused: the URL must be an http:// or https:// URL, not ftp://');
      expect(french.message).toBe('input.url : est refusée : l’URL doit être une URL http:// ou https://, pas ftp://');
      expect(french.extensions).toEqual(english.extensions);

      type Report = { importCompetition: { stored: boolean; problems: Array<{ path: string; code: string; message: string }> } };
      const importCompetition = parse('mutation ($document: JSON!) { importCompetition(document: $document, dryRun: true) { stored problems { path code message } } }') as TypedDocumentNode<
        Report,
        { document: unknown }
      >;
      const document = { format: 'faceoff.competition/2', public: false };
      const en = (await post(url(), importCompetition, { document }, 'en', ADMIN_TOKEN)).body.data as Report;
      const fr = (await post(url(), importCompetition, { document }, 'fr', ADMIN_TOKEN)).body.data as Report;
      const problem = (report: Report, code: string) => report.importCompetition.problems.find((p) => p.code === code);
      expect(problem(en, 'UNSUPPORTED_FORMAT')).toEqual({ path: '/format', code: 'UNSUPPORTED_FORMAT', message: 'must be "faceoff.competition/1": this Faceoff reads that format only' });
      expect(problem(fr, 'UNSUPPORTED_FORMAT')).toEqual({ path: '/format', code: 'UNSUPPORTED_FORMAT', message: 'doit être « faceoff.competition/1 » : ce Faceoff ne lit que ce format' });
      expect(problem(fr, 'MISSING')).toMatchObject({ message: 'est obligatoire' });
      expect(fr.importCompetition.problems.map(({ path, code }) => ({ path, code }))).toEqual(en.importCompetition.problems.map(({ path, code }) => ({ path, code })));
      expect(fr.importCompetition.stored).toBe(false);
    });

    it('refuses a document over its limits in French, with its code and status as in English', async () => {
      const aliases = parse(`{ ${Array.from({ length: 21 }, (_, i) => `a${i}: game(id: "${UNKNOWN_GAME}") { id }`).join(' ')} }`) as TypedDocumentNode<unknown, Record<string, never>>;
      const english = await post(url(), aliases, {}, 'en');
      const french = await post(url(), aliases, {}, 'fr-CA');
      expect(firstError(english)).toMatchObject({ message: 'Too many aliases: Aliases limit of 20 exceeded, found 21.', extensions: { code: 'DOCUMENT_TOO_COMPLEX' } });
      expect(firstError(french)).toMatchObject({ message: 'Trop d’alias : 20 sont permis, ce document en a 21.', extensions: { code: 'DOCUMENT_TOO_COMPLEX' } });
      expect([english.status, french.status]).toEqual([400, 400]);
      // The refusal is kept per document: asked again in English, it is English again.
      expect(firstError(await post(url(), aliases, {}, 'en')).message).toBe('Too many aliases: Aliases limit of 20 exceeded, found 21.');
    });

    it('refuses a roster entry twice, and a sheet signed or certified too soon, in French', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 1 });
      const [team] = league.teams;
      const input = { teamId: team.id, playerId: team.players[0].id, number: 77, position: 'SKATER' as const, waiverSigned: true };
      const twice = firstError(await post(url(), AddToRosterDocument, { input }, 'fr', ADMIN_TOKEN));
      expect(twice).toMatchObject({
        message: `playerId : ${team.players[0].name} est déjà sur la liste des joueurs de ${team.name}`,
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'playerId', message: `${team.players[0].name} is already on ${team.name}'s roster` }] },
      });
      const sign = firstError(await post(url(), SignGameSheetDocument, { gameId: league.gameId, input: { role: 'REFEREE', name: 'Pat Referee' } }, 'fr-CA', ADMIN_TOKEN));
      expect(sign).toMatchObject({
        message: 'La feuille de match ne peut pas être signée : une feuille de match se signe une fois le match terminé (FINAL ou FORFEITED); celui-ci est SCHEDULED',
        extensions: { code: 'RULE_VIOLATION', rule: 'R57' },
      });
      const certify = firstError(await post(url(), CertifyGameDocument, { gameId: league.gameId }, 'fr-CA', ADMIN_TOKEN));
      expect(certify.message).toBe('seul un match terminé ou perdu par forfait peut être certifié; celui-ci est SCHEDULED');
    });

    it('refuses a delete while rows depend on the row (R64) in French, each kind counted in French, the dependents listed as in English', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8 });
      const [home] = league.teams;
      const english = firstError(await post(url(), DeleteTeamDocument, { id: home.id }, 'en', ADMIN_TOKEN));
      const french = firstError(await post(url(), DeleteTeamDocument, { id: home.id }, 'fr-CA', ADMIN_TOKEN));
      expect(english.message).toBe(`Team ${home.name} has 1 game, 8 roster entries; cancel or delete them first.`);
      expect(french.message).toBe(`L’équipe ${home.name} a 1 match, 8 inscriptions à la liste des joueurs; annulez-les ou supprimez-les d’abord.`);
      expect(french.extensions).toEqual({ code: 'RULE_VIOLATION', rule: 'R64', dependents: ['1 game', '8 roster entries'] });
    });

    it("reports an import's problems in French, with the same lines, columns and codes", async () => {
      const league = await seedLeague(url(), { playersPerTeam: 1 });
      const csv = ['name,number,position,birthdate', 'Jo Blue,123,G,1990-01-01', 'Al Red,7,wizard,04/05/1998', ',8,D,1991-02-02'].join('\n');
      const variables = { teamId: league.teams[0].id, csv, dryRun: true };
      type Report = { importRosterCsv: { stored: boolean; problems: Array<{ line: number | null; column: string | null; code: string; message: string }> } };
      const english = (await post(url(), ImportRosterCsvDocument, variables, 'en', ADMIN_TOKEN)).body.data as Report;
      const french = (await post(url(), ImportRosterCsvDocument, variables, 'fr-CA', ADMIN_TOKEN)).body.data as Report;
      expect(english.importRosterCsv.problems.map((p) => p.message)).toEqual([
        '"123" is not a jersey number (0–99).',
        '"wizard" is not a position: G (goalie), or F, C, LW, RW, D (skaters); empty for a skater.',
        '"04/05/1998" is not a date written YYYY-MM-DD: 04/05/1998 could be April or May, so only the year-first form is taken.',
        'A player needs a name.',
      ]);
      expect(french.importRosterCsv.problems.map((p) => p.message)).toEqual([
        '« 123 » n’est pas un numéro de chandail (0 à 99).',
        '« wizard » n’est pas une position : G (gardien), ou F, C, LW, RW, D (joueurs); vide pour un joueur.',
        '« 04/05/1998 » n’est pas une date écrite AAAA-MM-JJ : 04/05/1998 pourrait être en avril ou en mai, alors seule la forme qui commence par l’année est acceptée.',
        'Un joueur doit avoir un nom.',
      ]);
      const machine = (report: Report) => report.importRosterCsv.problems.map(({ line, column, code }) => ({ line, column, code }));
      expect(machine(french)).toEqual(machine(english));
      expect(french.importRosterCsv.stored).toBe(false);
    });

    it('formats a subscription error in French when the WebSocket upgrade asks for French', async () => {
      const french = wsClientIn(suite.current().wsUrl, 'fr-CA,fr;q=0.8');
      const english = wsClientIn(suite.current().wsUrl, 'en-US');
      try {
        const fr = subscribe(french, GameEventsFeedDocument, { gameId: UNKNOWN_GAME });
        const en = subscribe(english, GameEventsFeedDocument, { gameId: UNKNOWN_GAME });
        const [frMessage, enMessage] = await Promise.all([fr.next(), en.next()]);
        expect(frMessage.errors?.[0]).toMatchObject({ message: `Le match ${UNKNOWN_GAME} n’existe pas`, extensions: { code: 'NOT_FOUND', entity: 'Game', id: UNKNOWN_GAME } });
        expect(enMessage.errors?.[0]).toMatchObject({ message: `Game ${UNKNOWN_GAME} does not exist`, extensions: { code: 'NOT_FOUND', entity: 'Game', id: UNKNOWN_GAME } });
        expect(frMessage.errors?.[0]?.extensions).toEqual(enMessage.errors?.[0]?.extensions);
      } finally {
        await Promise.all([french.dispose(), english.dispose()]);
      }
    });

    it('never shares one execution of a feed between languages: each subscriber reads its messages in its own', async () => {
      // One more than the seven the start needs: the suspended player does not dress.
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      const suspended = league.teams[0].players[3].id;
      await ok(url(), SetSuspensionDocument, { input: { playerId: suspended, competitionId: league.competitionId, kind: 'GAMES', games: 2, reason: 'Fighting' } }, ADMIN_TOKEN);
      await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const clients = [wsClientIn(suite.current().wsUrl, 'fr-CA'), wsClientIn(suite.current().wsUrl, 'fr'), wsClientIn(suite.current().wsUrl, 'en-GB')];
      const before = suite.current().websocket.stats().sharedCohorts;
      type Watch = { scoreboardUpdated: { home: { team: { eligibility: { players: Array<{ reasons: Array<{ code: string; message: string }> }> } | null } } } };
      const WatchReasons = parse(
        'subscription WatchReasons($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { seq home { team { id eligibility(gameId: $gameId) { players { reasons { code message } } } } } } }',
      ) as unknown as TypedDocumentNode<Watch, { gameId: string }>;
      try {
        // The anonymous view of this live document names the suspended player's reason in a
        // message of the caller's language, written once per shared execution.
        const [frCa, fr, en] = clients.map((c) => subscribe(c, WatchReasons, { gameId: league.gameId }));
        const messages = await Promise.all([frCa.next(), fr.next(), en.next()]);
        const french = 'Purge une suspension; l’équipe et les officiels en voient le détail.';
        const english = 'Serving a suspension; the team and the officials see the details.';
        expect(messages.map((m) => m.errors)).toEqual([undefined, undefined, undefined]);
        expect(messages.map((m) => m.data!.scoreboardUpdated.home.team.eligibility!.players.flatMap((p) => p.reasons.map((r) => r.message)))).toEqual([[french], [french], [english]]);
        // Both French subscribers share one execution; the English one has its own.
        expect(suite.current().websocket.stats().sharedCohorts - before).toBe(2);
      } finally {
        await Promise.all(clients.map(async (c) => c.dispose()));
      }
    });

    it('takes the language named in connection_init over the upgrade header', async () => {
      const client = wsClientIn(suite.current().wsUrl, 'en', { language: 'fr' });
      try {
        const feed = subscribe(client, GameEventsFeedDocument, { gameId: UNKNOWN_GAME });
        expect((await feed.next()).errors?.[0]).toMatchObject({ message: `Le match ${UNKNOWN_GAME} n’existe pas`, extensions: { code: 'NOT_FOUND' } });
      } finally {
        await client.dispose();
      }
    });

    it('formats an event stream error in the language of its request', async () => {
      const response = await fetch(`http://127.0.0.1:${suite.current().port}/graphql/stream`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'accept-language': 'fr-CA' },
        body: JSON.stringify({ query: print(GameEventsFeedDocument), variables: { gameId: UNKNOWN_GAME } }),
      });
      expect(response.headers.get('content-language')).toBe('fr');
      // The stream carries the one result with the error, then completes.
      const text = await response.text();
      const next = /event: next\ndata: (.*)\n/.exec(text);
      expect(JSON.parse(next![1])).toMatchObject({ errors: [{ message: `Le match ${UNKNOWN_GAME} n’existe pas`, extensions: { code: 'NOT_FOUND' } }] });
    });
  });
}
