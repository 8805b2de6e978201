import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { failure, gql, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';

/*
 * Calendar dates as the Date scalar (docs/design.md, "How the schema evolves"): each String date
 * has a Date beside it, the String deprecated. An input takes one or the other, never both, and a
 * Date that is not a calendar day is refused before any resolver runs, as BAD_USER_INPUT naming the
 * field, whether it comes in a variable or written in the document.
 */
describe('calendar dates', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const doc = <T>(source: string) => parse(source) as unknown as TypedDocumentNode<T, Record<string, unknown>>;
  const admin = <T>(document: TypedDocumentNode<T, Record<string, unknown>>, variables: Record<string, unknown>) => ok(url(), document, variables, ADMIN_TOKEN);
  const refusal = async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables: Record<string, unknown>) => {
    const answer = await failure(url(), document, variables, ADMIN_TOKEN);
    return { code: answer.code, fields: answer.extensions.fields, message: answer.message };
  };

  type PlayerDates = { id: string; birthDate: string | null; born: string | null };
  const CreatePlayer = doc<{ createPlayer: PlayerDates }>('mutation($input: CreatePlayerInput!) { createPlayer(input: $input) { id birthDate born } }');
  const UpdatePlayer = doc<{ updatePlayer: PlayerDates }>('mutation($id: ID!, $input: UpdatePlayerInput!) { updatePlayer(id: $id, input: $input) { id birthDate born } }');
  const AddNewPlayer = doc<{ addNewPlayerToRoster: { player: PlayerDates } }>('mutation($input: AddNewPlayerToRosterInput!) { addNewPlayerToRoster(input: $input) { player { id birthDate born } } }');
  const CreateCompetition = doc<{ createCompetition: { id: string; additionCutoff: string | null } }>(
    'mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id additionCutoff } }',
  );
  const SeasonDates = doc<{ setSeasonDates: { id: string; additionCutoff: string | null } }>('mutation($input: SeasonDatesInput!) { setSeasonDates(input: $input) { id additionCutoff } }');
  const Cards = doc<{ issueScorekeeperTokens: { cards: Array<{ day: string; date: string }> } }>(
    'mutation($input: IssueScorekeeperTokensInput!) { issueScorekeeperTokens(input: $input) { cards { day date } } }',
  );

  it('a player made with born reads it back as born and as the deprecated birthDate; one made with birthDate, the same', async () => {
    const made = (await admin(CreatePlayer, { input: { name: 'Born Player', born: '2001-04-17' } })).createPlayer;
    expect(made).toMatchObject({ birthDate: '2001-04-17', born: '2001-04-17' });
    const older = (await admin(CreatePlayer, { input: { name: 'Older Client', birthDate: '1999-11-02' } })).createPlayer;
    expect(older).toMatchObject({ birthDate: '1999-11-02', born: '1999-11-02' });
    expect((await admin(UpdatePlayer, { id: made.id, input: { born: '2001-04-18' } })).updatePlayer).toMatchObject({ birthDate: '2001-04-18', born: '2001-04-18' });
    expect((await admin(UpdatePlayer, { id: made.id, input: { birthDate: '2001-04-19' } })).updatePlayer).toMatchObject({ born: '2001-04-19' });
    // Neither: the birth date stays.
    expect((await admin(UpdatePlayer, { id: made.id, input: { name: 'Born Player Renamed' } })).updatePlayer).toMatchObject({ born: '2001-04-19' });
  });

  it('refuses both, and for a new player neither, naming the Date field', async () => {
    expect(await refusal(CreatePlayer, { input: { name: 'Both', born: '2001-04-17', birthDate: '2001-04-17' } })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.born', message: 'give born or birthDate, not both' }],
      message: 'input.born: give born or birthDate, not both',
    });
    expect(await refusal(CreatePlayer, { input: { name: 'Neither' } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'input.born', message: 'give born (or the older birthDate)' }] });
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 1 });
    const playerId = league.teams[0].players[0].id;
    expect(await refusal(UpdatePlayer, { id: playerId, input: { born: '2001-04-17', birthDate: '2001-04-17' } })).toMatchObject({ fields: [{ field: 'input.born' }] });
    const added = { teamId: league.teams[0].id, name: 'Game Day Add', number: 77, position: 'SKATER', clearance: 'Cleared by the Tournament Official' };
    expect(await refusal(AddNewPlayer, { input: added })).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'input.born' }] });
    expect(await refusal(AddNewPlayer, { input: { ...added, born: '2001-04-17', birthDate: '2001-04-17' } })).toMatchObject({ fields: [{ field: 'input.born' }] });
    expect((await admin(AddNewPlayer, { input: { ...added, born: '2002-06-01' } })).addNewPlayerToRoster.player).toMatchObject({ born: '2002-06-01', birthDate: '2002-06-01' });
  });

  it('a rule the service words about the older field names the one the caller sent: a birth date in the future given as born', async () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    const sent = await refusal(CreatePlayer, { input: { name: 'Not Born Yet', born: future } });
    expect(sent).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: expect.stringMatching(/(^|\.)born$/) }], message: expect.stringContaining('born') });
    expect(sent.message).not.toContain('birthDate');
    // The older field keeps its own name.
    const older = await refusal(CreatePlayer, { input: { name: 'Not Born Yet', birthDate: future } });
    expect(older.fields).toEqual([expect.objectContaining({ field: expect.stringMatching(/(^|\.)birthDate$/) })]);
  });

  it('refuses a Date that is not a calendar day as BAD_USER_INPUT naming the field, in a variable or in the document', async () => {
    expect(await refusal(CreatePlayer, { input: { name: 'Feb 30', born: '2025-02-30' } })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.born', message: 'must be a calendar date, YYYY-MM-DD (got "2025-02-30")' }],
      message: 'input.born: must be a calendar date, YYYY-MM-DD (got "2025-02-30")',
    });
    expect(await refusal(CreatePlayer, { input: { name: 'Too old', born: '1899-12-31' } })).toMatchObject({
      fields: [{ field: 'input.born', message: 'must be a day from 1900-01-01 to 2100-12-31' }],
    });
    const written = await gql(url(), doc('mutation { createPlayer(input: { name: "Literal", born: "2025-02-30" }) { id } }'), {}, { token: ADMIN_TOKEN });
    expect(written.errors).toHaveLength(1);
    expect(written.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'input.born', message: 'must be a calendar date, YYYY-MM-DD (got "2025-02-30")' }] });
    // The same in French: the codes and fields do not change with the language.
    const french = await failure(url(), CreatePlayer, { input: { name: 'Feb 30', born: '2025-02-30' } }, ADMIN_TOKEN, 'fr');
    expect(french.extensions.fields).toEqual([{ field: 'input.born', message: 'must be a calendar date, YYYY-MM-DD (got "2025-02-30")' }]);
    expect(french.message).toBe('input.born : doit être une date, AAAA-MM-JJ (reçu « 2025-02-30 »)');
  });

  it("a league's last regular-season day as a Date sets the same cut-off as the String; both are refused; null clears it", async () => {
    const base = { name: `Dated League ${Date.now()}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', timeZone: 'America/Halifax' };
    const dated = (await admin(CreateCompetition, { input: { ...base, lastRegularSeasonDate: '2027-03-14' } })).createCompetition;
    const older = (await admin(CreateCompetition, { input: { ...base, name: `${base.name} (older)`, lastRegularSeasonDay: '2027-03-14' } })).createCompetition;
    expect(dated.additionCutoff).not.toBeNull();
    expect(dated.additionCutoff).toBe(older.additionCutoff);
    expect(await refusal(CreateCompetition, { input: { ...base, name: `${base.name} (both)`, lastRegularSeasonDate: '2027-03-14', lastRegularSeasonDay: '2027-03-14' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.lastRegularSeasonDate' }],
    });
    const moved = (await admin(SeasonDates, { input: { competitionId: dated.id, lastRegularSeasonDate: '2027-03-21' } })).setSeasonDates;
    expect(new Date(moved.additionCutoff!).getTime()).toBeGreaterThan(new Date(dated.additionCutoff!).getTime());
    expect(await refusal(SeasonDates, { input: { competitionId: dated.id, lastRegularSeasonDate: '2027-03-21', lastRegularSeasonDay: null } })).toMatchObject({
      fields: [{ field: 'input.lastRegularSeasonDate' }],
    });
    expect((await admin(SeasonDates, { input: { competitionId: dated.id, lastRegularSeasonDate: null } })).setSeasonDates.additionCutoff).toBeNull();
  });

  it("tablet cards name their game's day as date and as the deprecated day, and are chosen by either", async () => {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 1 });
    const all = (await admin(Cards, { input: { competitionId: league.competitionId } })).issueScorekeeperTokens.cards;
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) expect(card.date).toBe(card.day);
    const day = all[0].date;
    const byDate = (await admin(Cards, { input: { competitionId: league.competitionId, date: day } })).issueScorekeeperTokens.cards;
    const byDay = (await admin(Cards, { input: { competitionId: league.competitionId, day } })).issueScorekeeperTokens.cards;
    expect(byDate.map((c) => c.date)).toEqual(byDay.map((c) => c.date));
    expect(await refusal(Cards, { input: { competitionId: league.competitionId, date: day, day } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'input.date' }] });
  });
});
