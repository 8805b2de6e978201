import { registerEnumType } from 'type-graphql';
import { Role } from '../auth/principal';
import {
  ClockMode,
  CompetitionKind,
  Decision,
  DivisionCategory,
  GameEventType,
  GameStage,
  GameStatus,
  GameStopReason,
  PenaltySeverity,
  PlayerExperience,
  Position,
  RulesetPreset,
} from '../domain/enums';
import type { BracketFormat as DomainBracketFormat } from '../domain/bracket';
import { CrewRole } from '../domain/crew';
import { SignOffRole } from '../domain/sign-offs';
import { CRITERIA, TIEBREAK_CRITERIA, type TiebreakCriterion as Criterion } from '../domain/tiebreakers';
import { TEAM_OFFICIAL_ROLES } from '../services/team.service';
import { AuditAction, AuditEntity } from '../services/audit';

/** The domain's enums, published under the contract's names. */
registerEnumType(RulesetPreset, {
  name: 'RulesetPreset',
  description: 'The rulebook a competition plays by.',
  valuesConfig: {
    COLE_HARBOUR_CLASSIC: { description: 'The Cole Harbour Classic: an adult ice-hockey tournament, round robin then semifinals and finals' },
    BHI_5ON5: { description: 'BHI 5 on 5: a ball-hockey tournament' },
    WINTER_LEAGUE_5ON5: { description: 'The winter ball-hockey league, played 5 on 5' },
    WINTER_LEAGUE_3ON3: { description: 'The winter ball-hockey league, played 3 on 3 (penalties become penalty shots)' },
    IIHF: { description: 'IIHF ice-hockey rules' },
    NHL: { description: 'NHL ice-hockey rules' },
  },
});
registerEnumType(CompetitionKind, {
  name: 'CompetitionKind',
  description: 'A tournament (a few days, round robin then elimination) or a league (a season of games, then playoffs)',
  valuesConfig: { TOURNAMENT: { description: 'A tournament: round robin, then elimination games' }, LEAGUE: { description: 'A league season: regular season, then playoffs' } },
});
registerEnumType(GameStage, {
  name: 'GameStage',
  description: 'Where a game stands in its competition; ROUND_ROBIN and REGULAR_SEASON games count in the standings, the others are decided by a winner',
  valuesConfig: {
    ROUND_ROBIN: { description: "A tournament's round-robin game: counts in the standings" },
    REGULAR_SEASON: { description: "A league's regular-season game: counts in the standings" },
    QUARTERFINAL: { description: 'A quarterfinal: decided by a winner' },
    SEMIFINAL: { description: 'A semifinal: decided by a winner' },
    FINAL: { description: 'The final: decided by a winner' },
    PLAYOFF: { description: "A league's playoff game: decided by a winner" },
    CONSOLATION: { description: 'A consolation game, for teams out of the main bracket: decided by a winner' },
  },
});
registerEnumType(GameStatus, {
  name: 'GameStatus',
  description: 'Where a game is in its life: scheduled, being played, or over',
  valuesConfig: {
    SCHEDULED: { description: 'Not started yet' },
    IN_PROGRESS: { description: 'Being played: a period under way' },
    INTERMISSION: { description: 'Between periods (or before overtime or a shootout)' },
    FINAL: { description: 'Over, its result decided on the ice (or entered from a paper sheet)' },
    FORFEITED: { description: "Over by forfeit, with the rulebook's forfeit score (R8)" },
    CANCELLED: { description: 'Called off by an official; it counts nowhere' },
  },
});
registerEnumType(SignOffRole, {
  name: 'SignOffRole',
  description: 'Who signs a game sheet (R57)',
  valuesConfig: { REFEREE: { description: "The game's referee" }, HOME_COACH: { description: "The home team's coach" }, AWAY_COACH: { description: "The away team's coach" } },
});
registerEnumType(Decision, {
  name: 'Decision',
  description: 'How a final game was decided.',
  valuesConfig: {
    REGULATION: { description: 'In regulation time (a tie too, where the stage allows one)' },
    OVERTIME: { description: 'In overtime' },
    SHOOTOUT: { description: 'By a shootout' },
    FORFEIT: { description: "By forfeit: the rulebook's forfeit score (R8)" },
  },
});
registerEnumType(ClockMode, {
  name: 'ClockMode',
  description: 'Run time: the clock runs through whistles. Stop time: it stops at every whistle.',
  valuesConfig: { RUN_TIME: { description: 'The clock runs through whistles' }, STOP_TIME: { description: 'The clock stops at every whistle' } },
});
registerEnumType(Position, {
  name: 'Position',
  description: "A rostered player's position",
  valuesConfig: { SKATER: { description: 'A skater: forward or defence' }, GOALIE: { description: 'A goalie' } },
});
registerEnumType(DivisionCategory, {
  name: 'DivisionCategory',
  description: 'Who plays in a division, where a rulebook treats them apart (BHI 003:22, R36); an open division has none',
  valuesConfig: { COED: { description: 'A co-ed division' }, LADIES: { description: "A ladies' division" }, YOUTH: { description: 'A youth division' } },
});
registerEnumType(PlayerExperience, {
  name: 'PlayerExperience',
  description: 'The highest level a player has played at: Cole Harbour (000:11) puts such a player in the A division (R34)',
  valuesConfig: {
    PRO: { description: 'Professional hockey' },
    MAJOR_JUNIOR: { description: 'Major junior' },
    COLLEGE: { description: 'College' },
    UNIVERSITY: { description: 'University' },
  },
});
registerEnumType(PenaltySeverity, {
  name: 'PenaltySeverity',
  description: "A penalty's class; its minutes come from the competition's rulebook",
  valuesConfig: {
    MINOR: { description: 'A minor penalty (2 minutes in most rulebooks)' },
    DOUBLE_MINOR: { description: 'Two minors served back to back' },
    MAJOR: { description: 'A major penalty (5 minutes in most rulebooks), served in full' },
    MISCONDUCT: { description: 'A misconduct (10 minutes in most rulebooks): the player sits, the team is not short-handed' },
    GAME_MISCONDUCT: { description: 'A game misconduct: the player is out for the rest of the game' },
    GROSS_MISCONDUCT: { description: 'A gross misconduct: the player is out for the rest of the game' },
    MATCH: { description: 'A match penalty: the player is out for the rest of the game' },
  },
});
registerEnumType(GameEventType, {
  name: 'GameEventType',
  description: "The kind of an event in a game's log (docs/live-feed.md)",
  valuesConfig: {
    GAME_STARTED: { description: 'The game started (startGame): period 1, the clock stopped at full length' },
    LINEUP_SET: { description: 'A team set the players it dresses (setLineup)' },
    CLOCK_STARTED: { description: 'The clock started (startClock); in an intermission, the next period began' },
    CLOCK_STOPPED: { description: 'The clock stopped (stopClock)' },
    FACEOFF: { description: 'The puck (ball) dropped: penalties waiting for it started (G26)' },
    PERIOD_ENDED: { description: 'A period ended (endPeriod)' },
    GOAL: { description: 'A goal, with its scorer and assists' },
    PENALTY: { description: 'A penalty, to a player or a team bench' },
    TIMEOUT: { description: "A team's timeout" },
    SHOT: { description: 'A shot on goal' },
    GOALIE_PULLED: { description: 'A team pulled its goalie for an extra attacker' },
    GOALIE_RETURNED: { description: "A team's pulled goalie went back in its net" },
    PENALTY_SHOT: { description: 'A penalty shot taken during play' },
    SHOOTOUT_ATTEMPT: { description: 'A shootout attempt' },
    SHOOTERS_NAMED: { description: "A team's shootout shooters, in order (nameShooters)" },
    GAME_ENDED: { description: 'The game ended (endGame), or was stopped before its end (league §18)' },
    FORFEIT: { description: 'The game was forfeited (forfeitGame)' },
    ID_CHECK: { description: 'League §9: an ID check on a player' },
    ID_PRODUCED: { description: 'League §9: a player who had no ID at a check produced it' },
    ID_CHECK_REVIEWED: { description: "League §9: the league's ruling on an ID check, after the game" },
    LATE_PLAYER_ADDED: { description: 'A player who arrived late was added to the lineup' },
    EVENT_VOIDED: { description: 'An earlier event was voided (voidEvent): the game reads as if it never happened' },
    EVENT_CORRECTED: { description: "A finished game's goal or penalty was corrected (correctGameEvent, R83)" },
    RESULT_RECORDED: { description: 'The result of a game kept on paper was entered afterwards (recordResult)' },
    FIVE_TWO_RULE: { description: 'League (004:83) "5 minute – 2 minute" rule: the last period reset to 2:00, stop time (G60)' },
  },
});
registerEnumType(GameStopReason, {
  name: 'GameStopReason',
  description:
    'Why a game ended before its end (league §18): the losing team, behind by more than ten, asked (the score stands, the points to the leader), or the referee stopped it (the officials then give the result)',
  valuesConfig: {
    MERCY_REQUESTED_BY_LOSING_TEAM: { description: 'The losing team, behind by more than ten, asked to stop: the score stands' },
    REFEREE_STOPPED: { description: 'The referee stopped the game: the officials give the result' },
  },
});
registerEnumType(Role, {
  name: 'Role',
  description: 'What a bearer token may do.',
  valuesConfig: {
    ADMIN: { description: 'An official of the competitions: may do everything, and passes every role check' },
    SCOREKEEPER: { description: 'Scores the games of its scopes: one game, or every game of a competition' },
    COACH: { description: "Acts for its teams: lineups, protests, sheet signatures, and reads the teams' private records" },
  },
});
registerEnumType(AuditEntity, {
  name: 'AuditEntity',
  description: 'The kind of row an audited correction changed',
  valuesConfig: {
    COMPETITION: { description: 'A competition' },
    DIVISION: { description: 'A division' },
    TEAM: { description: 'A team' },
    PLAYER: { description: 'A player' },
    GAME: { description: 'A game' },
    ROSTER_ENTRY: { description: 'A roster entry' },
    TEAM_ACCOUNT_ENTRY: { description: "An entry of a league team's account: fees, refunds, bonds, bills, a withdrawal (R70, R71)" },
    SUSPENSION: { description: 'A suspension an official set, adjusted, lifted or carried over' },
    FINE: { description: 'A fine an official recorded, or one paid, waived or rebated' },
  },
});
registerEnumType(AuditAction, {
  name: 'AuditAction',
  description:
    "What an audited correction did: UPDATE (fields changed), DELETE, CANCEL (a game), RELEASE (a roster entry ended), CERTIFY (a game's result certified), RESCHEDULE (a game moved), LINK (two competitions' discipline linked, R41), RECORD (money recorded on a team's account, R70, R71), PAY (a bill on a team's account paid, R71), RETURN (a bond given back, what its giver owed settled from it, R72), LIFT (a suspension lifted), WAIVE (a fine waived); RECORD also names a suspension or fine an official recorded by hand, PAY a fine paid",
  valuesConfig: {
    UPDATE: { description: 'Fields changed' },
    DELETE: { description: 'The row deleted' },
    CANCEL: { description: 'A game cancelled' },
    RELEASE: { description: 'A roster entry ended: the player released' },
    CERTIFY: { description: "A game's result certified (certifiedAt, certifiedBy)" },
    RESCHEDULE: { description: 'A game not started moved (startsAt, venue)' },
    LINK: { description: "A competition's discipline linked with another's (R41)" },
    RECORD: { description: "Money recorded on a team's account (R70, R71), or a suspension or fine an official recorded by hand" },
    PAY: { description: "A bill on a team's account paid (R71), or a fine paid" },
    RETURN: { description: 'A bond given back, what its giver owed settled from it (R72)' },
    LIFT: { description: 'A suspension lifted before it was served' },
    WAIVE: { description: 'A fine waived: owed no more' },
    CORRECT: { description: "A finished game's goal or penalty corrected by an official (R83)" },
    ISSUE: { description: "A competition's rink tablet cards printed: a scorekeeper token per game, the earlier cards' tokens revoked (R82)" },
  },
});
export { AuditAction, AuditEntity };

