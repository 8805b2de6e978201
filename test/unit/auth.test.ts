import { createHash } from 'node:crypto';
import {
  ANONYMOUS,
  canReadDisciplineDetails,
  canReadTeamPrivate,
  canCertifyGame,
  canScoreGame,
  type DisciplineOwner,
  formatScope,
  isCoach,
  parseScope,
  type Principal,
  type Role,
  scopeProblem,
} from '../../src/auth/principal';
import { bearerToken, generateToken, hashToken, TOKEN_PREFIX, tokensEqual } from '../../src/auth/tokens';

const token = (role: Role, ...scopes: string[]): Principal => ({
  kind: 'token',
  tokenId: 't1',
  name: `${role.toLowerCase()} token`,
  role,
  scopes: scopes.map(parseScope),
});

describe('tokens', () => {
  it('generateToken makes fo_-prefixed tokens of 32 random bytes, base64url', () => {
    const value = generateToken();
    expect(TOKEN_PREFIX).toBe('fo_');
    expect(value).toMatch(/^fo_[A-Za-z0-9_-]{43}$/);
  });

  it('generateToken never repeats itself', () => {
    const values = new Set(Array.from({ length: 1000 }, generateToken));
    expect(values.size).toBe(1000);
  });

  it('hashToken is the hex SHA-256 of the token', () => {
    const value = 'fo_example-token';
    expect(hashToken(value)).toBe(createHash('sha256').update(Buffer.from(value, 'utf8')).digest('hex'));
    expect(hashToken(value)).toMatch(/^[0-9a-f]{64}$/);
    // NIST FIPS 180-2 example "abc"
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['fo_same', 'fo_same', true],
    ['fo_same', 'fo_other', false],
    ['fo_same', 'fo_same ', false],
    ['', '', true],
  ])('tokensEqual(%j, %j) is %s', (a, b, equal) => {
    expect(tokensEqual(a, b)).toBe(equal);
  });
});

describe('bearerToken (Authorization: Bearer <token>)', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    ['Bearer x', 'x'],
    ['bearer x', 'x'],
    ['BEARER fo_abc', 'fo_abc'],
    ['  Bearer   fo_abc  ', 'fo_abc'],
  ])('%j → %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });

  it.each(['Basic x', 'Bearer', 'Bearer a b', 'fo_abc', 'Token fo_abc'])('refuses the malformed %j', (header) => {
    expect(() => bearerToken(header)).toThrow('Authorization must be "Bearer <token>"');
  });
});

describe('scopes', () => {
  it.each([
    ['competition:c1', { kind: 'competition', id: 'c1' }],
    ['game:0b5f3c1e-9a7d-4c3e-8f21-6d2b1a0e9c44', { kind: 'game', id: '0b5f3c1e-9a7d-4c3e-8f21-6d2b1a0e9c44' }],
    ['team:42', { kind: 'team', id: '42' }],
  ])('parseScope(%j) round-trips through formatScope', (raw, scope) => {
    expect(parseScope(raw)).toEqual(scope);
    expect(formatScope(parseScope(raw))).toBe(raw);
  });

  it('parseScope ignores surrounding whitespace', () => {
    expect(parseScope('  team:t1 ')).toEqual({ kind: 'team', id: 't1' });
  });

  it.each(['', 'team', 'team:', 'league:1', 'Team:1', 'team:a b', 'team:a/b', `team:${'x'.repeat(65)}`, ':1'])('parseScope refuses %j', (raw) => {
    expect(() => parseScope(raw)).toThrow(/must look like competition:<id>, game:<id> or team:<id>/);
  });
});

