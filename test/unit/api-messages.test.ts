import { en } from '../../src/domain/messages/en';
import { fr } from '../../src/domain/messages/fr';
import { attachText, list, localized, money, reasonText, text, translate } from '../../src/domain/messages';
import { ErrorCode, forbidden, notFound, RuleViolation, badField } from '../../src/domain/errors';
import { eligibility, type EligibilityInput, EligibilityNoteCode, IneligibilityCode } from '../../src/domain/eligibility';
import { adjustSuspension, type Suspension } from '../../src/domain/suspensions';
import { rosterAdditionProblems, rosterChangeProblems, teamMayChangeOwnRoster } from '../../src/domain/roster-rules';
import { idCheckProblems, protestFilingProblems } from '../../src/domain/protests';
import { normalizeCrew } from '../../src/domain/crew';
import { overrideProblems } from '../../src/domain/rulesets';
import { signOffProblem, signOffRefusal } from '../../src/domain/sign-offs';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';
import { GameEventType, GameStage, GameStatus } from '../../src/domain/enums';
import { type Catalogue, flatten, placeholders } from '../support/catalogues';

/**
 * The API's two message catalogues (src/domain/messages) hold the same messages: every key in both, each
 * French message naming the same {{placeholders}} as its English one, and a message for every
 * error code, reason code, note code, event and game status the messages are built from.
 */

describe('API message catalogues', () => {
  const english = flatten(en);
  const french = flatten(fr);

  it('have the same keys', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s names the same placeholders in French', (key) => {
    expect(placeholders(french.get(key)!)).toEqual(placeholders(english.get(key)!));
  });

  it('translate every message but the names of entities and messages made only of others', () => {
    // A message made only of other messages, and words French spells as English does.
    const shared = new Set(['eligibility.reasons.SUSPENDED', 'errors.RULE_VIOLATION.problems', 'errors.BAD_USER_INPUT.problems', 'documentImport.schema.ajv']);
    for (const word of ['division', 'suspension']) for (const form of ['one', 'other']) shared.add(`dependents.${word}_${form}`);
    const same = [...english].filter(([key, message]) => french.get(key) === message && !shared.has(key) && !key.startsWith('entities.'));
    expect(same).toEqual([]);
  });

  it.each(Object.values(ErrorCode))('has messages for %s in both languages', (code) => {
    expect(Object.keys(en.errors)).toContain(code);
    expect(Object.keys((fr.errors as Catalogue)[code] as Catalogue).length).toBeGreaterThan(0);
  });

  it.each(Object.values(IneligibilityCode))('has the eligibility reason %s in both languages', (code) => {
    expect(english.has(`eligibility.reasons.${code}`)).toBe(true);
    expect(french.has(`eligibility.reasons.${code}`)).toBe(true);
  });

  it.each(Object.values(EligibilityNoteCode))('has the eligibility note %s in both languages', (code) => {
    expect(french.has(`eligibility.notes.${code}`)).toBe(true);
  });

  it('names every game event and stage, and says why every status takes none', () => {
    for (const type of Object.values(GameEventType)) expect(french.has(`actions.${type}`)).toBe(true);
    for (const status of Object.values(GameStatus)) expect(french.has(`whyNot.${status}`)).toBe(true);
    for (const stage of Object.values(GameStage)) expect(french.has(`stages.${stage}`)).toBe(true);
  });
});

