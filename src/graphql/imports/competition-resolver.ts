import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { IdPolicy, ImportReport } from './types';

/** Whole competitions in and out as one document (docs/open-data.md, "Whole competitions"). */
@Resolver()
export class CompetitionExportResolver {
  @Query(() => GraphQLJSON, {
    description:
      'A whole competition as one faceoff.competition/1 document (docs/competition-export.schema.json): settings, divisions, teams, players, rosters, games with their event logs, brackets, coin tosses, and for an ADMIN its officials, registrations, suspensions, fines, protests and the league team accounts (fees, bonds, bills). public: true leaves the private data out and needs no token. Requires: ADMIN, unless public is true.',
  })
  exportCompetition(
    @Arg('id', () => ID, { description: "The competition's id." }) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('public', { description: 'True leaves the private data out and needs no token; false (the default) answers the full document to an ADMIN.', nullable: true }) isPublic?: boolean,
  ) {
    return ctx.services.exports.exportCompetition(ctx.principal, id, { public: isPublic ?? false });
  }

  @Authorized('ADMIN')
  @Mutation(() => ImportReport, {
    description:
      "Loads a full faceoff.competition/1 document in one transaction: checked against its JSON Schema, every reference within it, every id here (ids: KEEP) and every game's log replayed by the rules; nothing stored unless there is no problem. dryRun: check only. Larger documents than this endpoint's 1 MB body go to POST /competitions/import.json. Requires: ADMIN.",
  })
  importCompetition(
    @Arg('document', () => GraphQLJSON, { description: 'A faceoff.competition/1 document, as exportCompetition gives (docs/competition-export.schema.json).' }) document: unknown,
    @Ctx() ctx: GraphQLContext,
    @Arg('dryRun', { description: 'True checks everything and answers the report without storing anything.', nullable: true }) dryRun?: boolean,
    @Arg('ids', () => IdPolicy, { nullable: true, description: 'NEW when left out' }) ids?: IdPolicy,
  ) {
    return ctx.services.competitionImport.importCompetition(document, { dryRun: dryRun ?? false, ids: ids ?? 'NEW' });
  }
}