export const IdCheckRequester = { COACH: 'COACH', CAPTAIN: 'CAPTAIN', ASSISTANT_CAPTAIN: 'ASSISTANT_CAPTAIN' } as const;
registerEnumType(IdCheckRequester, {
  name: 'IdCheckRequester',
  description: 'League §9: who may ask for an ID check on an opposing player',
  valuesConfig: { COACH: { description: "The team's coach" }, CAPTAIN: { description: "The team's captain" }, ASSISTANT_CAPTAIN: { description: 'An assistant captain of the team' } },
});
export const IdCheckResult = { PRODUCED_ID: 'PRODUCED_ID', NO_ID: 'NO_ID' } as const;
registerEnumType(IdCheckResult, {
  name: 'IdCheckResult',
  description: 'League §9: ID produced (the requesting team takes a delay of game penalty) or not (the player sits out until it is, and the league reviews it after the game)',
  valuesConfig: {
    PRODUCED_ID: { description: 'The player produced ID: the requesting team takes a delay of game penalty' },
    NO_ID: { description: 'No ID: the player sits out until he produces it, and the league reviews it after the game' },
  },
});

export const ScheduleRounds = { ONCE: 'ONCE', TWICE: 'TWICE' } as const;
registerEnumType(ScheduleRounds, {
  name: 'ScheduleRounds',
  description: 'How many times each pair of teams meets in a generated round-robin schedule',
  valuesConfig: { ONCE: { description: 'Each pair of teams plays once' }, TWICE: { description: 'Each pair of teams plays twice, home and away' } },
});