describe('translate', () => {
  it('writes money as each language writes it', () => {
    const owed = text('eligibility.reasons.TEAM_FINE_UNPAID', { amount: money(2550), reasons: list(['late', 'no show'], '; ') });
    expect(translate('en', owed)).toBe('The team owes $25.50, to be paid before it plays again (late; no show).');
    expect(translate('fr', owed)).toBe('L’équipe doit 25,50\u00a0$, à payer avant son prochain match (late; no show).');
  });

  it('picks the plural form of each language (French counts 0 as one)', () => {
    expect(translate('en', text('eligibility.games', { count: 1 }))).toBe('1 game');
    expect(translate('en', text('eligibility.games', { count: 0 }))).toBe('0 games');
    expect(translate('fr', text('eligibility.games', { count: 0 }))).toBe('0 match');
    expect(translate('fr', text('eligibility.games', { count: 3 }))).toBe('3 matchs');
  });

  it('answers all in English a message holding English that is not in the catalogue, never half in each', () => {
    const problems = [
      reasonText(attachText({ message: 'The roster already has 2 goalies, the most allowed.' }, text('rosterRules.goaliesFull', { max: 2 }))),
      reasonText({ message: 'Not in the catalogue yet.' }),
    ];
    const refusal = text('errors.RULE_VIOLATION.cannotJoin', { name: 'Sam', team: 'Blues', problems: list(problems, ' ') });
    expect(translate('fr', refusal)).toBe('Sam cannot join Blues: The roster already has 2 goalies, the most allowed. Not in the catalogue yet.');
    expect(translate('fr', text('errors.RULE_VIOLATION.cannotJoin', { name: 'Sam', team: 'Blues', problems: list(problems.slice(0, 1), ' ') }))).toBe(
      'Sam ne peut pas se joindre à Blues : La liste des joueurs compte déjà 2 gardiens, le maximum permis.',
    );
  });

  it('renders messages inside messages, and words joining lists', () => {
    const refused = forbidden(text('errors.FORBIDDEN.role', { roles: list(['SCOREKEEPER', 'COACH'], text('common.or')), role: 'COACH' }));
    expect(refused.message).toBe('This operation needs a SCOREKEEPER or COACH token; yours is COACH');
    expect(translate('fr', refused.text!)).toBe('Cette opération exige un jeton SCOREKEEPER ou COACH; le vôtre est COACH');
  });
});

describe('errors made from the catalogue', () => {
  it('keep their English message and carry their text for other languages', () => {
    const error = new RuleViolation(text('errors.RULE_VIOLATION.status', { action: text('actions.GOAL'), why: text('whyNot.SCHEDULED') }), 'STATUS');
    expect(error.message).toBe('Cannot record a goal: The game has not started: start it first.');
    expect(translate('fr', error.text!)).toBe('Impossible d’inscrire un but : Le match n’a pas commencé : commencez-le d’abord.');
    expect(error.extensions).toEqual({ code: 'RULE_VIOLATION', rule: 'STATUS' });
  });

  it('name the entity NOT_FOUND names, in each language, and keep the code in extensions', () => {
    const missing = notFound('Game', 'g-1', 'gameId');
    expect(missing.message).toBe('Game g-1 does not exist');
    expect(translate('fr', missing.text!)).toBe('Le match g-1 n’existe pas');
    expect(missing.extensions).toEqual({ code: 'NOT_FOUND', entity: 'Game', id: 'g-1', field: 'gameId' });
  });

  it('name an entity the catalogue does not know by its code', () => {
    expect(translate('fr', notFound('Arena', 'a-1').text!)).toBe('Arena a-1 n’existe pas');
  });

  it('keep a bad field in English in extensions.fields, and translate the message', () => {
    const error = badField('first', text('errors.BAD_USER_INPUT.wholeNumber', { min: 1, max: 100 }));
    expect(error.message).toBe('first: must be a whole number from 1 to 100');
    expect(error.fields).toEqual([{ field: 'first', message: 'must be a whole number from 1 to 100' }]);
    expect(translate('fr', error.text!)).toBe('first : doit être un nombre entier de 1 à 100');
  });
});

describe('refusals of the rules in French', () => {
  /** What `act` throws, in English and in French. */
  const refusal = (act: () => unknown) => {
    try {
      act();
    } catch (error) {
      const { message, text: said } = error as RuleViolation;
      return { en: message, fr: said ? translate('fr', said) : undefined };
    }
    throw new Error('expected a refusal');
  };

  it('an official adjusting a suspension', () => {
    const at = '2027-01-10T12:00:00.000Z';
    const life: Suspension = { kind: 'LIFE', games: null, reason: 'Abuse of an official', competitionId: 'c1', teamId: 't1', startsAt: at };
    expect(refusal(() => adjustSuspension(life, { action: 'EXTEND', games: 1, reason: 'x', at }))).toEqual({
      en: 'A suspension for life has no games to extend: set its length instead.',
      fr: 'Une suspension à vie n’a pas de matchs à prolonger : fixez plutôt sa durée.',
    });
    expect(refusal(() => adjustSuspension({ ...life, kind: 'GAMES', games: 3 }, { action: 'SHORTEN', games: 3, reason: 'x', at }))).toEqual({
      en: 'It is 3 game(s) long: lift it rather than shorten it by 3.',
      fr: 'Elle dure 3 match(s) : levez-la plutôt que de la raccourcir de 3.',
    });
  });
});

