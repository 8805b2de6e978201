import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printPublicSchema } from '../graphql/schema';

/** `npm run schema`: writes the SDL that clients and codegen read, schema/schema.graphql. */
const target = resolve(__dirname, '../../../schema/schema.graphql');
writeFileSync(target, printPublicSchema());
process.stdout.write(`wrote ${target}\n`);
