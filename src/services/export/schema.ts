import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { text, type Text, translate } from '../../domain/messages';

/** Where the published schema is: docs/ of the checkout, found from here in the sources and in dist/ alike. */
function schemaPath(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'docs', 'competition-export.schema.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error('docs/competition-export.schema.json not found above ' + __dirname);
  }
}

let compiled: ValidateFunction | undefined;

/** The document's JSON Schema (docs/competition-export.schema.json), compiled once with ajv. */
export function documentValidator(): ValidateFunction {
  compiled ??= new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(schemaPath(), 'utf8')) as object);
  return compiled;
}

export interface SchemaProblem {
  path: string;
  code: string;
  message: string;
  /** the message as catalogue data; ajv's own words stay English (untranslated) */
  said: Text;
}

/** ajv's errors as problems: a JSON Pointer to the value, and what is wrong with it. */
export function schemaProblems(errors: readonly ErrorObject[]): SchemaProblem[] {
  const seen = new Set<string>();
  const out: SchemaProblem[] = [];
  // A value that may be null (anyOf: a value or null) fails each branch; one problem says it.
  const nullable = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const e of errors) {
    // "must match the then/else schema" only repeats the errors under it
    if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
    if (nullable.has(e.instancePath) && e.keyword === 'type' && (e.params as { type?: string }).type === 'null') continue;
    let path = e.instancePath || '';
    let said: Text = e.message ? text('documentImport.schema.ajv', { message: { untranslated: e.message } }) : text('documentImport.schema.notValid');
    let code = 'INVALID';
    if (e.keyword === 'required') {
      path += `/${(e.params as { missingProperty: string }).missingProperty}`;
      said = text('documentImport.schema.required');
      code = 'MISSING';
    } else if (e.keyword === 'additionalProperties') {
      path += `/${(e.params as { additionalProperty: string }).additionalProperty}`;
      said = text('documentImport.schema.unknownField');
      code = 'UNKNOWN_FIELD';
    } else if (e.keyword === 'false schema') {
      said = text('documentImport.schema.privateField');
      code = 'PRIVATE_FIELD';
    } else if (e.keyword === 'const' && path === '/format') {
      said = text('documentImport.schema.format', { format: String((e.params as { allowedValue: unknown }).allowedValue) });
      code = 'UNSUPPORTED_FORMAT';
    } else if (e.keyword === 'maxItems') {
      code = 'TOO_MANY';
    } else if (e.keyword === 'enum') {
      said = text('documentImport.schema.oneOf', { values: ((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ') });
    }
    if (nullable.has(e.instancePath)) said = text('documentImport.schema.orNull', { message: said });
    const message = translate('en', said);
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: path || '/', code, message, said });
  }
  return out;
}