describe('scopeProblem: which scopes each role may carry', () => {
  it.each<[Role, string[], RegExp | null]>([
    ['ADMIN', [], null],
    ['ADMIN', ['competition:c1'], /ADMIN token takes no scope/],
    ['SCOREKEEPER', [], /SCOREKEEPER token needs at least one scope/],
    ['SCOREKEEPER', ['game:g1'], null],
    ['SCOREKEEPER', ['competition:c1'], null],
    ['SCOREKEEPER', ['competition:c1', 'game:g2'], null],
    ['SCOREKEEPER', ['team:t1'], /SCOREKEEPER token cannot be scoped to team/],
    ['SCOREKEEPER', ['game:g1', 'team:t1'], /cannot be scoped to team/],
    ['COACH', [], /COACH token needs at least one scope \(team\)/],
    ['COACH', ['team:t1'], null],
    ['COACH', ['team:t1', 'team:t2'], null],
    ['COACH', ['game:g1'], /COACH token cannot be scoped to game/],
    ['COACH', ['competition:c1'], /COACH token cannot be scoped to competition/],
  ])('%s with scopes %j → problem %s', (role, scopes, problem) => {
    const result = scopeProblem(role, scopes.map(parseScope));
    if (problem === null) expect(result).toBeNull();
    else expect(result).toMatch(problem);
  });
});

describe('canScoreGame: scorekeepers write the games or competitions they are scoped to', () => {
  const game = { id: 'g1', competitionId: 'c1' };

  it.each<{ who: string; principal: Principal; allowed: boolean }>([
    { who: 'admin', principal: token('ADMIN'), allowed: true },
    { who: 'scorekeeper scoped to the game', principal: token('SCOREKEEPER', 'game:g1'), allowed: true },
    { who: 'scorekeeper scoped to the competition', principal: token('SCOREKEEPER', 'competition:c1'), allowed: true },
    { who: 'scorekeeper scoped to another game', principal: token('SCOREKEEPER', 'game:g2'), allowed: false },
    { who: 'scorekeeper scoped to another competition', principal: token('SCOREKEEPER', 'competition:c2'), allowed: false },
    { who: 'scorekeeper with a game scope named like the competition', principal: token('SCOREKEEPER', 'game:c1'), allowed: false },
    { who: 'coach of a team', principal: token('COACH', 'team:t1'), allowed: false },
    { who: 'coach wrongly carrying the game scope', principal: token('COACH', 'game:g1'), allowed: false },
    { who: 'anonymous', principal: ANONYMOUS, allowed: false },
  ])('$who → $allowed', ({ principal, allowed }) => {
    expect(canScoreGame(principal, game)).toBe(allowed);
  });
});

describe('canCertifyGame: an official, or the referee holding a token for that one game', () => {
  it.each<{ who: string; principal: Principal; allowed: boolean }>([
    { who: 'admin', principal: token('ADMIN'), allowed: true },
    { who: 'scorekeeper scoped to the game (the referee)', principal: token('SCOREKEEPER', 'game:g1'), allowed: true },
    { who: 'scorekeeper scoped to the competition (a rink tablet)', principal: token('SCOREKEEPER', 'competition:c1'), allowed: false },
    { who: 'scorekeeper scoped to another game', principal: token('SCOREKEEPER', 'game:g2'), allowed: false },
    { who: 'coach wrongly carrying the game scope', principal: token('COACH', 'game:g1'), allowed: false },
    { who: 'anonymous', principal: ANONYMOUS, allowed: false },
  ])('$who → $allowed', ({ principal, allowed }) => {
    expect(canCertifyGame(principal, { id: 'g1' })).toBe(allowed);
  });
});

describe("canReadTeamPrivate: a coach reads its own team's fines and eligibility details", () => {
  it.each<{ who: string; principal: Principal; allowed: boolean }>([
    { who: 'admin', principal: token('ADMIN'), allowed: true },
    { who: 'coach of the team', principal: token('COACH', 'team:t1'), allowed: true },
    { who: 'coach of two teams including it', principal: token('COACH', 'team:t2', 'team:t1'), allowed: true },
    { who: 'coach of another team', principal: token('COACH', 'team:t2'), allowed: false },
    { who: 'scorekeeper scoped to the game', principal: token('SCOREKEEPER', 'game:g1'), allowed: false },
    { who: 'scorekeeper scoped to the competition', principal: token('SCOREKEEPER', 'competition:c1'), allowed: false },
    { who: 'scorekeeper wrongly carrying the team scope', principal: token('SCOREKEEPER', 'team:t1'), allowed: false },
    { who: 'anonymous', principal: ANONYMOUS, allowed: false },
  ])('$who → $allowed', ({ principal, allowed }) => {
    expect(canReadTeamPrivate(principal, 't1')).toBe(allowed);
  });
});

