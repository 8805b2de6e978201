import { TEXT } from '../../domain/messages';
import type { Text } from '../../domain/messages';
import { overrideProblems } from '../../domain/rulesets/overrides';
import { TEXT_MAX, type TextRule, textProblem } from '../../domain/text-rules';
import { CREW_NAME_MAX } from '../../domain/crew';
import { SHORT_NAME_MAX } from '../../domain/short-name';
import type { CompetitionDocument } from './document';
import { type DocumentProblem, problem, said } from './import-report';

/**
 * What the schema cannot say: every id once, every reference to something in the document, each
 * game's log numbered 1, 2, 3…, the unique things unique, the ruleset's overrides valid.
 */
export function referenceProblems(doc: CompetitionDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const seen = new Map<string, string>();
  const own = (path: string, id: string) => {
    const before = seen.get(id);
    if (before) problems.push(problem(`${path}/id`, 'DUPLICATE_ID', said('duplicateId', { id, other: before })));
    else seen.set(id, path);
  };
  own('/competition', doc.competition.id);
  const set = <T extends { id: string }>(path: string, rows: readonly T[]) => {
    rows.forEach((r, i) => own(`${path}/${i}`, r.id));
    return new Set(rows.map((r) => r.id));
  };
  const divisions = set('/divisions', doc.divisions);
  const teams = set('/teams', doc.teams);
  const players = set('/players', doc.players);
  const officials = set('/teamOfficials', doc.teamOfficials ?? []);
  set('/rosterEntries', doc.rosterEntries);
  set('/registrations', doc.registrations ?? []);
  const games = set('/games', doc.games);
  const events = new Set<string>();
  doc.games.forEach((g, gi) => g.events.forEach((e, ei) => (own(`/games/${gi}/events/${ei}`, e.id), events.add(e.id))));
  set('/brackets', doc.brackets);
  doc.brackets.forEach((b, bi) => b.games.forEach((x, xi) => own(`/brackets/${bi}/games/${xi}`, x.id)));
  set('/coinTosses', doc.coinTosses);
  set('/suspensions', doc.suspensions ?? []);
  const fines = set('/fines', doc.fines ?? []);
  set('/protests', doc.protests ?? []);
  set('/teamAccounts', doc.teamAccounts ?? []);
  const bonds = new Set((doc.teamAccounts ?? []).filter((a) => a.kind === 'BOND').map((a) => a.id));

  type Thing = 'division' | 'team' | 'player' | 'teamOfficial' | 'game' | 'event' | 'fine' | 'bond';
  const check = (path: string, value: string | null | undefined, among: ReadonlySet<string>, what: Thing) => {
    if (value && !among.has(value)) problems.push(problem(path, 'DANGLING_REFERENCE', said('dangling', { what: said(`things.${what}`), id: value })));
  };
  const unique = (path: string, key: string, keys: Set<string>, message: Text) => {
    if (keys.has(key)) problems.push(problem(path, 'DUPLICATE', message));
    keys.add(key);
  };
  const names = new Set<string>();
  doc.divisions.forEach((d, i) => unique(`/divisions/${i}/name`, d.name, names, said('divisionsNamed', { name: d.name })));
  doc.teams.forEach((t, i) => {
    check(`/teams/${i}/divisionId`, t.divisionId, divisions, 'division');
    unique(`/teams/${i}/name`, `${t.divisionId} ${t.name}`, names, said('teamsNamed', { name: t.name }));
  });
  (doc.teamOfficials ?? []).forEach((o, i) => check(`/teamOfficials/${i}/teamId`, o.teamId, teams, 'team'));
  const rosterKeys = new Set<string>();
  doc.rosterEntries.forEach((e, i) => {
    check(`/rosterEntries/${i}/teamId`, e.teamId, teams, 'team');
    check(`/rosterEntries/${i}/playerId`, e.playerId, players, 'player');
    unique(`/rosterEntries/${i}/number`, `${e.teamId} #${e.number}`, rosterKeys, said('numberTwice', { number: e.number }));
    unique(`/rosterEntries/${i}/playerId`, `${e.teamId} ${e.playerId}`, rosterKeys, said('playerTwice'));
  });
  (doc.teamAccounts ?? []).forEach((a, i) => {
    check(`/teamAccounts/${i}/teamId`, a.teamId, teams, 'team');
    check(`/teamAccounts/${i}/playerId`, a.playerId, players, 'player');
    check(`/teamAccounts/${i}/bondId`, a.bondId ?? null, bonds, 'bond');
  });
  const registered = new Set<string>();
  (doc.registrations ?? []).forEach((r, i) => {
    check(`/registrations/${i}/playerId`, r.playerId, players, 'player');
    unique(`/registrations/${i}/playerId`, r.playerId, registered, said('twoRegistrations'));
  });
  doc.games.forEach((g, i) => {
    check(`/games/${i}/divisionId`, g.divisionId, divisions, 'division');
    check(`/games/${i}/homeTeamId`, g.homeTeamId, teams, 'team');
    check(`/games/${i}/awayTeamId`, g.awayTeamId, teams, 'team');
    g.events.forEach((e, j) => {
      if (e.seq !== j + 1) problems.push(problem(`/games/${i}/events/${j}/seq`, 'SEQUENCE', said('sequence', { seq: j + 1 })));
      check(`/games/${i}/events/${j}/teamId`, e.teamId, teams, 'team');
      check(`/games/${i}/events/${j}/playerId`, e.playerId, players, 'player');
    });
    const clients = new Set<string>();
    g.events.forEach((e, j) => e.clientEventId && unique(`/games/${i}/events/${j}/clientEventId`, e.clientEventId, clients, said('clientEventIdTwice')));
  });
  const bracketed = new Set<string>();
  doc.brackets.forEach((b, i) => {
    check(`/brackets/${i}/divisionId`, b.divisionId, divisions, 'division');
    unique(`/brackets/${i}/divisionId`, b.divisionId, bracketed, said('twoBrackets'));
    b.seeds.forEach((s, j) => check(`/brackets/${i}/seeds/${j}`, s, teams, 'team'));
    b.games.forEach((x, j) => {
      check(`/brackets/${i}/games/${j}/gameId`, x.gameId, games, 'game');
      unique(`/brackets/${i}/games/${j}/gameId`, `game ${x.gameId}`, bracketed, said('twoSlots'));
    });
  });
  doc.coinTosses.forEach((t, i) => {
    check(`/coinTosses/${i}/divisionId`, t.divisionId, divisions, 'division');
    t.teamIds.forEach((x, j) => check(`/coinTosses/${i}/teamIds/${j}`, x, teams, 'team'));
  });
  (doc.suspensions ?? []).forEach((s, i) => {
    if (!s.playerId === !s.teamOfficialId) problems.push(problem(`/suspensions/${i}`, 'INVALID', said('oneSuspended')));
    check(`/suspensions/${i}/playerId`, s.playerId, players, 'player');
    check(`/suspensions/${i}/teamOfficialId`, s.teamOfficialId, officials, 'teamOfficial');
    check(`/suspensions/${i}/teamId`, s.teamId, teams, 'team');
    check(`/suspensions/${i}/gameId`, s.gameId, games, 'game');
    check(`/suspensions/${i}/causedByEventId`, s.causedByEventId, events, 'event');
  });
  (doc.fines ?? []).forEach((f, i) => {
    check(`/fines/${i}/playerId`, f.playerId, players, 'player');
    check(`/fines/${i}/teamId`, f.teamId, teams, 'team');
    check(`/fines/${i}/teamOfficialId`, f.teamOfficialId, officials, 'teamOfficial');
    check(`/fines/${i}/rebatedToTeamId`, f.rebatedToTeamId, teams, 'team');
    check(`/fines/${i}/causedByEventId`, f.causedByEventId, events, 'event');
  });
  (doc.protests ?? []).forEach((p, i) => {
    check(`/protests/${i}/gameId`, p.gameId, games, 'game');
    check(`/protests/${i}/teamId`, p.teamId, teams, 'team');
    check(`/protests/${i}/feeFineId`, p.feeFineId, fines, 'fine');
  });
  if (doc.competition.rulesOverrides) {
    for (const p of overrideProblems(doc.competition.rulesOverrides)) problems.push(problem(`/competition/rulesOverrides/${p.field}`, 'INVALID', p[TEXT] ?? p.message));
  }
  return problems;
}