describe('refusals of the game log in French', () => {
  const refused = (sim: GameSim, input: Parameters<GameSim['post']>[0]) => {
    try {
      sim.post(input);
    } catch (error) {
      const { message, text: said } = error as RuleViolation;
      return { en: message, fr: said ? translate('fr', said) : undefined };
    }
    throw new Error(`expected ${input.type} to be refused`);
  };

  it('the Quick Penalty Rule and a deliberate slide', () => {
    const league = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop();
    league.wait(MIN).penalty('home', 'h5');
    const slow = { type: 'PENALTY' as const, teamId: HOME, playerId: 'h5', severity: 'MINOR' as const, infraction: 'DELAY_OF_GAME' as const, slowToBoxOf: 3, servedById: 'h6' };
    league.post(slow);
    expect(refused(league, slow)).toEqual({
      en: 'The delay of game for penalty 3 is already assessed.',
      fr: 'Le retard de jeu pour la punition 3 est déjà donné.',
    });
    const tournament = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(refused(tournament, { type: 'PENALTY', teamId: HOME, playerId: 'h5', severity: 'MINOR', infraction: 'DELIBERATE_SLIDE' }).fr).toBe(
      'Ce règlement ne prévoit aucune punition pour une glissade délibérée en soi : inscrivez l’infraction que la glissade a causée.',
    );
  });

  it('named shooters and whose turn it is in a shootout', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().finishPeriod();
    sim
      .drop()
      .wait(5 * MIN)
      .endPeriod();
    expect(refused(sim, { type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: false }).fr).toBe(
      'Tirs de barrage : l’équipe locale et l’équipe visiteuse doivent désigner leurs 3 premiers tireurs avant le premier tir (nameShooters) : Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter".',
    );
    expect(refused(sim, { type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h2', 'h3'] })).toEqual({
      en: 'Name 3 different players as the first shooters (3 named, one twice): Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter".',
      fr: 'Désignez 3 joueurs différents comme premiers tireurs (3 désignés, dont un deux fois) : Cole Harbour (000:40) "The first 3 shooters must be named upon the first shooter".',
    });
    sim.post({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] });
    sim.post({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a4', 'a5', 'a6'] });
    sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: false });
    expect(refused(sim, { type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h3', scored: false })).toEqual({
      en: 'Shootout: the other team shoots next: shootout attempts alternate.',
      fr: 'Tirs de barrage : l’autre équipe tire la prochaine : les équipes tirent à tour de rôle.',
    });
  });

  it('the first goal of a paper result', () => {
    const paper = { type: 'RESULT_RECORDED' as const, homeScore: 1, awayScore: 0, decision: 'REGULATION' as const };
    expect(refused(new GameSim('COLE_HARBOUR_CLASSIC'), { ...paper, firstGoals: { home: { period: 3, clockRemainingMs: MIN } } })).toEqual({
      en: "The home team's first goal: period 3 was not played in this game (from 1 to 2).",
      fr: 'Le premier but de l’équipe locale : la période 3 n’a pas été jouée dans ce match (de 1 à 2).',
    });
    expect(refused(new GameSim('COLE_HARBOUR_CLASSIC'), { ...paper, firstGoals: { away: { period: 1, clockRemainingMs: MIN } } }).fr).toBe(
      'L’équipe visiteuse n’a marqué aucun but : elle n’a pas de premier but à chronométrer.',
    );
  });

  it('a team short of its minimum, a tie where none stands, a clock reading out of range', () => {
    const short = new GameSim('COLE_HARBOUR_CLASSIC');
    let refusal: { en: string; fr?: string } | undefined;
    try {
      short.start(3);
    } catch (error) {
      refusal = { en: (error as RuleViolation).message, fr: translate('fr', (error as RuleViolation).text!) };
    }
    expect(refusal).toEqual({
      en: 'The home team has 3 dressed (with a goaltender); the rules need at least 7 including a goaltender to start.',
      fr: 'L’équipe locale a 3 joueurs en uniforme (avec un gardien); le règlement en exige au moins 7, dont un gardien, pour commencer.',
    });
    const tied = { type: 'RESULT_RECORDED' as const, homeScore: 1, awayScore: 1, decision: 'REGULATION' as const };
    expect(refused(new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL'), tied)).toEqual({
      en: 'A semifinal game cannot end tied under these rules: overtime or a shootout decides it.',
      fr: 'Un match de demi-finale ne peut pas finir à égalité selon ce règlement : la prolongation ou des tirs de barrage le décident.',
    });
    const running = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(refused(running, { type: 'CLOCK_STOPPED', remainingMs: -1 }).fr).toBe(
      'Le chrono a démarré la dernière fois à 20:00 : il ne peut pas s’arrêter sur une lecture négative. remainingMs doit être entre 0:00 et 20:00.',
    );
  });

  it("the league's ruling on an ID check", () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    sim.post({ type: 'ID_CHECK', teamId: HOME, playerId: 'a4', requestedBy: 'COACH', result: 'NO_ID' });
    const checkSeq = sim.events.length;
    sim.drop().post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] });
    sim.post({ type: 'PERIOD_ENDED' });
    sim.drop().post({ type: 'PERIOD_ENDED' });
    sim.post({ type: 'GAME_ENDED' });
    const review = (targetSeq: number, legal: boolean) => ({ type: 'ID_CHECK_REVIEWED' as const, targetSeq, legal, reason: 'League review' });
    expect(refused(sim, review(1, false)).fr).toBe('L’événement 1 n’est pas une vérification d’identité de ce match.');
    sim.post(review(checkSeq, false));
    expect(refused(sim, review(checkSeq, true))).toEqual({
      en: 'That ID check was already ruled on (illegal); void the ruling to change it.',
      fr: 'La ligue a déjà rendu sa décision sur cette vérification d’identité (illégale); annulez la décision pour la changer.',
    });
  });

  it('an ID check that may not be requested, and a protest out of time', () => {
    const problems = idCheckProblems({ requestedBy: 'OTHER', checksThisGame: 2, checksThisStoppage: 0, requestingTeamId: 't1', checkedPlayerTeamId: 't2', preset: 'WINTER_LEAGUE_5ON5' });
    expect(problems.map((p) => localized('fr', p))).toEqual([
      'Seuls l’entraîneur, le capitaine ou un assistant capitaine d’une équipe peuvent demander une vérification d’identité.',
      'Ce match a eu ses 2 vérifications d’identité (les deux équipes ensemble).',
    ]);
    expect(problems.map((p) => localized('en', p))).toEqual(problems.map((p) => p.message));
    const [late] = protestFilingProblems({ incidentAt: '2027-01-10T20:00:00.000Z', filedAt: '2027-01-14T20:00:00.000Z', judgmentCall: false, preset: 'WINTER_LEAGUE_5ON5' });
    expect({ en: late.message, fr: localized('fr', late) }).toEqual({
      en: 'Filed 96 hours after the incident: a protest and its $25.00 fee must come within 72 hours.',
      fr: 'Déposé 96 heures après l’incident : un protêt et ses frais de 25,00\u00a0$ doivent venir dans les 72 heures.',
    });
  });
});

