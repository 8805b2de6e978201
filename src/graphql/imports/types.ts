import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export const IdPolicy = { NEW: 'NEW', KEEP: 'KEEP' } as const;
export type IdPolicy = (typeof IdPolicy)[keyof typeof IdPolicy];
registerEnumType(IdPolicy, {
  name: 'IdPolicy',
  description: 'The ids an imported competition gets',
  valuesConfig: {
    NEW: { description: 'New ids for everything (a player known here by the same name and birth date is that player)' },
    KEEP: { description: "The document's own ids; refused, each clash listed, when one is already used here" },
  },
});

@ObjectType({ description: 'One problem of an imported file: where it is, a stable code, and what to change' })
export class ImportProblem {
  @Field(() => Int, { nullable: true, description: "The file's line (the header is line 1); null: the file as a whole" }) line!: number | null;
  @Field(() => String, { nullable: true, description: 'The column, as the file names it; null: the row or the file' }) column!: string | null;
  @Field({ description: 'Stable code: MISSING_COLUMN, MISSING, NOT_A_DATE, NOT_A_TIME, UNKNOWN_POSITION, UNKNOWN_TEAM, SCHEDULE_CONFLICT, RULE_VIOLATION, BAD_USER_INPUT, …' }) code!: string;
  @Field({ description: "What is wrong and what to change, in the caller's language." }) message!: string;
  @Field(() => String, { nullable: true, description: 'importCompetition: a JSON Pointer (RFC 6901) to the value in the document; null for a CSV file' }) path?: string | null;
}

@ObjectType({ description: 'What an import did, or would do (dryRun): nothing is stored unless every row is valid' })
export class ImportReport {
  @Field({ description: 'True when nothing was to be stored: the report of a check.' }) dryRun!: boolean;
  @Field({ description: 'Whether the rows were stored: not a dry run, and no problem' }) stored!: boolean;
  @Field(() => Int, { description: 'Data rows read (the header and empty rows aside); importCompetition: records read' }) rows!: number;
  @Field(() => Int, { description: 'What the rows created (roster entries, games), or would create on a dry run' }) created!: number;
  @Field(() => Int, { description: 'Players matched to one already known (same name and birth date) rather than created' }) matched!: number;
  @Field(() => [String], { description: 'Columns the file has that the import does not read' }) ignoredColumns!: string[];
  @Field(() => [ImportProblem], { description: 'Every problem found; empty when the import is valid.' }) problems!: ImportProblem[];
  @Field(() => ID, { nullable: true, description: "importCompetition: the competition's id here (stored, or would be on a dry run); null for a CSV import or a refused document" })
  competitionId?: string | null;
}
