import { ApiTokenEntity } from './api-token.entity';
import { AuditEntryEntity } from './audit-entry.entity';
export type { AuditChange } from './audit-entry.entity';
import { BracketEntity, BracketGameEntity } from './bracket.entity';
import { CoachPinEntity } from './coach-pin.entity';
import { CoinTossEntity } from './coin-toss.entity';
import { CompetitionEntity } from './competition.entity';
import { DivisionEntity } from './division.entity';
import { FineEntity } from './fine.entity';
import { GameEventEntity } from './game-event.entity';
import { GameEntity } from './game.entity';
import { PlayerEntity } from './player.entity';
import { ProtestEntity } from './protest.entity';
import { RegistrationEntity } from './registration.entity';
import { RosterEntryEntity } from './roster-entry.entity';
export { rosteredAt } from './roster-entry.entity';
import { SuspensionEntity } from './suspension.entity';
import { TeamAccountEntryEntity } from './team-account-entry.entity';
import { TeamOfficialEntity } from './team-official.entity';
import { TeamEntity } from './team.entity';
import { WebhookDeliveryEntity, WebhookEntity } from './webhook.entity';

export {
  ApiTokenEntity,
  AuditEntryEntity,
  BracketEntity,
  BracketGameEntity,
  CoachPinEntity,
  CoinTossEntity,
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  ProtestEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamAccountEntryEntity,
  TeamEntity,
  TeamOfficialEntity,
  WebhookDeliveryEntity,
  WebhookEntity,
};

export const ENTITIES = [
  ApiTokenEntity,
  AuditEntryEntity,
  BracketEntity,
  BracketGameEntity,
  CoachPinEntity,
  CoinTossEntity,
  CompetitionEntity,
  DivisionEntity,
  FineEntity,
  GameEntity,
  GameEventEntity,
  PlayerEntity,
  ProtestEntity,
  RegistrationEntity,
  RosterEntryEntity,
  SuspensionEntity,
  TeamAccountEntryEntity,
  TeamEntity,
  TeamOfficialEntity,
  WebhookDeliveryEntity,
  WebhookEntity,
];