describe('inputs refused in French', () => {
  it("a competition's rule overrides", () => {
    const problems = overrideProblems({ periodMinutes: 90, tiebreakers: ['GOALS_FOR', 'GOALS_FOR'] });
    expect(problems.map((p) => ({ field: p.field, en: localized('en', p), fr: localized('fr', p) }))).toEqual([
      { field: 'periodMinutes', en: 'must be a whole number from 1 to 60', fr: 'doit être un nombre entier de 1 à 60' },
      { field: 'tiebreakers', en: 'names GOALS_FOR more than once', fr: 'nomme GOALS_FOR plus d’une fois' },
    ]);
  });

  it("a game's crew and a game sheet not ready to sign", () => {
    let refusal: { en: string; fr: string; fields: unknown } | undefined;
    try {
      normalizeCrew([
        { role: 'REFEREE', name: 'Pat Leclerc' },
        { role: 'LINESMAN', name: 'pat  leclerc' },
      ]);
    } catch (error) {
      const refused = error as ReturnType<typeof badField>;
      refusal = { en: refused.message, fr: translate('fr', refused.text!), fields: refused.fields };
    }
    expect(refusal).toEqual({
      en: 'crew.1.name: pat leclerc is named twice',
      fr: 'crew.1.name : pat leclerc est nommé deux fois',
      fields: [{ field: 'crew.1.name', message: 'pat leclerc is named twice' }],
    });
    const game = { status: 'IN_PROGRESS', certifiedAt: null };
    expect(signOffProblem(game)).toBe('a game sheet is signed once the game is over (FINAL or FORFEITED); this one is IN_PROGRESS');
    expect(translate('fr', signOffRefusal(game)!)).toBe('une feuille de match se signe une fois le match terminé (FINAL ou FORFEITED); celui-ci est IN_PROGRESS');
  });
});

