import { textProblems } from '../../src/services/export/import-checks';
import type { CompetitionDocument } from '../../src/services/export/document';
import { readCsv } from '../../src/services/imports/csv-input';
import { ROSTER_COLUMNS, rosterRow, SCHEDULE_COLUMNS, scheduleRow } from '../../src/services/imports/rows';

/*
 * One set of text rules for every way in (docs/security.md, "Input bounds"): a whole-competition
 * document and the roster and schedule files are held to the rules the mutations apply
 * (src/domain/text-rules.ts), each problem naming where it is.
 */

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-01-10T19:00:00.000Z';

/** A small document: only what textProblems reads. */
function document(): CompetitionDocument {
  return {
    format: 'faceoff.competition/1',
    exportedAt: AT,
    public: false,
    competition: {
      id: ID(1),
      name: 'Winter League',
      kind: 'LEAGUE',
      preset: 'WINTER_LEAGUE',
      rulesOverrides: null,
      seasonStartsAt: null,
      additionCutoff: null,
      timeZone: 'America/Halifax',
      previousSummerCompetitionId: null,
      createdAt: AT,
    },
    divisions: [{ id: ID(2), name: 'A', rating: null, category: null, createdAt: AT }],
    teams: [{ id: ID(3), divisionId: ID(2), name: 'Sharks', shortName: 'SHK', createdAt: AT }],
    players: [{ id: ID(4), name: 'Ana Lima', birthDate: '1990-01-01', createdAt: AT }],
    rosterEntries: [],
    games: [
      {
        id: ID(5),
        divisionId: ID(2),
        homeTeamId: ID(3),
        awayTeamId: ID(3),
        startsAt: AT,
        venue: 'Rink 2',
        stage: 'REGULAR_SEASON',
        status: 'SCHEDULED',
        homeScore: 0,
        awayScore: 0,
        decision: null,
        certifiedAt: null,
        createdAt: AT,
        crew: [{ role: 'REFEREE', name: 'Jo Ref' }],
        events: [
          {
            id: ID(6),
            seq: 1,
            type: 'EVENT_VOIDED',
            period: 1,
            clockRemainingMs: null,
            teamId: null,
            playerId: null,
            payload: { targetSeq: 1, reason: 'Wrong team.\nFixed.', details: { x: '\u0000' } },
            clientEventId: null,
            voided: false,
            recordedByName: 'Rink 2 tablet',
            recordedAt: AT,
          },
        ],
      },
    ],
    brackets: [],
    coinTosses: [{ id: ID(7), divisionId: ID(2), teamIds: [], note: 'Drawn at the\nmeeting', recordedAt: AT }],
    fines: [
      {
        id: ID(8),
        playerId: ID(4),
        teamId: null,
        teamOfficialId: null,
        amountCents: 2500,
        reason: 'Game misconduct',
        rule: 'league §26',
        kind: null,
        rebatedToTeamId: null,
        causedByEventId: null,
        paidAt: null,
        refundedAt: null,
        waivedAt: null,
        waivedReason: null,
        createdAt: AT,
      },
    ],
    protests: [{ id: ID(9), gameId: ID(5), teamId: ID(3), grounds: 'The goal came\nafter the horn.', incidentAt: AT, feeFineId: ID(8), status: 'FILED', ruling: null, ruledAt: null, filedAt: AT }],
  };
}

