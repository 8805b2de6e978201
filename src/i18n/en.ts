/*
 * The API's messages for people, in English: the text it has always answered. Keyed by error code
 * (errors.RULE_VIOLATION.clockRunning) and by reason code (eligibility.reasons.UNDER_AGE).
 * src/i18n/fr.ts holds the same keys with the same {{placeholders}} (test/unit/api-messages.test.ts).
 */
export const en = {
  common: {
    or: ' or ',
    endOf: 'the end of {{date}}',
  },
  /** What NOT_FOUND names (its `extensions.entity` stays the code). */
  entities: {
    ApiToken: 'ApiToken',
    Bracket: 'Bracket',
    Competition: 'Competition',
    Division: 'Division',
    Fine: 'Fine',
    Game: 'Game',
    Player: 'Player',
    Protest: 'Protest',
    RosterEntry: 'RosterEntry',
    Suspension: 'Suspension',
    Team: 'Team',
    TeamOfficial: 'TeamOfficial',
    Webhook: 'Webhook',
  },
  errors: {
    BAD_USER_INPUT: {
      field: '{{field}}: {{problem}}',
      wholeNumber: 'must be a whole number from {{min}} to {{max}}',
      listedTwice: 'lists {{item}} twice',
      notACursor: 'is not a cursor from this list (pass pageInfo.endCursor of the previous page)',
    },
    CONFLICT: {
      clientEventIdReused: 'clientEventId {{clientEventId}} was already used for a {{used}} event (seq {{seq}}) of this game, not a {{type}}',
      concurrentEvent: 'Another event of this game was being recorded at the same moment; send it again',
    },
    NOT_FOUND: {
      default: '{{entity}} {{id}} does not exist',
    },
    UNAUTHENTICATED: {
      default: 'This operation needs a bearer token',
      tokenRefused: 'The bearer token is unknown or revoked',
    },
    FORBIDDEN: {
      role: 'This operation needs a {{roles}} token; yours is {{role}}',
      overrideAdminOnly: 'Only an ADMIN may dress an ineligible player',
      correctionNeedsToken: 'A correction needs a token: the audit trail records who made it',
    },
    RULE_VIOLATION: {
      status: 'Cannot {{action}}: {{why}}',
      clockRunning: 'The clock is already running.',
      clockStopped: 'The clock is already stopped.',
      periodTimeUp: "The period's time is up: end the period.",
      timeoutAtStoppage: 'A timeout is taken at a stoppage: stop the clock first.',
      timeoutUsedThisPeriod: 'This team has already used its timeout this period.',
      timeoutUsed: 'This team has already used its timeout.',
      alreadyDressed: '#{{number}} is already dressed for this game.',
      notOnTeamRoster: "{{name}} is not on the team's roster: add him to the roster first.",
      mayNotPlay: '#{{number}} {{name}} may not play in this game: {{reasons}}',
      ineligibleLineup: 'Ineligible for this game (an ADMIN may override with a reason): {{players}}',
      ineligiblePlayer: '#{{number}} {{name}}: {{reasons}}',
      alreadyCancelled: 'The game is already cancelled.',
      cancelUnderWay: 'The game is under way: end it (endGame) or forfeit it (forfeitGame); a game that has started is not cancelled (R61).',
      cancelBracketGame: "The game is a bracket's: the bracket needs its winner, so it is rescheduled (rescheduleGame) rather than cancelled (R61).",
      fineRebateNoShowOnly: 'Only a default fine of a "no show" is rebated to the opposing team (§16)',
      fineRebateUnpaid: 'The fine is rebated once it is collected: it is not paid yet (§16)',
      fineAlreadyRebated: 'This fine was already rebated',
    },
    INTERNAL_SERVER_ERROR: {
      default: 'Internal server error',
    },
  },
  /** What a game event does, as in "Cannot start the clock". */
  actions: {
    GAME_STARTED: 'start the game',
    LINEUP_SET: 'set a lineup',
    CLOCK_STARTED: 'start the clock',
    CLOCK_STOPPED: 'stop the clock',
    FACEOFF: 'record a puck drop',
    PERIOD_ENDED: 'end the period',
    GOAL: 'record a goal',
    PENALTY: 'record a penalty',
    SHOT: 'record a shot',
    TIMEOUT: 'call a timeout',
    PENALTY_SHOT: 'record a penalty shot',
    SHOOTOUT_ATTEMPT: 'record a shootout attempt',
    SHOOTERS_NAMED: 'name the shootout shooters',
    GAME_ENDED: 'end the game',
    FORFEIT: 'forfeit the game',
    RESULT_RECORDED: 'record a result',
    ID_CHECK: 'record an ID check',
    ID_PRODUCED: 'record an ID produced',
    LATE_PLAYER_ADDED: 'add a late player',
    ID_CHECK_REVIEWED: "record the league's ruling on an ID check",
    EVENT_VOIDED: 'void an event',
  },
  /** Why a game in this status takes no such event. */
  whyNot: {
    SCHEDULED: 'The game has not started: start it first.',
    IN_PROGRESS: 'The game is in progress.',
    INTERMISSION: 'The period is over: start the clock to begin the next period first.',
    FINAL: 'The game is over.',
    FORFEITED: 'The game was forfeited.',
    CANCELLED: 'The game was cancelled.',
  },
  /** Problems of an imported file, by problem code, then by what it is about. */
  imports: {
    FILE_TOO_LARGE: { file: 'The file is over {{max}} bytes: split it.' },
    EMPTY_FILE: { file: 'The file is empty: it needs a header row and at least one row.' },
    DUPLICATE_COLUMN: { column: '"{{column}}" and "{{same}}" are the same column; keep one.' },
    TOO_MANY_ROWS: { file: 'At most {{max}} rows at once; the file has more: split it.' },
    NO_ROWS: { file: 'The file has a header row and nothing under it.' },
    WRONG_CELL_COUNT: { row: 'This row has {{cells}} cells; the header has {{header}}.' },
    MISSING_COLUMN: { file: 'The header row has no {{column}} column (any of: {{names}}).' },
    MISSING: {
      name: 'A player needs a name.',
      number: 'A jersey number is needed (0–99).',
      birthDate: 'A birth date is needed (YYYY-MM-DD): the age rules read it.',
      date: 'A date is needed (YYYY-MM-DD).',
      time: 'A start time is needed (19:30 or 7:30 PM).',
      home: 'The home team is needed.',
      away: 'The away team is needed.',
    },
    TOO_LONG: { name: 'A name has at most {{max}} characters.', venue: 'A venue has at most {{max}} characters.' },
    CONTROL_CHARACTERS: { name: 'A name cannot hold control characters.' },
    NOT_A_NUMBER: { number: '"{{value}}" is not a jersey number (0–99).' },
    UNKNOWN_POSITION: { position: '"{{value}}" is not a position: G (goalie), or F, C, LW, RW, D (skaters); empty for a skater.' },
    NOT_A_DATE: {
      date: '"{{value}}" is not a date written YYYY-MM-DD.',
      dayOrMonth: '"{{value}}" is not a date written YYYY-MM-DD: 04/05/1998 could be April or May, so only the year-first form is taken.',
    },
    UNKNOWN_HAND: { shoots: '"{{value}}" is not a hand: L or R.' },
    NOT_A_TIME: { time: '"{{value}}" is not a time of day (19:30 or 7:30 PM).' },
    NO_SUCH_TIME: { time: '{{date}} {{time}} does not exist in {{zone}}: the clocks skip it (daylight saving).' },
    SAME_TEAM: { away: 'A team cannot play itself.' },
    UNKNOWN_STAGE: { stage: '"{{value}}" is not a stage: round robin, regular season, playoff, quarter final, semi final, final, consolation.' },
    OTHER_DIVISION: { division: 'This row is for "{{value}}"; the file is being imported into {{division}}.' },
    UNKNOWN_TEAM: { team: 'No team named "{{name}}" in {{division}}.' },
  },
  eligibility: {
    /** By IneligibilityCode (src/domain/eligibility.ts). */
    reasons: {
      NOT_ON_ROSTER: "{{name}} is not on this team's roster.",
      SUSPENDED: '{{suspensions}}',
      EJECTED_FROM_COMPETITION: '{{name}} was ejected from {{restOf}} ({{reasons}}).',
      UNPAID_FINE: '{{name}} owes {{amount}} in fines, to be paid before playing again ({{fines}}).',
      TEAM_FINE_UNPAID: 'The team owes {{amount}}, to be paid before it plays again ({{reasons}}).',
      UNDER_AGE: '{{name}} is {{age}} on game day; players must be {{minimum}} or older.',
      WAIVER_MISSING: '{{name}} has not signed the safety waiver, needed before a first game.',
      REGISTRATION_MISSING: '{{name}} has no signed registration form on record with the league for {{competition}}: it must be turned in before he plays.',
      INSUFFICIENT_GAMES_PLAYED: '{{name}} has played {{played}} of the {{needed}} needed to play in the playoffs.',
      GOALIE_ADDED_AFTER_CUTOFF: '{{name}} was added as a goalie on {{added}}, after the addition cut-off ({{cutoff}}): goalies must be on the roster before it to play in the playoffs.',
      DIVISION_CONFLICT: '{{name}} is also on a {{other}} team in this tournament: a player cannot play in both {{own}} and {{other}}.',
      A_DIVISION_REQUIRED: '{{name}} has {{experience}} experience and must play in the A division, not in {{division}}.',
    },
    /** What a caller who may not read a fine's or a suspension's details reads instead, by IneligibilityCode. */
    hidden: {
      UNPAID_FINE: 'A fine must be paid before playing again; the team and the officials see the details.',
      SUSPENDED: 'Serving a suspension; the team and the officials see the details.',
      EJECTED_FROM_COMPETITION: 'Ejected from the rest of the competition; the team and the officials see the details.',
      TEAM_FINE_UNPAID: 'The team owes a fine, to be paid before it plays again; the team and the officials see the details.',
    },
    /** By EligibilityNoteCode. */
    notes: {
      UNDER_18_EQUIPMENT: '{{name}} is {{age}} on game day: players under 18 must wear a helmet with a full-face shield, elbow pads, hockey shin pads, hockey gloves, a jock and a stick.',
    },
    suspension: {
      GAMES: '{{name}} is serving a suspension: {{remaining}} of {{games}} left ({{reason}}).',
      INDEFINITE: '{{name}} is suspended until an official reviews it ({{reason}}).',
      LIFE: '{{name}} is suspended for life ({{reason}}).',
      REST_OF_COMPETITION: '{{name}} is suspended for the rest of the competition ({{reason}}).',
    },
    games_one: '{{count}} game',
    games_other: '{{count}} games',
    linkedFine: '{{amount}} from {{competition}}: {{reason}}',
    competitionId: 'competition {{id}}',
    restOf: { season: 'the rest of the season', tournament: 'the rest of the tournament', competition: 'the rest of the competition' },
    thisCompetition: { season: 'this season', tournament: 'this tournament', competition: 'this competition' },
    stageGames: {
      ROUND_ROBIN_one: '{{count}} round-robin game',
      ROUND_ROBIN_other: '{{count}} round-robin games',
      REGULAR_SEASON_one: '{{count}} regular-season game',
      REGULAR_SEASON_other: '{{count}} regular-season games',
    },
    experience: { PRO: 'pro hockey', MAJOR_JUNIOR: 'Major Junior', COLLEGE: 'college', UNIVERSITY: 'university' },
  },
};

/** A catalogue: the English one's shape, with each language's own strings. */
export type Catalogue = { [key: string]: string | Catalogue };
