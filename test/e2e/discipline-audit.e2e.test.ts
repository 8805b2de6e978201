import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  AdjustSuspensionDocument,
  AuditTrailDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  LiftSuspensionDocument,
  PayFineDocument,
  RecordFineDocument,
  SetSuspensionDocument,
  WaiveFineDocument,
} from '../generated/graphql';
import { ok } from '../support/client';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Discipline in the audit trail (R63: every correction an organizer makes is kept — who, when,
 * what, why): a suspension an official sets by hand, adjusts ("rest of the tournament" made two
 * games) and lifts, and a fine recorded, paid or waived, each an entry of its competition's trail
 * with its fields before and after and the reason given.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `discipline in the audit trail on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(suite.current().url, document, variables, ADMIN_TOKEN);
    let serial = 0;

    async function rosteredPlayer() {
      serial += 1;
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Audit Cup ${serial}`, kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' } });
      const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'A' } });
      const { createTeam } = await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name: `Eastside ${serial}` } });
      const { createPlayer } = await post(CreatePlayerDocument, { input: { name: `Rene Cote ${serial}`, birthDate: '1990-05-17' } });
      await post(AddToRosterDocument, { input: { teamId: createTeam.id, playerId: createPlayer.id, number: 9, position: 'SKATER', waiverSigned: true } });
      return { competitionId: createCompetition.id, playerId: createPlayer.id };
    }
    const trail = async (competitionId: string) => (await post(AuditTrailDocument, { competitionId, first: 50 })).auditTrail.edges.map((e) => e.node).reverse();

    it('a suspension set by hand, adjusted to two games and lifted: three entries, each with what changed and why', async () => {
      const { competitionId, playerId } = await rosteredPlayer();
      const { setSuspension } = await post(SetSuspensionDocument, { input: { competitionId, playerId, kind: 'REST_OF_COMPETITION', reason: 'Gross misconduct: the referee’s report' } });
      await post(AdjustSuspensionDocument, { id: setSuspension.id, games: 2, reason: 'Reviewed by the Tournament Official' });
      await post(LiftSuspensionDocument, { id: setSuspension.id, reason: 'Appeal upheld' });
      const entries = (await trail(competitionId)).filter((e) => e.entityType === 'SUSPENSION');
      expect(entries.map((e) => [e.action, e.entityId, e.reason, e.actor.role])).toEqual([
        ['RECORD', setSuspension.id, 'Gross misconduct: the referee’s report', 'ADMIN'],
        ['UPDATE', setSuspension.id, 'Reviewed by the Tournament Official', 'ADMIN'],
        ['LIFT', setSuspension.id, 'Appeal upheld', 'ADMIN'],
      ]);
      const values = (e: (typeof entries)[number]) => e.changes.map((c) => [c.field, c.before && JSON.parse(c.before), c.after && JSON.parse(c.after)]);
      expect(values(entries[0])).toEqual([['kind', null, 'REST_OF_COMPETITION']]);
      expect(values(entries[1])).toEqual([
        ['kind', 'REST_OF_COMPETITION', 'GAMES'],
        ['games', null, 2],
      ]);
      expect(values(entries[2])).toEqual([['liftedAt', null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)]]);
    });

    it('a fine recorded, another paid, a third waived: each in the trail, the waiver with its reason', async () => {
      const { competitionId, playerId } = await rosteredPlayer();
      const fine = async (amountCents: number) =>
        (await post(RecordFineDocument, { input: { competitionId, playerId, amountCents, reason: `Unsportsmanlike conduct (${amountCents})` } })).recordFine.id;
      const [first, paid, waived] = [await fine(2500), await fine(5000), await fine(7500)];
      await post(PayFineDocument, { id: paid });
      await post(WaiveFineDocument, { id: waived, reason: 'First offence, the league waives it' });
      const entries = (await trail(competitionId)).filter((e) => e.entityType === 'FINE');
      expect(entries.map((e) => [e.action, e.entityId, e.reason])).toEqual([
        ['RECORD', first, 'Unsportsmanlike conduct (2500)'],
        ['RECORD', paid, 'Unsportsmanlike conduct (5000)'],
        ['RECORD', waived, 'Unsportsmanlike conduct (7500)'],
        ['PAY', paid, null],
        ['WAIVE', waived, 'First offence, the league waives it'],
      ]);
      expect(entries[0].changes).toEqual([{ field: 'amountCents', before: null, after: '2500' }]);
    });
  });
}