/** A name: one line (the mutations' HumanName). */
const NAME: TextRule = { max: TEXT_MAX.NAME };
/** A reason, a note, a clearance: free text (the mutations' FreeText). */
const REASON: TextRule = { max: TEXT_MAX.REASON, multiline: true };
/** A code the server wrote (a rating, a role, a kind, a slot): one line, the schema's length. */
const CODE: TextRule = { max: 64 };

/** Keys of an event payload or a suspension adjustment that hold an official's free text; every other string there is one line. */
const FREE_TEXT_KEYS = new Set(['reason', 'correctionReason', 'note']);

/**
 * Every text of the document held to the same rules as the mutation that writes it
 * (src/domain/text-rules.ts: no control characters, no bidirectional overrides, no lone surrogates,
 * something visible, the length): a name sent here is refused as `createTeam` would refuse it.
 * Each problem names the value by its JSON Pointer.
 */
export function textProblems(doc: CompetitionDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const check = (path: string, value: unknown, rule: TextRule) => {
    if (value === null || value === undefined) return;
    const why = textProblem(value, rule);
    if (why) problems.push(problem(path, 'INVALID_TEXT', why));
  };
  /** Every string anywhere in a JSON value (an event's payload, a suspension's adjustments). */
  const walk = (path: string, value: unknown, key?: string) => {
    if (typeof value === 'string') check(path, value, key && FREE_TEXT_KEYS.has(key) ? REASON : { max: TEXT_MAX.REASON });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${path}/${i}`, v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, v, k);
  };
  const c = doc.competition;
  check('/competition/name', c.name, NAME);
  check('/competition/timeZone', c.timeZone, CODE);
  (c.disciplineLinks ?? []).forEach((l, i) => check(`/competition/disciplineLinks/${i}/reason`, l.reason, REASON));
  doc.divisions.forEach((d, i) => {
    check(`/divisions/${i}/name`, d.name, NAME);
    check(`/divisions/${i}/rating`, d.rating, CODE);
    check(`/divisions/${i}/category`, d.category, CODE);
  });
  doc.teams.forEach((t, i) => {
    check(`/teams/${i}/name`, t.name, NAME);
    check(`/teams/${i}/shortName`, t.shortName, { max: SHORT_NAME_MAX });
  });
  doc.players.forEach((p, i) => {
    check(`/players/${i}/name`, p.name, NAME);
    check(`/players/${i}/experienceLevel`, p.experienceLevel, CODE);
  });
  doc.rosterEntries.forEach((e, i) => check(`/rosterEntries/${i}/clearance`, e.clearance, REASON));
  doc.games.forEach((g, i) => {
    check(`/games/${i}/venue`, g.venue, NAME);
    check(`/games/${i}/certifiedBy`, g.certifiedBy, NAME);
    (g.crew ?? []).forEach((m, j) => check(`/games/${i}/crew/${j}/name`, m.name, { max: CREW_NAME_MAX }));
    (g.signOffs ?? []).forEach((o, j) => {
      check(`/games/${i}/signOffs/${j}/name`, o.name, NAME);
      check(`/games/${i}/signOffs/${j}/recordedBy`, o.recordedBy, NAME);
    });
    g.events.forEach((e, j) => {
      check(`/games/${i}/events/${j}/recordedByName`, e.recordedByName, NAME);
      check(`/games/${i}/events/${j}/clientEventId`, e.clientEventId, CODE);
      // `details` are the facts the replay derives again: never read, never stored from the document.
      for (const [key, value] of Object.entries(e.payload)) if (key !== 'details') walk(`/games/${i}/events/${j}/payload/${key}`, value, key);
    });
  });
  doc.brackets.forEach((b, i) => {
    check(`/brackets/${i}/format`, b.format, CODE);
    b.games.forEach((x, j) => check(`/brackets/${i}/games/${j}/slotKey`, x.slotKey, CODE));
  });
  doc.coinTosses.forEach((t, i) => check(`/coinTosses/${i}/note`, t.note, REASON));
  (doc.teamOfficials ?? []).forEach((o, i) => {
    check(`/teamOfficials/${i}/name`, o.name, NAME);
    check(`/teamOfficials/${i}/role`, o.role, CODE);
  });
  (doc.suspensions ?? []).forEach((x, i) => {
    check(`/suspensions/${i}/reason`, x.reason, REASON);
    check(`/suspensions/${i}/rule`, x.rule, REASON);
    walk(`/suspensions/${i}/adjustments`, x.adjustments);
  });
  (doc.fines ?? []).forEach((f, i) => {
    check(`/fines/${i}/reason`, f.reason, REASON);
    check(`/fines/${i}/rule`, f.rule, REASON);
    check(`/fines/${i}/kind`, f.kind, CODE);
    check(`/fines/${i}/waivedReason`, f.waivedReason, REASON);
  });
  (doc.auditTrail ?? []).forEach((a, i) => {
    check(`/auditTrail/${i}/reason`, a.reason, REASON);
    check(`/auditTrail/${i}/actorName`, a.actorName, NAME);
    // a value before or after a correction may have been free text (a clearance, a reason)
    a.changes.forEach((change, j) => {
      walk(`/auditTrail/${i}/changes/${j}/before`, change.before, 'note');
      walk(`/auditTrail/${i}/changes/${j}/after`, change.after, 'note');
    });
  });
  (doc.teamAccounts ?? []).forEach((a, i) => check(`/teamAccounts/${i}/description`, a.description, { max: 200, multiline: true }));
  (doc.protests ?? []).forEach((p, i) => {
    check(`/protests/${i}/grounds`, p.grounds, { max: TEXT_MAX.STATEMENT, multiline: true });
    check(`/protests/${i}/ruling`, p.ruling, { max: TEXT_MAX.STATEMENT, multiline: true });
  });
  return problems;
}
