import { ArrayMaxSize, ArrayMinSize } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { WEBHOOK_BOUNDS } from '../../domain/webhooks';
import { Text } from '../validation';
import { WebhookEvent } from './types';

@InputType({ description: 'A new webhook: where to send and which events.' })
export class CreateWebhookInput {
  @Field({ description: 'The receiver: an http(s) URL whose host has only public addresses (unless the server allows private ones)' })
  @Text({ max: WEBHOOK_BOUNDS.URL })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events to send; at least one.' })
  @ArrayMinSize(1, { message: 'must name at least one event' })
  @ArrayMaxSize(WEBHOOK_BOUNDS.EVENTS, { message: `at most ${WEBHOOK_BOUNDS.EVENTS} events (each once)` })
  events!: WebhookEvent[];

  @Field(() => ID, { nullable: true, description: "Only this competition's events; left out: every competition's" })
  competitionId?: string | null;
}