describe('roster rules in French', () => {
  const said = (problems: Array<{ code: string; message: string }>) => problems.map((p) => ({ code: p.code, en: localized('en', p), fr: localized('fr', p) }));
  const at = '2027-03-01T05:00:01.000Z';
  // Midnight in Halifax: the end of 28 February.
  const season = { startsAt: '2026-10-01T00:00:00.000Z', additionCutoff: '2027-03-01T04:00:00.000Z', timeZone: 'America/Halifax' };

  it('an affiliated goalie past the deadline, from a higher tier, and a Tier 1 cap', () => {
    const goalie = rosterAdditionProblems({
      preset: 'WINTER_LEAGUE_5ON5',
      roster: [],
      addition: { name: 'Sam Crosby', position: 'SKATER', goalieAffiliation: true },
      at,
      team: { tier: 4 },
      season,
      goalie: { affiliations: 0, teamTier: 2 },
    });
    expect(said(goalie)).toEqual([
      { code: 'NOT_A_GOALIE', en: 'Sam Crosby is not a goalie: there are no player affiliations.', fr: 'Sam Crosby n’est pas un gardien : il n’y a pas d’affiliation de joueurs.' },
      {
        code: 'GOALIE_FROM_HIGHER_TIER',
        en: 'Sam Crosby plays in Tier 2: a Tier 4 team can only affiliate a goalie from Tier 4 or lower.',
        fr: 'Sam Crosby joue au niveau 2 : une équipe de niveau 4 ne peut affilier qu’un gardien de niveau 4 ou inférieur.',
      },
      { code: 'PAST_ADDITION_CUTOFF', en: 'The affiliation deadline (the end of 2027-02-28) has passed.', fr: 'La date limite des affiliations (la fin du 2027-02-28) est passée.' },
    ]);
    const capped = rosterAdditionProblems({
      preset: 'WINTER_LEAGUE_5ON5',
      roster: [{ position: 'SKATER', rankingTier: 1 }],
      addition: { name: 'Sam Crosby', position: 'SKATER', rankingTier: 1 },
      at,
      team: { tier: 8 },
    });
    expect(said(capped)).toEqual([
      {
        code: 'TIER1_CAP',
        en: 'A Tier 8 team may have at most 1 Tier 1-ranked player, and this one has 1.',
        fr: 'Une équipe de niveau 8 peut avoir au plus 1 joueur classé de niveau 1, et celle-ci en a 1.',
      },
    ]);
  });

  it('a release during a game, after the schedule was drawn, and who changes a roster', () => {
    const release = rosterChangeProblems({
      preset: 'COLE_HARBOUR_CLASSIC',
      name: 'Sam Crosby',
      entry: { position: 'SKATER' },
      change: { kind: 'RELEASE' },
      roster: [],
      at,
      gameUnderWay: true,
      scheduleDrawnAt: '2027-01-01T00:00:00.000Z',
    });
    expect(said(release).map((p) => p.fr)).toEqual([
      'Un match de l’équipe est en cours : les changements à la liste des joueurs se font avant un match (ses alignements portent les numéros vérifiés au début), alors il faut attendre la fin du match pour libérer Sam Crosby.',
      'L’horaire a été établi : pour libérer Sam Crosby, il faut l’accord du responsable du tournoi.',
    ]);
    expect(said(release)[1].en).toBe('The schedule has been drawn: releasing Sam Crosby must be cleared with the Tournament Official.');
    const verdict = teamMayChangeOwnRoster('WINTER_LEAGUE_5ON5', at, null);
    expect(verdict.may === false && translate('fr', verdict.why)).toBe(
      'Les listes des joueurs de la ligue se modifient avec la ligue (§8, §20 « unless it is changed with the league first ») : un ADMIN fait le changement.',
    );
  });
});

