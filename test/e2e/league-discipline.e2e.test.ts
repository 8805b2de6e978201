import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddTeamOfficialDocument,
  AddToRosterDocument,
  CompetitionLinksDocument,
  LinkDisciplineDocument,
  PayFineDocument,
  CertifyGameDocument,
  DefaultTeamSeasonDocument,
  RecordResultDocument,
  DefaultGameDocument,
  StartGameDocument,
  RecordRegistrationDocument,
  AdjustSuspensionDocument,
  LeagueDisciplineDocument,
  PlayerEligibilityDocument,
  RecordFineDocument,
  ScheduleGameDocument,
  SetSheetDocument,
  SetSuspensionDocument,
  SheetOfficialsDocument,
  VoidEventDocument,
  GameSheetDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { FORMS_RECEIVED_AT, SEEDED_LATER, type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The winter league's discipline beyond the §26 table, through the API: team officials on the game
 * sheet, suspended and fined for an illegal player (004:5, :8, R40).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `league discipline on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    const seed = (startsAt?: string) => seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1, startsAt });
    const ids = (league: SeededLeague, t: 0 | 1) => league.teams[t].players.map((p) => p.id);

    /** The team's rep, coach and captain. */
    async function officials(teamId: string) {
      const sign = async (role: 'REPRESENTATIVE' | 'COACH' | 'CAPTAIN', name: string) => (await post(AddTeamOfficialDocument, { teamId, official: { name, role } })).addTeamOfficial.id;
      return { rep: await sign('REPRESENTATIVE', 'Rita Rep'), coach: await sign('COACH', 'Carl Coach'), captain: await sign('CAPTAIN', 'Cathy Captain') };
    }

    it('docs/rulebooks/004_52536eff465526ad.txt:5 "the team rep will face a suspension as well … The team captain or coach present at that game will face suspension as well": a player dressed with a fine unpaid is suspended further, and so are the rep (absent) and the coach the sheet lists present; the game is defaulted (R40)', async () => {
      const league = await seed();
      const home = league.teams[0];
      const staff = await officials(home.id);
      const debtor = ids(league, 0)[4];
      await post(RecordFineDocument, { input: { playerId: debtor, competitionId: league.competitionId, amountCents: 1500, reason: 'Game misconduct' } });

      const { setLineup } = await post(SetSheetDocument, {
        gameId: league.gameId,
        teamId: home.id,
        playerIds: ids(league, 0),
        officialIds: [staff.coach],
        override: { reason: 'Says he paid at the door' },
      });
      expect(setLineup).toMatchObject({ status: 'FORFEITED', homeScore: 0, awayScore: 7 });

      // The game sheet shows both teams' officials and who was present.
      const sheet = (await post(SheetOfficialsDocument, { id: league.gameId })).game!.officials;
      expect(sheet.map((o) => [o.official.role, o.present, o.team.id])).toEqual([
        ['CAPTAIN', false, home.id],
        ['COACH', true, home.id],
        ['REPRESENTATIVE', false, home.id],
      ]);

      const { suspensions } = (await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId: home.id })).disciplineReport;
      const who = suspensions.map((s) => s.player?.id ?? s.teamOfficial?.role).sort();
      expect(who).toEqual([debtor, 'COACH', 'REPRESENTATIVE'].sort());
      for (const s of suspensions) expect(s).toMatchObject({ kind: 'INDEFINITE', active: true, team: { id: home.id }, rule: expect.stringContaining('004:5') });

      // The length is the league's: an official sets it, with a reason.
      const rep = suspensions.find((s) => s.teamOfficial?.role === 'REPRESENTATIVE')!;
      const { adjustSuspension } = await post(AdjustSuspensionDocument, { id: rep.id, kind: 'GAMES', games: 2, reason: 'Discipline committee: two games for the rep' });
      expect(adjustSuspension).toMatchObject({ kind: 'GAMES', games: 2, gamesRemaining: 2, active: true });

      // Voiding the sheet takes its forfeit and suspensions away.
      const events = (await post(GameSheetDocument, { id: league.gameId })).game!.events;
      const lineupSeq = events.find((e) => e.type === 'LINEUP_SET')!.seq;
      await post(VoidEventDocument, { gameId: league.gameId, seq: lineupSeq, reason: 'Entered against the wrong team' });
      expect((await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId: home.id })).disciplineReport.suspensions).toEqual([]);
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:14 "plus a maximum of three (3) team officials (non-players) such as coach, manager, or trainer": a representative after coach, manager and trainer is refused, nothing stored (G51)', async () => {
      const league = await seed();
      const home = league.teams[0];
      const staff = await officials(home.id);
      const sign = async (role: 'MANAGER' | 'TRAINER', name: string) => (await post(AddTeamOfficialDocument, { teamId: home.id, official: { name, role } })).addTeamOfficial.id;
      const [manager, trainer] = [await sign('MANAGER', 'Mona Manager'), await sign('TRAINER', 'Toby Trainer')];
      const four = await failure(url(), SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), officialIds: [staff.coach, manager, trainer, staff.rep] }, ADMIN_TOKEN);
      expect(four).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('lists 4 team officials who are not players; the league allows 3 at most'),
        extensions: { rule: expect.stringContaining('004_52536eff465526ad.txt:14') },
      });
      expect((await post(GameSheetDocument, { id: league.gameId })).game!.events).toEqual([]);
      // three, and the captain (a player) besides
      const { setLineup } = await post(SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), officialIds: [staff.coach, manager, trainer, staff.captain] });
      expect(setLineup.status).toBe('SCHEDULED');
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:8 "No suspended player or team official will be allowed on their team\'s bench": a suspended coach on the sheet is refused with the reason; the game sheet says he is suspended (G52)', async () => {
      const league = await seed();
      const home = league.teams[0];
      const staff = await officials(home.id);
      await post(SetSuspensionDocument, { input: { teamOfficialId: staff.coach, competitionId: league.competitionId, kind: 'GAMES', games: 2, reason: 'Abuse of an official' } });
      const refused = await failure(url(), SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), officialIds: [staff.coach, staff.captain] }, ADMIN_TOKEN);
      expect(refused).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'A suspended team official is not allowed on the bench: Carl Coach (COACH): Abuse of an official',
        extensions: { rule: expect.stringContaining('004_52536eff465526ad.txt:8'), suspendedOfficialIds: [staff.coach] },
      });
      expect((await post(GameSheetDocument, { id: league.gameId })).game!.events).toEqual([]);
      await post(SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), officialIds: [staff.captain] });
      const sheet = (await post(SheetOfficialsDocument, { id: league.gameId })).game!.officials;
      expect(sheet.filter((o) => o.team.id === home.id).map((o) => [o.official.role, o.present, o.suspended])).toEqual([
        ['CAPTAIN', true, false],
        ['COACH', false, true],
        ['REPRESENTATIVE', false, false],
      ]);
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:8 "he/she will be assessed a further suspension and fined … the team rep and/or coach/team captain present may face a suspension": the player is suspended further; the fine and the officials\' suspensions are an official\'s decision, recorded with a reason (R40)', async () => {
      const league = await seed(SEEDED_LATER); // the suspension, recorded now, comes before the game
      const away = league.teams[1];
      const staff = await officials(away.id);
      const suspended = ids(league, 1)[3];
      await post(SetSuspensionDocument, { input: { playerId: suspended, competitionId: league.competitionId, kind: 'GAMES', games: 1, reason: 'Fighting major' } });
      const { setLineup } = await post(SetSheetDocument, {
        gameId: league.gameId,
        teamId: away.id,
        playerIds: ids(league, 1),
        officialIds: [staff.captain],
        override: { reason: 'Suspension under appeal' },
      });
      expect(setLineup).toMatchObject({ status: 'FORFEITED', homeScore: 7, awayScore: 0 });

      const report = async () => (await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId: away.id })).disciplineReport;
      const further = (await report()).suspensions.filter((s) => s.rule?.includes('004:8'));
      expect(further).toEqual([expect.objectContaining({ kind: 'INDEFINITE', player: { id: suspended }, teamOfficial: null })]);

      // "may face": the officials decide, and the amounts are theirs to set.
      const { setSuspension } = await post(SetSuspensionDocument, {
        input: { teamOfficialId: staff.captain, competitionId: league.competitionId, kind: 'GAMES', games: 1, reason: 'Captain present when a suspended player dressed' },
      });
      expect(setSuspension).toMatchObject({ kind: 'GAMES', games: 1, player: null });
      const { recordFine } = await post(RecordFineDocument, {
        input: { teamOfficialId: staff.captain, competitionId: league.competitionId, amountCents: 2500, reason: 'Captain present when a suspended player dressed' },
      });
      expect(recordFine).toMatchObject({ amountCents: 2500, player: null, team: { id: away.id } });
      const { fines } = await report();
      expect(fines).toEqual([expect.objectContaining({ teamOfficial: { id: staff.captain, role: 'CAPTAIN' }, amountCents: 2500 })]);

      // The captain's own fine is not the team's: it keeps no player of the team from the next game.
      const next = (
        await post(ScheduleGameDocument, {
          input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: away.id, startsAt: '2026-12-12T18:00:00.000Z', stage: 'REGULAR_SEASON' },
        })
      ).scheduleGame.id;
      expect((await post(PlayerEligibilityDocument, { playerId: ids(league, 1)[5], gameId: next })).eligibility).toEqual({ eligible: true, reasons: [] });
    });

    it('a suspension or a fine names exactly one of a player and a team official; an official of another team is not on this sheet; nothing is stored (R40)', async () => {
      const league = await seed();
      const home = league.teams[0];
      const staff = await officials(home.id);
      const both = await failure(
        url(),
        SetSuspensionDocument,
        { input: { playerId: ids(league, 0)[2], teamOfficialId: staff.rep, competitionId: league.competitionId, kind: 'INDEFINITE', reason: 'Both' } },
        ADMIN_TOKEN,
      );
      expect(both).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'input.playerId' }] } });
      const fine = await failure(
        url(),
        RecordFineDocument,
        { input: { teamId: home.id, teamOfficialId: staff.rep, competitionId: league.competitionId, amountCents: 100, reason: 'Both' } },
        ADMIN_TOKEN,
      );
      expect(fine).toMatchObject({ code: 'BAD_USER_INPUT' });
      const sheet = await failure(url(), SetSheetDocument, { gameId: league.gameId, teamId: league.teams[1].id, playerIds: ids(league, 1), officialIds: [staff.coach] }, ADMIN_TOKEN);
      expect(sheet).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'officialIds' }] } });
      const { disciplineReport } = await post(LeagueDisciplineDocument, { competitionId: league.competitionId });
      expect([disciplineReport.suspensions, disciplineReport.fines]).toEqual([[], []]);
      expect((await post(GameSheetDocument, { id: league.gameId })).game!.events).toEqual([]);
    });
    it('docs/rulebooks/004_52536eff465526ad.txt:9 "Any suspension or fine from the summer league CAN and WILL be in effect for the winter league, pending approval … from winter TO summer as well": once an official links the seasons, an unpaid summer fine keeps the player out of winter games until paid (R41)', async () => {
      const summer = await seed();
      const winter = await seed();
      const player = ids(summer, 0)[4];
      await post(AddToRosterDocument, { input: { teamId: winter.teams[0].id, playerId: player, number: 40, position: 'SKATER', waiverSigned: true } });
      await post(RecordRegistrationDocument, { playerId: player, competitionId: winter.competitionId, receivedAt: FORMS_RECEIVED_AT });
      const { recordFine } = await post(RecordFineDocument, { input: { playerId: player, competitionId: summer.competitionId, amountCents: 2500, reason: 'Fighting major' } });
      const eligibility = async () => (await post(PlayerEligibilityDocument, { playerId: player, gameId: winter.gameId })).eligibility;

      // Pending approval: not yet in effect.
      expect(await eligibility()).toEqual({ eligible: true, reasons: [] });
      const { linkDiscipline } = await post(LinkDisciplineDocument, {
        competitionId: winter.competitionId,
        otherCompetitionId: summer.competitionId,
        reason: 'League manager: summer discipline stands this winter',
      });
      expect(linkDiscipline.disciplineLinks).toEqual([
        expect.objectContaining({ reason: 'League manager: summer discipline stands this winter', competition: expect.objectContaining({ id: summer.competitionId }) }),
      ]);
      // "from winter TO summer as well": the link is mutual, and linking again adds nothing.
      await post(LinkDisciplineDocument, { competitionId: summer.competitionId, otherCompetitionId: winter.competitionId, reason: 'Again' });
      expect((await post(CompetitionLinksDocument, { id: summer.competitionId })).competition!.disciplineLinks.map((l) => l.competition.id)).toEqual([winter.competitionId]);

      const blocked = await eligibility();
      expect(blocked.eligible).toBe(false);
      expect(blocked.reasons).toEqual([{ code: 'UNPAID_FINE', message: expect.stringContaining('$25.00 from'), rule: expect.stringContaining('004:9') }]);
      await post(PayFineDocument, { id: recordFine.id });
      expect(await eligibility()).toEqual({ eligible: true, reasons: [] });

      const self = await failure(url(), LinkDisciplineDocument, { competitionId: winter.competitionId, otherCompetitionId: winter.competitionId, reason: 'Self' }, ADMIN_TOKEN);
      expect(self).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'otherCompetitionId' }] } });
    });
    it('docs/rulebooks/004_52536eff465526ad.txt:13 "All forms MUST be signed by the correct player and be turned in to the league BEFORE that player steps on the floor": the league preset requires it (R69): a player without a form on record is REGISTRATION_MISSING, refused from a lineup, and plays once it is recorded (R42)', async () => {
      // The forms, recorded now, come before the game.
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1, registrationForms: false, startsAt: SEEDED_LATER });
      const home = league.teams[0];
      const [first, ...rest] = ids(league, 0);
      const codes = async (playerId: string) => (await post(PlayerEligibilityDocument, { playerId, gameId: league.gameId })).eligibility.reasons.map((r) => r.code);
      expect(await codes(first)).toEqual(['REGISTRATION_MISSING']);
      const refused = await failure(url(), SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0) }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('registration form') });

      const future = await failure(url(), RecordRegistrationDocument, { playerId: first, competitionId: league.competitionId, receivedAt: '2099-01-01T00:00:00.000Z' }, ADMIN_TOKEN);
      expect(future).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'receivedAt' }] } });
      for (const id of [first, ...rest]) await post(RecordRegistrationDocument, { playerId: id, competitionId: league.competitionId });
      expect(await codes(first)).toEqual([]);
      const { setLineup } = await post(SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0) });
      expect(setLineup.status).toBe('SCHEDULED');

      // A form turned in after a game began does not make that game legal.
      const earlier = (
        await post(ScheduleGameDocument, {
          input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: league.teams[1].id, startsAt: '2026-01-10T18:00:00.000Z', stage: 'REGULAR_SEASON' },
        })
      ).scheduleGame.id;
      expect((await post(PlayerEligibilityDocument, { playerId: first, gameId: earlier })).eligibility.reasons.map((r) => r.code)).toEqual(['REGISTRATION_MISSING']);
    });
    it('docs/rulebooks/004_52536eff465526ad.txt:41 "A $25.00 fine will be imposed … that fails to submit their roster sheet at least 10 – 15 mins BEFORE their game": a first sheet after the scheduled start, or none by the drop, is fined once; one sent before the game is not (R43)', async () => {
      const league = await seed(SEEDED_LATER);
      const [home, away] = [league.teams[0], league.teams[1]];
      const lateFines = async (teamId: string) =>
        (await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId })).disciplineReport.fines.filter((f) => f.kind === 'LATE_ROSTER_SHEET' && f.team?.id === teamId);

      // The seeded game is still to come: home's sheet is early; away sends none, and the game starts.
      await post(SetSheetDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0) });
      await post(StartGameDocument, { gameId: league.gameId });
      expect(await lateFines(home.id)).toEqual([]);
      expect(await lateFines(away.id)).toEqual([expect.objectContaining({ amountCents: 2500, reason: 'Roster sheet not submitted before the game', rule: expect.stringContaining('004:41') })]);

      // A game whose scheduled start has passed: the first sheet is late, a change to it fines nothing more.
      const past = (
        await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-01-10T18:00:00.000Z', stage: 'REGULAR_SEASON' } })
      ).scheduleGame.id;
      await post(SetSheetDocument, { gameId: past, teamId: home.id, playerIds: ids(league, 0) });
      await post(SetSheetDocument, { gameId: past, teamId: home.id, playerIds: ids(league, 0).slice(0, 8) });
      expect(await lateFines(home.id)).toEqual([expect.objectContaining({ amountCents: 2500, kind: 'LATE_ROSTER_SHEET' })]);
      // §12 names no due date: it keeps nobody from playing.
      expect((await post(PlayerEligibilityDocument, { playerId: ids(league, 0)[3], gameId: past })).eligibility.reasons).toEqual([]);
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:56 "a fine of $50.00 … If a team defaults two (2) games in a season, then that team will be fined $100.00 … rebated back to the opposing team that showed up": defaults are fined as they are recorded, and a paid no-show fine goes to the opponent (R43)', async () => {
      const league = await seed();
      const [home, away] = [league.teams[0], league.teams[1]];
      const schedule = async (startsAt: string) =>
        (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'REGULAR_SEASON' } })).scheduleGame.id;
      const fines = async (teamId: string) => (await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId })).disciplineReport.fines.filter((f) => f.team?.id === teamId);

      // Away's first default, with proper notice: no fine.
      await post(DefaultGameDocument, { gameId: league.gameId, forfeitingTeamId: away.id, withoutNotice: false });
      expect(await fines(away.id)).toEqual([]);
      // Home does not show: $50, due before its next game.
      const second = await schedule('2026-12-12T18:00:00.000Z');
      expect((await post(DefaultGameDocument, { gameId: second, forfeitingTeamId: home.id, withoutNotice: true })).forfeitGame).toMatchObject({ status: 'FORFEITED', homeScore: 0, awayScore: 7 });
      const [noShow] = await fines(home.id);
      expect(noShow).toMatchObject({ amountCents: 5000, kind: 'DEFAULT_WITHOUT_NOTICE', rule: expect.stringContaining('004:56'), rebatedTo: null });
      const third = await schedule('2026-12-19T18:00:00.000Z');
      expect((await post(PlayerEligibilityDocument, { playerId: ids(league, 0)[3], gameId: third })).eligibility.reasons.map((r) => r.code)).toEqual(['TEAM_FINE_UNPAID']);
      expect((await post(PayFineDocument, { id: noShow.id })).payFine).toMatchObject({ paidAt: expect.any(String) });
      expect((await fines(home.id))[0]).toMatchObject({ id: noShow.id, rebatedTo: { id: away.id } });

      // Away's second default, with notice: $100, the season suspension left to the league; not a no-show, so not rebated.
      await post(DefaultGameDocument, { gameId: third, forfeitingTeamId: away.id, withoutNotice: false });
      const [secondDefault] = await fines(away.id);
      expect(secondDefault).toMatchObject({ amountCents: 10000, kind: 'SECOND_DEFAULT', reason: expect.stringContaining('may be suspended for the balance of the season') });
      await post(PayFineDocument, { id: secondDefault.id });
      expect((await fines(away.id))[0].rebatedTo).toBeNull();
    });
    it('docs/rulebooks/004_52536eff465526ad.txt:33 "ANY TEAM CAUGHT WITH AN ILLEGAL PLAYER WILL BE SUBJECT TO DEFAULTING ALL GAMES AND POINTS ACCUMALATED TO THAT POINT IN THE SEASON": one official action forfeits every game the team played to a result, a certified one too, and none to come; an opponent\'s default stands; no default fine follows (R45)', async () => {
      const league = await seed();
      const [home, away] = [league.teams[0], league.teams[1]];
      const schedule = async (startsAt: string) =>
        (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'REGULAR_SEASON' } })).scheduleGame.id;
      // Won on paper and certified; won by the opponent's forfeit; lost; and one to come.
      await post(RecordResultDocument, { input: { gameId: league.gameId, homeScore: 4, awayScore: 1, decision: 'REGULATION' } });
      await post(CertifyGameDocument, { gameId: league.gameId });
      const byForfeit = await schedule('2026-12-12T18:00:00.000Z');
      await post(DefaultGameDocument, { gameId: byForfeit, forfeitingTeamId: away.id });
      const lost = await schedule('2026-12-19T18:00:00.000Z');
      await post(RecordResultDocument, { input: { gameId: lost, homeScore: 1, awayScore: 2, decision: 'REGULATION' } });
      const toCome = await schedule('2027-01-09T18:00:00.000Z');

      const refused = await failure(url(), DefaultTeamSeasonDocument, { teamId: home.id, reason: ' ' }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT' });
      const { defaultTeamSeason } = await post(DefaultTeamSeasonDocument, { teamId: home.id, reason: 'Unregistered player found on the roster' });
      expect(defaultTeamSeason).toEqual([league.gameId, lost].map((id) => ({ id, status: 'FORFEITED', homeScore: 0, awayScore: 7 })));
      expect((await post(GameSheetDocument, { id: byForfeit })).game).toMatchObject({ status: 'FORFEITED', homeScore: 7, awayScore: 0 });
      expect((await post(GameSheetDocument, { id: toCome })).game!.status).toBe('SCHEDULED');
      expect((await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId: home.id })).disciplineReport.fines).toEqual([]);
      // Again: nothing left to default.
      expect((await post(DefaultTeamSeasonDocument, { teamId: home.id, reason: 'Again' })).defaultTeamSeason).toEqual([]);
    });
  });
}
