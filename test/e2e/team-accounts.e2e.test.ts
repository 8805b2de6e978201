import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import {
  AddToRosterDocument,
  AuditTrailDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  PayBillDocument,
  RecordAccountEntryDocument,
  RecordFineDocument,
  ReturnBondDocument,
  TeamAccountDocument,
  type RecordAccountEntryInput,
} from '../generated/graphql';
import { failure, gql, ok } from '../support/client';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * League team accounts through the API (004:1-3; R70, R71): what the league keeps when a team
 * withdraws, no refunds once the season is under way, bonds less what is owed, who may read and write.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `league team accounts on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    let serial = 0;

    /** A league team with two rostered players, in a competition whose season starts at `seasonStartsAt`. */
    async function leagueTeam(seasonStartsAt: string) {
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Winter ${(serial += 1)}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', seasonStartsAt } });
      const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Tier 3' } });
      const team = async (name: string) => (await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name } })).createTeam.id;
      const [teamId, otherTeamId] = [await team(`Eastside ${serial}`), await team(`Westside ${serial}`)];
      const players: string[] = [];
      for (const number of [7, 8]) {
        const { createPlayer } = await post(CreatePlayerDocument, { input: { name: `Player ${serial}-${number}`, birthDate: '1990-05-17' } });
        await post(AddToRosterDocument, { input: { teamId, playerId: createPlayer.id, number, position: 'SKATER', waiverSigned: true } });
        players.push(createPlayer.id);
      }
      return { competitionId: createCompetition.id, teamId, otherTeamId, players };
    }
    const record = (input: RecordAccountEntryInput) => post(RecordAccountEntryDocument, { input });
    const account = async (teamId: string, token = ADMIN_TOKEN) => (await post(TeamAccountDocument, { id: teamId }, token)).team!.account;
    const french = async (input: Record<string, unknown>) => {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${ADMIN_TOKEN}`, 'accept-language': 'fr-CA' },
        body: JSON.stringify({ query: print(RecordAccountEntryDocument), variables: { input } }),
      });
      return ((await response.json()) as { errors: Array<{ message: string; extensions: { code: string; rule?: string } }> }).errors[0];
    };

    it('docs/rulebooks/004_52536eff465526ad.txt:1 "If a team drops out prior to the beginning of the season, the league reserves the right to retain 1/2 of the monies paid by the team, or $500.00, whichever is greater": a team that withdraws before the season is given back at most the rest, once (R70)', async () => {
      const t = await leagueTeam('2099-09-01T00:00:00.000Z');
      await record({ teamId: t.teamId, kind: 'FEE', amountCents: 120_000, description: 'Season fees, cheque 1042' });
      expect(await account(t.teamId)).toMatchObject({ feesPaidCents: 120_000, retainedCents: 120_000, refundableCents: 0, withdrawnAt: null });
      const overPaid = await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'REFUND', amountCents: 120_001 } }, ADMIN_TOKEN);
      expect(overPaid).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R70' }, message: expect.stringContaining('more than the fees paid to date ($1200.00)') });

      await record({ teamId: t.teamId, kind: 'WITHDRAWAL' });
      // half of $1,200 is $600, more than $500
      expect(await account(t.teamId)).toMatchObject({ retainedCents: 60_000, refundableCents: 60_000, withdrawnAt: expect.any(String) });
      const tooMuch = await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'REFUND', amountCents: 60_001 } }, ADMIN_TOKEN);
      expect(tooMuch).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R70' }, message: expect.stringContaining('the league keeps $600.00') });
      expect(await french({ teamId: t.teamId, kind: 'REFUND', amountCents: 60_001 })).toMatchObject({
        extensions: { code: 'RULE_VIOLATION', rule: 'R70' },
        message: expect.stringContaining('la ligue garde 600,00'),
      });
      await record({ teamId: t.teamId, kind: 'REFUND', amountCents: 60_000 });
      expect(await account(t.teamId)).toMatchObject({ refundedCents: 60_000, netFeesCents: 60_000, retainedCents: 60_000, refundableCents: 0 });
      const again = await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'WITHDRAWAL' } }, ADMIN_TOKEN);
      expect(again).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('already withdrew') });
      expect((await account(t.teamId))!.entries.map((e) => e.kind)).toEqual(['FEE', 'WITHDRAWAL', 'REFUND']);

      // Every write is in the competition's audit trail, by whom and what.
      const { auditTrail } = await post(AuditTrailDocument, { competitionId: t.competitionId });
      const money = auditTrail.edges.map((e) => e.node).filter((n) => n.entityType === 'TEAM_ACCOUNT_ENTRY');
      expect(money.map((n) => n.action)).toEqual(['RECORD', 'RECORD', 'RECORD']);
      expect(money.at(-1)).toMatchObject({ reason: 'Season fees, cheque 1042', actor: { role: 'ADMIN' }, changes: expect.arrayContaining([{ field: 'amountCents', before: null, after: '120000' }]) });
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:1 "If a team drops out at the beginning, or at any time during the season, … the league reserves the right to retain ALL fees paid to date. Once the season is underway, there are ABSOLUTELY NO REFUNDS.": refused in English and French, nothing stored (R70)', async () => {
      const t = await leagueTeam('2026-01-01T00:00:00.000Z');
      await record({ teamId: t.teamId, kind: 'FEE', amountCents: 80_000 });
      await record({ teamId: t.teamId, kind: 'WITHDRAWAL' });
      expect(await account(t.teamId)).toMatchObject({ retainedCents: 80_000, refundableCents: 0 });
      const refused = await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'REFUND', amountCents: 100 } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R70' }, message: expect.stringContaining('ABSOLUTELY NO REFUNDS') });
      expect(await french({ teamId: t.teamId, kind: 'REFUND', amountCents: 100 })).toMatchObject({ message: expect.stringContaining('La saison est commencée') });
      expect((await account(t.teamId))!.entries.map((e) => e.kind)).toEqual(['FEE', 'WITHDRAWAL']);
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:3 "any monies owed by that player or team will be deducted from the bond before its returned": the team\'s unpaid bill and fine come off its bond, a player\'s debts off his; a bill is paid once (R71)', async () => {
      const t = await leagueTeam('2099-09-01T00:00:00.000Z');
      const teamBond = (await record({ teamId: t.teamId, kind: 'BOND', amountCents: 50_000 })).recordAccountEntry;
      await record({ teamId: t.teamId, kind: 'BOND', amountCents: 10_000, playerId: t.players[0] });
      const bill = (await record({ teamId: t.teamId, kind: 'BILL', amountCents: 4_000, description: 'Pinnies lost (004:66)' })).recordAccountEntry;
      await post(RecordFineDocument, { input: { teamId: t.teamId, competitionId: t.competitionId, amountCents: 5_000, reason: 'Defaulted without notice' } });
      await post(RecordFineDocument, { input: { playerId: t.players[0], competitionId: t.competitionId, amountCents: 2_500, reason: 'Abuse of an official' } });
      expect(await account(t.teamId)).toMatchObject({
        billsOwedCents: 4_000,
        finesOwedCents: 7_500,
        bonds: [
          { entry: { id: teamBond.id }, player: null, heldCents: 50_000, owedCents: 9_000, deductedCents: 9_000, returnCents: 41_000 },
          { player: { id: t.players[0] }, heldCents: 10_000, owedCents: 2_500, deductedCents: 2_500, returnCents: 7_500 },
        ],
      });
      await post(PayBillDocument, { id: bill.id });
      expect((await account(t.teamId))!.bonds[0]).toMatchObject({ owedCents: 5_000, returnCents: 45_000 });
      const twice = await failure(url(), PayBillDocument, { id: bill.id }, ADMIN_TOKEN);
      expect(twice).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R71' } });
      const notBill = await failure(url(), PayBillDocument, { id: teamBond.id }, ADMIN_TOKEN);
      expect(notBill).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('Only a bill') });
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:3 "At the end of the season … the full amount of the bond will be returned", what is owed deducted first: returnBond settles the giver\'s bills and fines and gives back the rest, once; more owed than held is refused (R72)', async () => {
      const t = await leagueTeam('2026-09-01T00:00:00.000Z');
      const teamBond = (await record({ teamId: t.teamId, kind: 'BOND', amountCents: 50_000 })).recordAccountEntry;
      const playerBond = (await record({ teamId: t.teamId, kind: 'BOND', amountCents: 10_000, playerId: t.players[0] })).recordAccountEntry;
      const bill = (await record({ teamId: t.teamId, kind: 'BILL', amountCents: 4_000, description: 'Pinnies lost (004:66)' })).recordAccountEntry;
      const fine = (await post(RecordFineDocument, { input: { teamId: t.teamId, competitionId: t.competitionId, amountCents: 5_000, reason: 'Defaulted without notice' } })).recordFine;
      await record({ teamId: t.teamId, kind: 'BILL', amountCents: 12_000, playerId: t.players[0], description: 'Broken glass (004:74)' });
      const coach = (await post(CreateApiTokenDocument, { input: { name: 'coach', role: 'COACH', scopes: [`team:${t.teamId}`] } })).createApiToken.token;
      expect(await failure(url(), ReturnBondDocument, { id: teamBond.id }, coach)).toMatchObject({ code: 'FORBIDDEN' });

      const { returnBond } = await post(ReturnBondDocument, { id: teamBond.id });
      expect(returnBond).toMatchObject({ kind: 'BOND_RETURN', amountCents: 41_000, bondId: teamBond.id, player: null });
      const after = (await account(t.teamId))!;
      expect(after.bonds[0]).toMatchObject({ entry: { id: teamBond.id }, heldCents: 50_000, deductedCents: 9_000, returnCents: 41_000, returnedAt: returnBond.at });
      expect(after.entries.find((e) => e.id === bill.id)!.paidAt).toBe(returnBond.at);
      expect(after.finesOwedCents).toBe(0);
      expect(await failure(url(), ReturnBondDocument, { id: teamBond.id }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R72' } });

      // The player owes $120 against a $100 bond: nothing would come back; refused, nothing stored.
      const before = (await account(t.teamId))!.entries.length;
      expect(await failure(url(), ReturnBondDocument, { id: playerBond.id }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'Its giver owes $120.00 and the bond holds $100.00: nothing would come back, and a debt is not paid in part. The league keeps the bond until the rest is paid.',
      });
      expect((await account(t.teamId))!.entries.length).toBe(before);
      expect(await failure(url(), ReturnBondDocument, { id: bill.id }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('Only a bond') });
      expect(await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'BOND_RETURN', amountCents: 100 } }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });

      const { auditTrail } = await post(AuditTrailDocument, { competitionId: t.competitionId });
      expect(auditTrail.edges.map((e) => e.node).find((n) => n.action === 'RETURN')).toMatchObject({
        entityId: teamBond.id,
        changes: expect.arrayContaining([
          { field: 'returnCents', before: null, after: '41000' },
          { field: 'billsSettled', before: null, after: JSON.stringify(bill.id) },
          { field: 'finesSettled', before: null, after: JSON.stringify(fine.id) },
        ]),
      });
    });

    it("bad input is the caller's mistake and stores nothing: amounts, a bill without a description, a player off the roster, a date to come", async () => {
      const t = await leagueTeam('2099-09-01T00:00:00.000Z');
      const outsider = (await post(CreatePlayerDocument, { input: { name: `Outsider ${serial}`, birthDate: '1991-01-01' } })).createPlayer.id;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ teamId: t.teamId, kind: 'FEE', amountCents: 0 }, 'input.amountCents'],
        [{ teamId: t.teamId, kind: 'FEE', amountCents: 10_000_001 }, 'input.amountCents'],
        [{ teamId: t.teamId, kind: 'WITHDRAWAL', amountCents: 500 }, 'input.amountCents'],
        [{ teamId: t.teamId, kind: 'BILL', amountCents: 100 }, 'input.description'],
        [{ teamId: t.teamId, kind: 'BILL', amountCents: 100, description: 'x'.repeat(201) }, 'input.description'],
        [{ teamId: t.teamId, kind: 'BOND', amountCents: 100, playerId: outsider }, 'input.playerId'],
        [{ teamId: t.teamId, kind: 'FEE', amountCents: 100, at: '2099-01-01T00:00:00.000Z' }, 'input.at'],
      ];
      for (const [input, field] of cases) {
        const refused = await failure(url(), RecordAccountEntryDocument, { input: input as never }, ADMIN_TOKEN);
        expect({ input, code: refused.code, fields: JSON.stringify(refused.extensions) }).toMatchObject({
          input,
          code: 'BAD_USER_INPUT',
          fields: expect.stringContaining(field.replace(/^input\./, '')),
        });
      }
      expect((await account(t.teamId))!.entries).toEqual([]);
    });

    it("docs/security.md: an ADMIN writes; an ADMIN or that team's COACH reads the account; another team's coach and anonymous callers read null; a coach may not write", async () => {
      const t = await leagueTeam('2099-09-01T00:00:00.000Z');
      await record({ teamId: t.teamId, kind: 'FEE', amountCents: 30_000 });
      const token = async (teamId: string) => (await post(CreateApiTokenDocument, { input: { name: `Coach ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } })).createApiToken.token;
      const [own, other] = [await token(t.teamId), await token(t.otherTeamId)];
      expect(await account(t.teamId, own)).toMatchObject({ feesPaidCents: 30_000 });
      expect(await account(t.teamId, other)).toBeNull();
      const anonymous = await gql(url(), TeamAccountDocument, { id: t.teamId });
      expect(anonymous.data!.team).toMatchObject({ id: t.teamId, account: null });
      const write = await failure(url(), RecordAccountEntryDocument, { input: { teamId: t.teamId, kind: 'FEE', amountCents: 100 } }, own);
      expect(write.code).toBe('FORBIDDEN');
      expect((await account(t.teamId))!.entries).toHaveLength(1);
    });
  });
}
