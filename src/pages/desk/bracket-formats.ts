import type { RulesetPreset } from '../generated/graphql';

/**
 * Each rulebook's bracket format, as the server decides it (src/domain/bracket.ts, bracketFormatFor),
 * for the desk to say which bracket it will make; test/unit/desk-bracket-formats.test.ts keeps the two in step.
 */
export const BRACKET_FORMATS: Record<RulesetPreset, string> = {
  COLE_HARBOUR_CLASSIC: 'SEMIS_AND_FINAL',
  BHI_5ON5: 'QUARTERS_SEMIS_FINAL',
  WINTER_LEAGUE_5ON5: 'ALL_TEAMS_TWO_GAMES',
  WINTER_LEAGUE_3ON3: 'ALL_TEAMS_TWO_GAMES',
  IIHF: 'QUARTERS_SEMIS_FINAL',
  NHL: 'QUARTERS_SEMIS_FINAL',
};
