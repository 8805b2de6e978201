import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { TeamAccountEntryEntity, TeamEntity } from '../../db/entities';
import type { BondStanding } from '../../domain/league-money';
import type { TeamAccount as Account } from '../../services/account.service';
import type { GraphQLContext } from '../context';
import { Player } from '../player/types';
import { Private } from '../privacy';
import { Team } from '../team/types';
import { dateArg } from '../validation';
import { RecordAccountEntryInput } from './inputs';
import { TeamAccount, TeamAccountEntry, TeamBond } from './types';

/** The account as the TeamAccount type reads it: the standing's figures, the entries, the bonds with their rows. */
function view(account: Account) {
  const s = account.standing;
  return {
    ...s,
    seasonStartsAt: account.seasonStartsAt,
    withdrawnAt: s.withdrawnAt ? new Date(s.withdrawnAt) : null,
    entries: account.entries,
    bonds: s.bonds.map((b) => ({ ...b, returnedAt: b.returnedAt ? new Date(b.returnedAt) : null, entry: account.entries.find((e) => e.id === b.id)! })),
  };
}

@Resolver(() => Team)
export class TeamAccountResolver {
  @Private('TEAM_ACCOUNT')
  @FieldResolver(() => TeamAccount, {
    nullable: true,
    description: "League 004:1-3: the team's account, its fees, bonds and bills (R70, R71). Null for any other caller",
  })
  async account(@Root() team: TeamEntity, @Ctx() ctx: GraphQLContext) {
    return view(await ctx.services.accounts.ofTeam(team.id));
  }
}

@Resolver(() => TeamAccountEntry)
export class TeamAccountEntryResolver {
  @FieldResolver(() => Player, { nullable: true })
  player(@Root() entry: TeamAccountEntryEntity, @Ctx() ctx: GraphQLContext) {
    return entry.playerId ? ctx.loaders.player.load(entry.playerId) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => TeamAccountEntry, {
    description:
      "League 004:1-3: records fees paid or given back, a bond held, a bill, or the team's withdrawal on a team's account (R70, R71); audited. A refund is refused once the season is under way and beyond what the withdrawal rule leaves. Requires: ADMIN.",
  })
  recordAccountEntry(@Arg('input', { description: 'What to create or change; each field says what it means.' }) input: RecordAccountEntryInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.record(ctx.principal, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => TeamAccountEntry, {
    description:
      'League 004:3 "any monies owed by that player or team will be deducted from the bond before its returned": gives a bond back (default: now), settling every unpaid bill and fine of its giver from it first; answers the BOND_RETURN entry with the amount returned. Refused when more is owed than the bond holds, or once given back (R72); audited. Requires: ADMIN.',
  })
  returnBond(
    @Arg('id', () => ID, { description: "The id of the bond: a BOND entry of the team's account." }) id: string,
    @Arg('returnedAt', () => Date, { description: 'When the bond was given back (ISO 8601); now when left out.', nullable: true, validateFn: dateArg('returnedAt') }) returnedAt: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.accounts.returnBond(ctx.principal, id, returnedAt);
  }

  @Authorized('ADMIN')
  @Mutation(() => TeamAccountEntry, { description: "Marks a bill on a team's account paid (default: now), once (R71); audited. Requires: ADMIN." })
  payBill(
    @Arg('id', () => ID, { description: "The id of the bill: a BILL entry of the team's account." }) id: string,
    @Arg('paidAt', () => Date, { description: 'When it was paid (ISO 8601); now when left out.', nullable: true, validateFn: dateArg('paidAt') }) paidAt: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.accounts.payBill(ctx.principal, id, paidAt);
  }
}

@Resolver(() => TeamBond)
export class TeamBondResolver {
  @FieldResolver(() => Player, { nullable: true })
  player(@Root() bond: BondStanding, @Ctx() ctx: GraphQLContext) {
    return bond.playerId ? ctx.loaders.player.load(bond.playerId) : null;
  }
}
