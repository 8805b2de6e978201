import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { localized, type WithText } from '../../domain/messages';
import { ImportProblem, ImportReport } from './types';

const CSV_DESCRIPTION = 'The CSV text (a header row, then a row per item; columns in docs/open-data.md), at most 900,000 bytes';

@Resolver()
export class ImportResolver {
  @Authorized('ADMIN')
  @Mutation(() => ImportReport, {
    description:
      "A team's roster from a spreadsheet: a player per row (name or first and last name, number, position, birth date, waiver, clearance), checked as addToRoster checks each (Cole Harbour after the draw: a row without the Tournament Official's clearance is refused, 000:7); nothing stored unless every row is valid. warnings: rows the rules let onto the roster but not yet into a game (age, waiver, registration form, R84). dryRun: check only. Requires: ADMIN.",
  })
  importRosterCsv(
    @Arg('teamId', () => ID, { description: "The team's id." }) teamId: string,
    @Arg('csv', { description: CSV_DESCRIPTION }) csv: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('dryRun', { description: 'True checks everything and answers the report without storing anything.', nullable: true }) dryRun?: boolean,
  ) {
    return ctx.services.imports.importRoster(teamId, csv, dryRun ?? false);
  }

  @Authorized('ADMIN')
  @Mutation(() => ImportReport, {
    description:
      "A division's schedule from a spreadsheet: a game per row (date, time in the competition's time zone, home, away, venue, stage), checked as scheduleGame checks each; nothing stored unless every row is valid. dryRun: check only. Requires: ADMIN.",
  })
  importScheduleCsv(
    @Arg('divisionId', () => ID, { description: "The division's id." }) divisionId: string,
    @Arg('csv', { description: CSV_DESCRIPTION }) csv: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('dryRun', { description: 'True checks everything and answers the report without storing anything.', nullable: true }) dryRun?: boolean,
  ) {
    return ctx.services.imports.importSchedule(divisionId, csv, dryRun ?? false);
  }
}

/** A roster file's warnings (R84); none for the other imports. */
@Resolver(() => ImportReport)
export class ImportReportResolver {
  @FieldResolver(() => [ImportProblem], {
    description:
      "A roster file's rows the rules let onto the roster but not into a game yet, each with its line, the column to mend and why (UNDER_AGE, WAIVER_MISSING, REGISTRATION_MISSING; R84). Never a refusal; empty for other imports",
  })
  warnings(@Root() report: { warnings?: ImportProblem[] }): ImportProblem[] {
    return report.warnings ?? [];
  }
}

/** A problem's message in the caller's language (the context's, from Accept-Language); its code, line and column never change. */
@Resolver(() => ImportProblem)
export class ImportProblemResolver {
  @FieldResolver(() => String, { description: "What is wrong and what to change, in the caller's language." })
  message(@Root() problem: { message: string } & WithText, @Ctx() ctx: GraphQLContext): string {
    return localized(ctx.language, problem);
  }
}