describe('the text of an imported competition document', () => {
  it('takes a document whose texts the mutations would take (line breaks in free text; an event’s derived details not read)', () => {
    expect(textProblems(document())).toEqual([]);
  });

  const CONTROL = 'must not contain control characters';
  const CONTROL_FREE = 'must not contain control characters (line breaks and tabs aside)';
  const BIDI = 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  it.each([
    { where: '/competition/name', why: 'a line break', set: (d: CompetitionDocument) => void (d.competition.name = 'Winter\nLeague'), message: CONTROL },
    { where: '/divisions/0/name', why: 'NUL', set: (d: CompetitionDocument) => void (d.divisions[0].name = 'A\u0000'), message: CONTROL },
    { where: '/teams/0/name', why: 'BEL', set: (d: CompetitionDocument) => void (d.teams[0].name = 'Sharks\u0007'), message: CONTROL },
    { where: '/teams/0/name', why: 'a right-to-left override', set: (d: CompetitionDocument) => void (d.teams[0].name = 'Sharks\u202Egpj.exe'), message: BIDI },
    { where: '/teams/0/shortName', why: '13 characters', set: (d: CompetitionDocument) => void (d.teams[0].shortName = 'x'.repeat(13)), message: 'must be at most 12 characters (13 given)' },
    { where: '/players/0/name', why: 'blank (zero-width only)', set: (d: CompetitionDocument) => void (d.players[0].name = '\u200B'), message: 'must not be blank' },
    { where: '/players/0/name', why: 'a lone surrogate', set: (d: CompetitionDocument) => void (d.players[0].name = 'Ana\uD800'), message: 'must not contain a lone surrogate (invalid UTF-16)' },
    { where: '/games/0/venue', why: 'an isolate', set: (d: CompetitionDocument) => void (d.games[0].venue = 'Rink\u2066 2'), message: BIDI },
    { where: '/games/0/crew/0/name', why: 'a tab', set: (d: CompetitionDocument) => void (d.games[0].crew![0].name = 'Jo\tRef'), message: CONTROL },
    { where: '/games/0/events/0/recordedByName', why: 'a line break', set: (d: CompetitionDocument) => void (d.games[0].events[0].recordedByName = 'tab\nlet'), message: CONTROL },
    { where: '/games/0/events/0/payload/reason', why: 'NUL in a reason', set: (d: CompetitionDocument) => void (d.games[0].events[0].payload.reason = 'Wrong\u0000team'), message: CONTROL_FREE },
    { where: '/coinTosses/0/note', why: 'an override in a note', set: (d: CompetitionDocument) => void (d.coinTosses[0].note = '\u202Dnote'), message: BIDI },
    { where: '/fines/0/reason', why: 'ESC in a reason', set: (d: CompetitionDocument) => void (d.fines![0].reason = 'Game\u001Bmisconduct'), message: CONTROL_FREE },
    {
      where: '/protests/0/grounds',
      why: '1,001 characters',
      set: (d: CompetitionDocument) => void (d.protests![0].grounds = 'x'.repeat(1001)),
      message: 'must be at most 1000 characters (1001 given)',
    },
  ])('$where: $why is refused as the mutation refuses it', ({ where, set, message }) => {
    const doc = document();
    set(doc);
    expect(textProblems(doc)).toEqual([expect.objectContaining({ path: where, code: 'INVALID_TEXT', message })]);
  });
});

describe('the text of a roster or schedule file', () => {
  const roster = (csv: string) => {
    const file = readCsv(csv, ROSTER_COLUMNS, 200);
    return file.rows.map((r) => rosterRow(r, file.headers));
  };
  const schedule = (csv: string) => {
    const file = readCsv(csv, SCHEDULE_COLUMNS, 2000);
    return file.rows.map((r) => scheduleRow(r, file.headers, { timeZone: 'America/Halifax', divisionName: 'A' }));
  };

  it.each([
    { why: 'a line break inside a quoted cell', name: '"Ana\nLima"', message: 'The name must not contain control characters.' },
    { why: 'NUL', name: 'Ana\u0000Lima', message: 'The name must not contain control characters.' },
    { why: 'BEL', name: 'Ana\u0007Lima', message: 'The name must not contain control characters.' },
    { why: 'a C1 control', name: 'Ana\u0085Lima', message: 'The name must not contain control characters.' },
    { why: 'a right-to-left override', name: 'Ana\u202ELima', message: 'The name must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069).' },
    { why: 'a zero-width space only', name: '\u200B', message: 'The name must not be blank.' },
    { why: '121 characters', name: 'x'.repeat(121), message: 'The name must be at most 120 characters (121 given).' },
  ])('a player name with $why is refused, naming the column', ({ name, message }) => {
    const [row] = roster(`Name,#,DOB\n${name},9,1990-01-01`);
    expect(row.row).toBeUndefined();
    expect(row.problems).toEqual([expect.objectContaining({ column: 'Name', code: 'INVALID_TEXT', message })]);
  });

  it('a name with runs of spaces is taken with one space between words', () => {
    expect(roster('Name,#,DOB\nAna    Lima ,9,1990-01-01')[0].row?.name).toBe('Ana Lima');
  });

  it.each([
    { why: 'a right-to-left override', venue: 'Rink\u202E 2', message: 'The venue must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069).' },
    { why: 'BEL', venue: 'Rink\u0007 2', message: 'The venue must not contain control characters.' },
  ])('a venue with $why is refused', ({ venue, message }) => {
    const [row] = schedule(`Date,Time,Home,Away,Rink\n2026-01-10,19:30,Sharks,Jets,${venue}`);
    expect(row.problems).toEqual([expect.objectContaining({ line: 2, column: 'Rink', code: 'INVALID_TEXT', message })]);
  });
});
