import { Initial1796226395930 } from './1796226395930-Initial';
import { GameState1796227186714 } from './1796227186714-GameState';
import { Discipline1796230733172 } from './1796230733172-Discipline';
import { SeasonProtests1796233665392 } from './1796233665392-SeasonProtests';
import { CoinToss1796236018496 } from './1796236018496-CoinToss';
import { Brackets1796237948305 } from './1796237948305-Brackets';
import { GameResult1796239385090 } from './1796239385090-GameResult';
import { StandingsVersion1796239983534 } from './1796239983534-StandingsVersion';
import { GameStandingsVersion1796275872973 } from './1796275872973-GameStandingsVersion';
import { RulebooksAndOfficials1796340438145 } from './1796340438145-RulebooksAndOfficials';
import { DeskOpenDataPages1796351969803 } from './1796351969803-DeskOpenDataPages';
import { GameCertifiedBy1796362000000 } from './1796362000000-GameCertifiedBy';
import { TeamAccounts1796390000000 } from './1796390000000-TeamAccounts';
import { BondReturns1796400000000 } from './1796400000000-BondReturns';
import { CoachPins1796410000000 } from './1796410000000-CoachPins';
import { BracketVersion1796420000000 } from './1796420000000-BracketVersion';
export const MYSQL_MIGRATIONS = [
  Initial1796226395930,
  GameState1796227186714,
  Discipline1796230733172,
  SeasonProtests1796233665392,
  CoinToss1796236018496,
  Brackets1796237948305,
  GameResult1796239385090,
  StandingsVersion1796239983534,
  GameStandingsVersion1796275872973,
  RulebooksAndOfficials1796340438145,
  DeskOpenDataPages1796351969803,
  GameCertifiedBy1796362000000,
  TeamAccounts1796390000000,
  BondReturns1796400000000,
  CoachPins1796410000000,
  BracketVersion1796420000000,
];