export const TeamOfficialRole = Object.fromEntries(TEAM_OFFICIAL_ROLES.map((r) => [r, r])) as { [K in (typeof TEAM_OFFICIAL_ROLES)[number]]: K };
registerEnumType(TeamOfficialRole, {
  name: 'TeamOfficialRole',
  description: "A team official's part: one of each at most per team (league §11; 004:5, R40)",
  valuesConfig: {
    COACH: { description: "The team's coach" },
    MANAGER: { description: "The team's manager" },
    TRAINER: { description: "The team's trainer" },
    REPRESENTATIVE: { description: "The team's representative with the league" },
    CAPTAIN: { description: "The team's captain" },
  },
});

export { ClockMode, CompetitionKind, Decision, DivisionCategory, GameEventType, GameStage, GameStatus, GameStopReason, PenaltySeverity, PlayerExperience, Position, Role, RulesetPreset };

export const TiebreakCriterion = Object.fromEntries(TIEBREAK_CRITERIA.map((c) => [c, c])) as { [K in Criterion]: K };
registerEnumType(TiebreakCriterion, {
  name: 'TiebreakCriterion',
  description: "A tie-breaker step (standings' `tiebreak` names the one that separated two rows); a competition may set its own chain of them (rules.tiebreakers)",
  valuesConfig: Object.fromEntries(TIEBREAK_CRITERIA.map((c) => [c, { description: `The team with ${CRITERIA[c].label} ranks higher` }])),
});