describe('eligibility reasons in French', () => {
  const input = (more: Partial<EligibilityInput> = {}): EligibilityInput => ({
    preset: 'WINTER_LEAGUE_5ON5',
    minimumAge: null,
    game: { competitionId: 'c1', teamId: 't1', stage: 'PLAYOFF', date: '2027-03-06' },
    player: { name: 'Sam Crosby', birthDate: '1990-05-01', waiverSigned: true },
    rosterEntries: [{ teamId: 't1', competitionId: 'c1', position: 'GOALIE', waiverSigned: true, addedAt: '2027-03-02T12:00:00.000Z' }],
    suspensions: [{ competitionId: 'c1', kind: 'GAMES', games: 3, gamesRemaining: 1, active: true, reason: 'Fighting major' }],
    fines: [
      { competitionId: 'c1', payee: 'PLAYER', amountCents: 1500, paid: false, reason: 'Game misconduct' },
      { competitionId: 'c0', payee: 'PLAYER', amountCents: 2500, paid: false, reason: 'Abuse of an official', competitionName: 'Summer league' },
    ],
    linkedCompetitionIds: ['c0'],
    gamesDressed: [],
    registered: true,
    // Midnight in Halifax: the end of 28 February.
    additionCutoff: '2027-03-01T04:00:00.000Z',
    timeZone: 'America/Halifax',
    ...more,
  });

  it('say in French what they say in English, code by code, with the same details', () => {
    const reasons = eligibility(input()).reasons;
    const said = Object.fromEntries(reasons.map((r) => [r.code, { en: localized('en', r), fr: localized('fr', r) }]));
    expect(said).toEqual({
      SUSPENDED: { en: 'Sam Crosby is serving a suspension: 1 of 3 games left (Fighting major).', fr: 'Sam Crosby purge une suspension : encore 1 sur 3 matchs (Fighting major).' },
      UNPAID_FINE: {
        en: 'Sam Crosby owes $40.00 in fines, to be paid before playing again (Game misconduct; $25.00 from Summer league: Abuse of an official).',
        fr: 'Sam Crosby doit 40,00\u00a0$ en amendes, à payer avant de jouer de nouveau (Game misconduct; 25,00\u00a0$ de Summer league : Abuse of an official).',
      },
      GOALIE_ADDED_AFTER_CUTOFF: {
        en: 'Sam Crosby was added as a goalie on 2027-03-02, after the addition cut-off (the end of 2027-02-28): goalies must be on the roster before it to play in the playoffs.',
        fr: 'Sam Crosby a été ajouté comme gardien le 2027-03-02, après la date limite des ajouts (la fin du 2027-02-28) : un gardien doit être sur la liste des joueurs avant cette date pour jouer en séries.',
      },
      INSUFFICIENT_GAMES_PLAYED: {
        en: 'Sam Crosby has played 0 of the 5 regular-season games needed to play in the playoffs.',
        fr: 'Pour jouer en séries, il faut 5 matchs de saison régulière; Sam Crosby en a joué 0.',
      },
    });
    // The English rendering is the message the reason has always carried.
    for (const r of reasons) expect(localized('en', r)).toBe(r.message);
  });

  it('keep their message as data out of JSON and out of plain comparisons', () => {
    const [reason] = eligibility(input()).reasons;
    expect(JSON.parse(JSON.stringify(reason))).toEqual({ code: reason.code, message: reason.message, rule: reason.rule });
    expect(Object.keys(reason)).toEqual(['code', 'rule', 'message']);
  });

  it('answer in English when a copy lost its data', () => {
    const [reason] = eligibility(input()).reasons;
    const copy = { ...reason };
    expect(localized('fr', copy)).toBe(reason.message);
  });
});
