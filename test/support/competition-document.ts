/** Helpers to compare whole-competition documents and views "equal modulo ids". */

type Doc = {
  competition: { id: string; name: string };
  divisions: Array<{ id: string; name: string }>;
  teams: Array<{ id: string; name: string }>;
  players: Array<{ id: string; name: string }>;
  rosterEntries: Array<{ id: string; teamId: string; playerId: string }>;
  games: Array<{ id: string; startsAt: string; homeTeamId: string; awayTeamId: string; events: Array<{ id: string; seq: number }> }>;
  brackets: Array<{ id: string; divisionId: string; games: Array<{ id: string; slotKey: string }> }>;
  coinTosses: Array<{ id: string; recordedAt: string }>;
  [list: string]: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id of the document by what it names in words (a team by its name, a game by its start and teams, …). */
export function naturalKeys(doc: Doc): Map<string, string> {
  const keys = new Map<string, string>();
  keys.set(doc.competition.id, `competition:${doc.competition.name}`);
  for (const d of doc.divisions) keys.set(d.id, `division:${d.name}`);
  for (const t of doc.teams) keys.set(t.id, `team:${t.name}`);
  for (const p of doc.players) keys.set(p.id, `player:${p.name}`);
  for (const r of doc.rosterEntries) keys.set(r.id, `roster:${keys.get(r.teamId)}:${keys.get(r.playerId)}`);
  for (const g of doc.games) {
    const key = `game:${g.startsAt}:${keys.get(g.homeTeamId)}:${keys.get(g.awayTeamId)}`;
    keys.set(g.id, key);
    for (const e of g.events) keys.set(e.id, `${key}:event:${e.seq}`);
  }
  for (const b of doc.brackets) {
    keys.set(b.id, `bracket:${keys.get(b.divisionId)}`);
    for (const x of b.games) keys.set(x.id, `bracket-slot:${x.slotKey}`);
  }
  // The rest by what they say (rows made in the same instant are listed in id order).
  for (const list of ['teamOfficials', 'registrations', 'coinTosses', 'fines', 'suspensions', 'protests'] as const) {
    for (const { id, ...row } of (doc[list] as Array<{ id: string }> | undefined) ?? []) keys.set(id, `${list}:${JSON.stringify(withoutIds(row, keys))}`);
  }
  return keys;
}

/** `value` with every id replaced by its natural key (an id the keys do not know becomes "<id>"). */
export function withoutIds<T>(value: T, keys: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (keys.get(value) ?? (UUID.test(value) ? '<id>' : value)) as T;
  if (Array.isArray(value)) return value.map((v) => withoutIds(v, keys)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutIds(v, keys)])) as T;
  return value;
}

/** A document's lists in one order whatever the ids (rows created in the same millisecond sort by id). */
export function comparable(doc: Doc): Record<string, unknown> {
  const keys = naturalKeys(doc);
  const plain = withoutIds(doc, keys) as Record<string, unknown>;
  delete plain.exportedAt;
  for (const [k, v] of Object.entries(plain)) {
    if (Array.isArray(v)) plain[k] = [...v].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return plain;
}