/** League: the season whose §8 Tier 1 caps apply (004:22-31, R44). */
export const LeagueSeason = { WINTER: 'WINTER', SUMMER: 'SUMMER' } as const;
export type LeagueSeason = (typeof LeagueSeason)[keyof typeof LeagueSeason];
registerEnumType(LeagueSeason, {
  name: 'LeagueSeason',
  description: 'A league season: its §8 table of Tier 1 caps (004:22-31)',
  valuesConfig: { WINTER: { description: "The winter season's caps" }, SUMMER: { description: "The summer season's caps" } },
});

registerEnumType(CrewRole, {
  name: 'CrewRole',
  description: "A game official's part: a referee, a linesman, or an off-ice official (timekeeper, scorekeeper, penalty box)",
  valuesConfig: { REFEREE: { description: 'A referee' }, LINESMAN: { description: 'A linesman' }, OFF_ICE: { description: 'An off-ice official: timekeeper, scorekeeper or penalty box' } },
});
export { CrewRole };
export { SignOffRole };

/** The playoff formats a bracket is made in (src/domain/bracket.ts, by the competition's rulebook). */
export const BracketFormat = { SEMIS_AND_FINAL: 'SEMIS_AND_FINAL', QUARTERS_SEMIS_FINAL: 'QUARTERS_SEMIS_FINAL', ALL_TEAMS_TWO_GAMES: 'ALL_TEAMS_TWO_GAMES' } as const satisfies {
  [K in DomainBracketFormat]: K;
};
registerEnumType(BracketFormat, {
  name: 'BracketFormat',
  description: "A playoff bracket's format, as the competition's rulebook sets it",
  valuesConfig: {
    SEMIS_AND_FINAL: { description: 'Cole Harbour: the top four after the round robin play semi-finals and a final' },
    QUARTERS_SEMIS_FINAL: { description: 'BHI, IIHF and NHL presets: the top eight play quarter-finals, semi-finals and a final' },
    ALL_TEAMS_TWO_GAMES: { description: 'League playoffs: every team plays two games or more' },
  },
});