describe("canReadDisciplineDetails: a fine's or a suspension's details by the record's owner, in the record's competition", () => {
  // Player p is on team tA of league X and team tY of tournament Y; tB is another team of league X.
  const playerInX: DisciplineOwner = {
    competitionId: 'X',
    teams: [
      { teamId: 'tA', competitionId: 'X' },
      { teamId: 'tY', competitionId: 'Y' },
    ],
  };
  const playerInY: DisciplineOwner = { competitionId: 'Y', teams: playerInX.teams };
  const teamBFine: DisciplineOwner = { competitionId: 'X', teams: [{ teamId: 'tB', competitionId: 'X' }] };
  const teamBFineOfAnotherCompetition: DisciplineOwner = { competitionId: 'Z', teams: [{ teamId: 'tB', competitionId: 'X' }] };
  const unrostered: DisciplineOwner = { competitionId: 'X', teams: [] };

  it.each<{ who: string; principal: Principal; owner: DisciplineOwner; allowed: boolean }>([
    { who: 'admin, a player record', principal: token('ADMIN'), owner: playerInX, allowed: true },
    { who: 'admin, an unrostered player', principal: token('ADMIN'), owner: unrostered, allowed: true },
    { who: "coach of the player's team in the record's competition", principal: token('COACH', 'team:tA'), owner: playerInX, allowed: true },
    { who: "coach of the player's team in another competition (Y reading X's)", principal: token('COACH', 'team:tY'), owner: playerInX, allowed: false },
    { who: "coach of the player's team in Y reading Y's", principal: token('COACH', 'team:tY'), owner: playerInY, allowed: true },
    { who: "coach of the player's team in X reading Y's", principal: token('COACH', 'team:tA'), owner: playerInY, allowed: false },
    { who: 'coach of another team of the same competition', principal: token('COACH', 'team:tB'), owner: playerInX, allowed: false },
    { who: "coach of several teams, one of them the player's there", principal: token('COACH', 'team:tB', 'team:tA'), owner: playerInX, allowed: true },
    { who: 'coach, an unrostered player', principal: token('COACH', 'team:tA'), owner: unrostered, allowed: false },
    { who: "the team's coach, its own fine", principal: token('COACH', 'team:tB'), owner: teamBFine, allowed: true },
    { who: "another team's coach, a team's fine", principal: token('COACH', 'team:tA'), owner: teamBFine, allowed: false },
    { who: "the team's coach, its fine recorded in a competition it is not in", principal: token('COACH', 'team:tB'), owner: teamBFineOfAnotherCompetition, allowed: false },
    { who: 'scorekeeper scoped to the competition', principal: token('SCOREKEEPER', 'competition:X'), owner: playerInX, allowed: false },
    { who: 'scorekeeper scoped to a game', principal: token('SCOREKEEPER', 'game:g1'), owner: playerInX, allowed: false },
    { who: "scorekeeper wrongly carrying the player's team scope", principal: token('SCOREKEEPER', 'team:tA'), owner: playerInX, allowed: false },
    { who: 'anonymous', principal: ANONYMOUS, owner: playerInX, allowed: false },
  ])('$who → $allowed', ({ principal, owner, allowed }) => {
    expect(canReadDisciplineDetails(principal, owner)).toBe(allowed);
  });

  it.each<{ who: string; principal: Principal; coach: boolean }>([
    { who: 'coach', principal: token('COACH', 'team:tA'), coach: true },
    { who: 'admin', principal: token('ADMIN'), coach: false },
    { who: 'scorekeeper', principal: token('SCOREKEEPER', 'game:g1'), coach: false },
    { who: 'anonymous', principal: ANONYMOUS, coach: false },
  ])('isCoach: $who → $coach (only a coach needs the owner loaded)', ({ principal, coach }) => {
    expect(isCoach(principal)).toBe(coach);
  });
});
