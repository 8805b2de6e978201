import { Initial1796226394588 } from './1796226394588-Initial';
import { GameState1796227182302 } from './1796227182302-GameState';
import { Discipline1796230731348 } from './1796230731348-Discipline';
import { SeasonProtests1796233658951 } from './1796233658951-SeasonProtests';
import { CoinToss1796236010406 } from './1796236010406-CoinToss';
import { Brackets1796237938958 } from './1796237938958-Brackets';
import { GameResult1796239376100 } from './1796239376100-GameResult';
import { StandingsVersion1796239975325 } from './1796239975325-StandingsVersion';
import { GameStandingsVersion1796275867851 } from './1796275867851-GameStandingsVersion';
import { RulebooksAndOfficials1796340437220 } from './1796340437220-RulebooksAndOfficials';
import { DeskOpenDataPages1796351967680 } from './1796351967680-DeskOpenDataPages';
import { GameCertifiedBy1796362000000 } from './1796362000000-GameCertifiedBy';
import { TeamAccounts1796390000000 } from './1796390000000-TeamAccounts';
import { BondReturns1796400000000 } from './1796400000000-BondReturns';
import { CoachPins1796410000000 } from './1796410000000-CoachPins';
import { BracketVersion1796420000000 } from './1796420000000-BracketVersion';
export const SQLITE_MIGRATIONS = [
  Initial1796226394588,
  GameState1796227182302,
  Discipline1796230731348,
  SeasonProtests1796233658951,
  CoinToss1796236010406,
  Brackets1796237938958,
  GameResult1796239376100,
  StandingsVersion1796239975325,
  GameStandingsVersion1796275867851,
  RulebooksAndOfficials1796340437220,
  DeskOpenDataPages1796351967680,
  GameCertifiedBy1796362000000,
  TeamAccounts1796390000000,
  BondReturns1796400000000,
  CoachPins1796410000000,
  BracketVersion1796420000000,
];
