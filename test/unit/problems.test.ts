import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badField, conflict, forbidden, notFound, RuleViolation, unauthenticated, unavailable } from '../../src/domain/errors';
import { text } from '../../src/domain/messages';
import { checkDressing } from '../../src/domain/game/lineups';
import { resolveRuleset } from '../../src/domain/rulesets';
import { CODE_WORDS, ProblemCode, problemsOf, RULING_CODES, ruleOf, SECTION_RULINGS } from '../../src/graphql/problems';
import { AWAY, GameSim, HOME } from './support/game-sim';

/**
 * The one mapping from what the services and the domain throw to a payload's Problems
 * (src/graphql/problems.ts, docs/design.md "Payloads and problems"): a closed set of codes, the
 * rule in one vocabulary (the ruling ids of docs/rulings.md), the input field, the caller's language.
 */

describe("ruleOf: a refusal's rule in one vocabulary", () => {
  it.each([
    // code words: the word is the code, no ruling
    ['CLOCK', 'CLOCK', null],
    ['ASSISTS', 'ASSISTS', null],
    ['TIMEOUT', 'TIMEOUT', null],
    ['VOID', 'VOID', null],
    ['STATUS', 'GAME_STATUS', null],
    ['END', 'GAME_END', null],
    ['CERTIFIED', 'CERTIFIED', null],
    // ruling ids of docs/rulings.md: the ruling stays, the code is what it refuses
    ['R24', 'TIED_GAME', 'R24'], // R24: overtime and shootouts by stage
    ['R25', 'TIED_GAME', 'R25'], // R25: how a shootout counts
    ['G31', 'SHOOTOUT', 'G31'], // G31: Cole Harbour: the first three shooters are named before the first shot
    ['G48', 'GOALIE', 'G48'], // G48: the empty net
    ['G58', 'ASSISTS', 'G58'], // G58: no assist from the penalty box
    ['R83', 'CORRECTION', 'R83'], // R83: correcting a finished game's goal or penalty
    ['R21', 'ELIGIBILITY', 'R21'], // R21: why a player may not play
    // rulebook lines with their ruling: the ruling is read out of them
    ['R51; league §25 "A player arriving late for a game may play up until the LAST MINUTE of the game."', 'LATE_PLAYER', 'R51'],
    ['G55; BHI 003:14 "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)"', 'PENALTY', 'G55'],
    ['G60; league 004:83 "If there is 5 minutes left in the hour time slot, the referee will then reset the stopwatch to 2 mintues"', 'FIVE_TWO_RULE', 'G60'],
    ['§8 "Teams can only DRESS eighteen (18) players plus two (2) goalies for a game, NO EXCEPTIONS"; R22', 'LINEUP', 'R22'],
    // a section alone: the ruling that settles it (§16's no-show rebate is R43's, §19's protest R79's)
    ['§16', 'RULE', 'R43'],
    ['§19', 'RULE', 'R79'],
    // a rulebook line no ruling settles, and none at all
    ['Cole Harbour "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official"', 'RULE', null],
    [undefined, 'RULE', null],
  ] as const)('%s → %s, rule %s', (raw, code, rule) => {
    expect(ruleOf(raw)).toEqual({ code, rule });
  });

  it('maps only to codes of the closed set, and every ruling it names is one of docs/rulings.md', () => {
    const codes = new Set(Object.values(ProblemCode));
    for (const code of [...Object.values(CODE_WORDS), ...Object.values(RULING_CODES)]) expect(codes).toContain(code);
    const rulings = new Set([...readFileSync(join(__dirname, '../../docs/rulings.md'), 'utf8').matchAll(/^### ([RG]\d+):/gm)].map((m) => m[1]));
    for (const ruling of [...Object.keys(RULING_CODES), ...Object.values(SECTION_RULINGS)]) expect(rulings).toContain(ruling);
  });

  it('gives every rule the game machine refuses with a code of its own, never the catch-all RULE', () => {
    // Each `rule` literal the game machine (src/domain/game) passes to a RuleViolation, and the rule constants it
    // names (the named-shooters and slide lines, 000:40 and 003:22, are quoted in messages, not passed as rules).
    const dir = join(__dirname, '../../src/domain/game');
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const literals = [...source.matchAll(/new RuleViolation\([\s\S]*?\),\s*'([A-Z§][^']*)'\s*[),]/g)].map((m) => m[1]);
    const constants = [...source.matchAll(/const [A-Z_]*RULE[A-Z_]* =\s*'([^']+)'/g), ...source.matchAll(/const [A-Z_]*HIGH_STICK =\s*'([^']+)'/g)].map((m) => m[1]);
    expect(literals.length).toBeGreaterThan(30);
    const unmapped = [...literals, ...constants].filter((raw) => ruleOf(raw).code === 'RULE' && !raw.includes('000:40') && !raw.includes('003:22'));
    expect(unmapped).toEqual([]);
  });
});

describe('problemsOf: thrown errors as Problems', () => {
  it("a rule refused by the game machine: its code, its ruling, the field the mutation names, the caller's language", () => {
    const game = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    let thrown: unknown;
    try {
      game.post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['h5'] });
    } catch (error) {
      thrown = error;
    }
    expect(problemsOf(thrown, { prefix: ['input'], rulePaths: { ASSISTS: 'assistIds' } })).toEqual([
      { code: 'ASSISTS', rule: null, path: ['input', 'assistIds'], message: 'The scorer cannot also assist on the goal.' },
    ]);
    expect(problemsOf(thrown, { language: 'fr' })).toEqual([{ code: 'ASSISTS', rule: null, path: null, message: 'Le marqueur du but ne peut pas aussi obtenir une passe sur ce but.' }]);
  });

  it('a ruling-id refusal keeps its ruling (G48: a goalie pulled twice)', () => {
    const game = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    game.post({ type: 'GOALIE_PULLED', teamId: AWAY });
    const refusal = game.refusal({ type: 'GOALIE_PULLED', teamId: AWAY });
    expect(refusal.rule).toBe('G48');
    expect(problemsOf(new RuleViolation(refusal.en, refusal.rule))).toEqual([{ code: 'GOALIE', rule: 'G48', path: null, message: refusal.en }]);
  });

  it('a lineup with ineligible players: one ELIGIBILITY problem a player, at his place in the input (R21)', () => {
    const player = (n: number, eligible: boolean) => ({
      playerId: `p${n}`,
      number: n,
      position: n === 1 ? ('GOALIE' as const) : ('SKATER' as const),
      name: `Player ${n}`,
      eligible,
      reasons: eligible ? [] : [{ code: 'WAIVER_MISSING', message: 'has not signed the safety waiver' }],
      notes: [],
    });
    const players = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => player(n, n !== 3 && n !== 6));
    let thrown: unknown;
    try {
      checkDressing({ ruleset: resolveRuleset('COLE_HARBOUR_CLASSIC', null), side: 'home', players, overridden: false });
    } catch (error) {
      thrown = error;
    }
    const ids = players.map((p) => p.playerId);
    const itemPath = (id: string) => (ids.includes(id) ? `playerIds.${ids.indexOf(id)}` : undefined);
    expect(problemsOf(thrown, { prefix: ['input'], itemPath })).toEqual([
      { code: 'ELIGIBILITY', rule: 'R21', path: ['input', 'playerIds', '2'], message: expect.stringContaining('Player 3') },
      { code: 'ELIGIBILITY', rule: 'R21', path: ['input', 'playerIds', '5'], message: expect.stringContaining('Player 6') },
    ]);
    // An item the input does not name: the one problem for the whole refusal, as without itemPath.
    expect(problemsOf(thrown, { prefix: ['input'], itemPath: () => undefined })).toEqual([{ code: 'ELIGIBILITY', rule: 'R21', path: null, message: expect.stringContaining('Player 6') }]);
  });

  it('the input refused: BAD_USER_INPUT at the field, one problem a field', () => {
    expect(problemsOf(badField('clientEventId', text('errors.BAD_USER_INPUT.clientEventIdBlank')), { prefix: ['input'] })).toEqual([
      { code: 'BAD_USER_INPUT', rule: null, path: ['input', 'clientEventId'], message: expect.stringContaining('clientEventId') },
    ]);
    const nested = problemsOf(badField('override.reason', 'must not be blank'), { prefix: ['input'] });
    expect(nested).toEqual([{ code: 'BAD_USER_INPUT', rule: null, path: ['input', 'override', 'reason'], message: 'override.reason: must not be blank' }]);
  });

  it('a player or team that does not exist: NOT_FOUND at the field; an input that meets what is stored: CONFLICT', () => {
    expect(problemsOf(notFound('Player', 'p-1', 'playerId'), { prefix: ['input'] })).toEqual([{ code: 'NOT_FOUND', rule: null, path: ['input', 'playerId'], message: expect.any(String) }]);
    expect(problemsOf(conflict(text('errors.CONFLICT.clientEventIdReused')))).toEqual([{ code: 'CONFLICT', rule: null, path: null, message: expect.any(String) }]);
  });

  it('a write that only met another at the same moment is "not stored, send it again": a retryable top-level error, not a problem', () => {
    expect(problemsOf(conflict(text('errors.CONFLICT.concurrentEvent'), { retryable: true }))).toBeNull();
  });

  it('who may call, the database away, and bugs are not problems: they stay top-level errors', () => {
    expect(problemsOf(unauthenticated())).toBeNull();
    expect(problemsOf(forbidden('no'))).toBeNull();
    expect(problemsOf(unavailable('the database is away'))).toBeNull();
    expect(problemsOf(new Error('a bug'))).toBeNull();
  });
});
