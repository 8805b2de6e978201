import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { CompetitionEntity, DivisionEntity } from '../db/entities';
import type { CompetitionKind, RulesetPreset } from '../domain/enums';
import { badField } from '../errors';
import { requireRow } from './context';

export interface CreateCompetition {
  name: string;
  kind: CompetitionKind;
  preset: RulesetPreset;
}

export interface CreateDivision {
  competitionId: string;
  name: string;
  rating?: string | null;
}

/** Competitions and their divisions: what officials set up before anything is played. */
export class CompetitionService {
  constructor(private readonly db: Database) {}

  createCompetition(input: CreateCompetition): Promise<CompetitionEntity> {
    return this.db.transaction((tx) =>
      tx.manager.save(tx.manager.create(CompetitionEntity, { name: input.name.trim(), kind: input.kind, preset: input.preset, rulesOverrides: null })),
    );
  }

  async createDivision(input: CreateDivision): Promise<DivisionEntity> {
    try {
      return await this.db.transaction(async (tx) => {
        await requireRow(tx.manager, CompetitionEntity, input.competitionId, 'Competition', 'competitionId');
        const name = input.name.trim();
        if (await tx.manager.exists(DivisionEntity, { where: { competitionId: input.competitionId, name } })) {
          throw duplicateDivision(name);
        }
        return tx.manager.save(tx.manager.create(DivisionEntity, { competitionId: input.competitionId, name, rating: input.rating ?? null }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateDivision(input.name.trim());
      throw error;
    }
  }
}

function duplicateDivision(name: string) {
  return badField('name', `the competition already has a division named "${name}"`);
}
