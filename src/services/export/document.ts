/**
 * The whole-competition document (docs/open-data.md, "Whole competitions"): everything a league put
 * into one competition, as one versioned JSON document, and the bounds an import holds it to. The
 * JSON Schema that describes it is docs/competition-export.schema.json (validated at import).
 */

export const EXPORT_FORMAT = 'faceoff.competition/1';

/** The largest document `POST /competitions/import.json` reads; `/graphql` keeps its own 1 MB bound. */
export const IMPORT_MAX_BYTES = 32 * 1_048_576;

/** Ids of an imported document: new ones, or the document's own (refused, listed, when one is taken). */
export type IdPolicy = 'NEW' | 'KEEP';

export interface ExportedEvent {
  id: string;
  seq: number;
  type: string;
  period: number;
  clockRemainingMs: number | null;
  teamId: string | null;
  playerId: string | null;
  payload: Record<string, unknown>;
  clientEventId: string | null;
  voided: boolean;
  recordedByName: string | null;
  recordedAt: string;
}

export interface ExportedGame {
  id: string;
  divisionId: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: string;
  venue: string | null;
  stage: string;
  /** derived from the events: an import folds them again and refuses a document they do not give */
  status: string;
  homeScore: number;
  awayScore: number;
  decision: string | null;
  certifiedAt: string | null;
  /** the name of the token that certified it; left out of a public document, absent in older ones */
  certifiedBy?: string | null;
  /** the officials named for the game (setGameCrew); absent in documents older than them */
  crew?: Array<{ role: string; name: string }> | null;
  /** the sheet's signatures (signGameSheet); `recordedBy` left out of a public document */
  signOffs?: Array<{ role: string; name: string; signedAt: string; seq: number; recordedBy?: string | null; way?: string }> | null;
  createdAt: string;
  events: ExportedEvent[];
}

export interface CompetitionDocument {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  /** true: private data left out (docs/open-data.md); such a document is for reading, not for import */
  public: boolean;
  competition: {
    id: string;
    name: string;
    kind: string;
    preset: string;
    rulesOverrides: Record<string, unknown> | null;
    seasonStartsAt: string | null;
    additionCutoff: string | null;
    timeZone: string;
    /** the game sheet's language, "en" or "fr"; "en" when absent */
    language?: string;
    disciplineLinks?: Array<{ competitionId: string; reason: string; at: string }> | null;
    previousSummerCompetitionId: string | null;
    createdAt: string;
  };
  divisions: Array<{ id: string; name: string; rating: string | null; category: string | null; createdAt: string }>;
  teams: Array<{ id: string; divisionId: string; name: string; shortName?: string | null; createdAt: string }>;
  players: Array<{ id: string; name: string; birthDate?: string; waiverSigned?: boolean; rankingTier?: number | null; experienceLevel?: string | null; createdAt: string }>;
  rosterEntries: Array<{
    id: string;
    teamId: string;
    playerId: string;
    number: number;
    position: string;
    waiverSigned?: boolean;
    pickup: boolean;
    goalieAffiliation: boolean;
    addedAt: string;
    clearance?: string | null;
    releasedAt: string | null;
  }>;
  games: ExportedGame[];
  brackets: Array<{ id: string; divisionId: string; format: string; seeds: string[]; createdAt: string; version?: number; games: Array<{ id: string; slotKey: string; gameId: string }> }>;
  coinTosses: Array<{ id: string; divisionId: string; teamIds: string[]; note?: string | null; recordedAt: string }>;
  teamOfficials?: Array<{ id: string; teamId: string; name: string; role: string; createdAt: string }>;
  registrations?: Array<{ id: string; playerId: string; receivedAt: string; createdAt: string }>;
  suspensions?: Array<{
    id: string;
    playerId: string | null;
    teamOfficialId: string | null;
    teamId: string | null;
    gameId: string | null;
    kind: string;
    games: number | null;
    reason: string;
    rule: string | null;
    adjustments: unknown[] | null;
    causedByEventId: string | null;
    startsAt: string;
    liftedAt: string | null;
    createdAt: string;
  }>;
  fines?: Array<{
    id: string;
    playerId: string | null;
    teamId: string | null;
    teamOfficialId: string | null;
    amountCents: number;
    reason: string;
    rule: string | null;
    kind: string | null;
    rebatedToTeamId: string | null;
    causedByEventId: string | null;
    paidAt: string | null;
    refundedAt: string | null;
    waivedAt: string | null;
    waivedReason: string | null;
    createdAt: string;
  }>;
  /** league team accounts (004:1-3; R70, R71): optional, a document written before them has none */
  teamAccounts?: Array<{
    id: string;
    teamId: string;
    kind: string;
    amountCents: number;
    playerId: string | null;
    description: string | null;
    at: string;
    paidAt: string | null;
    createdAt: string;
    /** BOND_RETURN: the bond it gives back (R72); absent in documents written before */
    bondId?: string | null;
  }>;
  protests?: Array<{
    id: string;
    gameId: string;
    teamId: string;
    grounds: string;
    incidentAt: string;
    feeFineId: string;
    status: string;
    ruling: string | null;
    ruledAt: string | null;
    filedAt: string;
  }>;
  /**
   * The audit trail (R63): every correction made to the competition, oldest first — who (the token's
   * name and role; tokens themselves are not carried), when, what and why. Optional: a document
   * written before it has none.
   */
  auditTrail?: ExportedAuditEntry[];
}

export interface ExportedAuditEntry {
  id: string;
  entityType: string;
  entityId: string;
  action: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  reason: string | null;
  actorName: string;
  actorRole: string;
  at: string;
}

/** The lists of a full document that a public one leaves out entirely (discipline, the league's paperwork, the audit trail). */
export const PRIVATE_LISTS = ['teamOfficials', 'registrations', 'suspensions', 'fines', 'protests', 'teamAccounts', 'auditTrail'] as const;
