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
import { CrewRole } from '../domain/crew';
import { SignOffRole } from '../domain/sign-offs';
import { TIEBREAK_CRITERIA, type TiebreakCriterion as Criterion } from '../domain/tiebreakers';
import { TEAM_OFFICIAL_ROLES } from '../services/team.service';
import { AuditAction, AuditEntity } from '../services/audit';

/** The domain's enums, published under the contract's names. */
registerEnumType(RulesetPreset, { name: 'RulesetPreset', description: 'The rulebook a competition plays by.' });
registerEnumType(CompetitionKind, { name: 'CompetitionKind' });
registerEnumType(GameStage, { name: 'GameStage' });
registerEnumType(GameStatus, { name: 'GameStatus' });
registerEnumType(SignOffRole, { name: 'SignOffRole', description: 'Who signs a game sheet (R57)' });
registerEnumType(Decision, { name: 'Decision', description: 'How a final game was decided.' });
registerEnumType(ClockMode, { name: 'ClockMode', description: 'Run time: the clock runs through whistles. Stop time: it stops at every whistle.' });
registerEnumType(Position, { name: 'Position' });
registerEnumType(DivisionCategory, { name: 'DivisionCategory', description: 'Who plays in a division, where a rulebook treats them apart (BHI 003:22, R36); an open division has none' });
registerEnumType(PlayerExperience, {
  name: 'PlayerExperience',
  description: 'The highest level a player has played at: Cole Harbour (000:11) puts such a player in the A division (R34)',
});
registerEnumType(PenaltySeverity, { name: 'PenaltySeverity' });
registerEnumType(GameEventType, { name: 'GameEventType' });
registerEnumType(GameStopReason, {
  name: 'GameStopReason',
  description:
    'Why a game ended before its end (league §18): the losing team, behind by more than ten, asked (the score stands, the points to the leader), or the referee stopped it (the officials then give the result)',
});
registerEnumType(Role, { name: 'Role', description: 'What a bearer token may do.' });
registerEnumType(AuditEntity, { name: 'AuditEntity', description: 'The kind of row an audited correction changed' });
registerEnumType(AuditAction, {
  name: 'AuditAction',
  description:
    "What an audited correction did: UPDATE (fields changed), DELETE, CANCEL (a game), RELEASE (a roster entry ended), CERTIFY (a game's result certified), RESCHEDULE (a game moved), LINK (two competitions' discipline linked, R41), RECORD (money recorded on a team's account, R70, R71), PAY (a bill on a team's account paid, R71), RETURN (a bond given back, what its giver owed settled from it, R72), LIFT (a suspension lifted), WAIVE (a fine waived); RECORD also names a suspension or fine an official recorded by hand, PAY a fine paid",
});
export { AuditAction, AuditEntity };

export const IdCheckRequester = { COACH: 'COACH', CAPTAIN: 'CAPTAIN', ASSISTANT_CAPTAIN: 'ASSISTANT_CAPTAIN' } as const;
registerEnumType(IdCheckRequester, { name: 'IdCheckRequester', description: 'League §9: who may ask for an ID check on an opposing player' });
export const IdCheckResult = { PRODUCED_ID: 'PRODUCED_ID', NO_ID: 'NO_ID' } as const;
registerEnumType(IdCheckResult, {
  name: 'IdCheckResult',
  description: 'League §9: ID produced (the requesting team takes a delay of game penalty) or not (the player sits out until it is, and the league reviews it after the game)',
});

export const ScheduleRounds = { ONCE: 'ONCE', TWICE: 'TWICE' } as const;
registerEnumType(ScheduleRounds, { name: 'ScheduleRounds' });

export const TeamOfficialRole = Object.fromEntries(TEAM_OFFICIAL_ROLES.map((r) => [r, r])) as { [K in (typeof TEAM_OFFICIAL_ROLES)[number]]: K };
registerEnumType(TeamOfficialRole, { name: 'TeamOfficialRole' });

export { ClockMode, CompetitionKind, Decision, DivisionCategory, GameEventType, GameStage, GameStatus, GameStopReason, PenaltySeverity, PlayerExperience, Position, Role, RulesetPreset };

export const TiebreakCriterion = Object.fromEntries(TIEBREAK_CRITERIA.map((c) => [c, c])) as { [K in Criterion]: K };
registerEnumType(TiebreakCriterion, {
  name: 'TiebreakCriterion',
  description: "A tie-breaker step (standings' `tiebreak` names the one that separated two rows); a competition may set its own chain of them (rules.tiebreakers)",
});

/** League: the season whose §8 Tier 1 caps apply (004:22-31, R44). */
export const LeagueSeason = { WINTER: 'WINTER', SUMMER: 'SUMMER' } as const;
export type LeagueSeason = (typeof LeagueSeason)[keyof typeof LeagueSeason];
registerEnumType(LeagueSeason, { name: 'LeagueSeason', description: 'A league season: its §8 table of Tier 1 caps (004:22-31)' });

registerEnumType(CrewRole, { name: 'CrewRole', description: "A game official's part: a referee, a linesman, or an off-ice official (timekeeper, scorekeeper, penalty box)" });
export { CrewRole };
export { SignOffRole };
