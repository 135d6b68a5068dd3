import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';
import { ZTimestamp } from '@ulak/shared';

type TJsonSchema = Record<string, unknown>;
// Keeps of a value what its schema declares, in the schema's order, as zod's parse would.
type TProject = (value: unknown) => unknown;

// Keywords that only describe or constrain values: a valid response is written the same without them.
const DESCRIPTIVE = new Set([
  '$schema',
  'description',
  'title',
  'examples',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
  'enum',
  'const',
]);
const SCALARS = new Set(['string', 'integer', 'number', 'boolean', 'null']);

const isSchema = (value: unknown): value is TJsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const same: TProject = (value) => value;

// `X | null` as zod writes it: anyOf with a bare null branch.
function nullableBranch(branches: unknown): TJsonSchema | null {
  if (!Array.isArray(branches) || branches.length !== 2 || !branches.every(isSchema)) return null;
  const nulls = branches.filter((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = branches.find((b) => !nulls.includes(b));
  return nulls.length === 1 && other ? other : null;
}

function objectProjection(schema: TJsonSchema): TProject | null {
  const properties = schema.properties ?? {};
  if (!isSchema(properties)) return null;
  const fields: [string, TProject][] = [];
  for (const [name, child] of Object.entries(properties)) {
    // In an object literal this name would set the prototype instead of a field.
    if (name === '__proto__') return null;
    const project = projection(child);
    if (!project) return null;
    fields.push([name, project]);
  }
  const extra = schema.additionalProperties;
  // Extra keys: dropped (zod's default object), or kept and written by their own schema (records, loose objects).
  const projectExtra = extra === undefined || extra === false ? null : projection(extra);
  if (extra !== undefined && extra !== false && !projectExtra) return null;
  const declared = new Set(fields.map(([name]) => name));
  const pick = fieldPicker(fields);
  return (value) => {
    if (!isRecord(value) || Array.isArray(value)) return value;
    const out = pick(value);
    if (projectExtra) for (const key of Object.keys(value)) if (!declared.has(key)) out[key] = projectExtra(value[key]);
    return out;
  };
}

// One object literal of the declared fields, in the schema's order (a fixed shape V8 reads fast; a loop
// of keyed reads was half the projection's cost). A field left undefined is dropped by JSON.stringify,
// as zod's parse leaves out an absent optional key. Names are written as JSON string literals.
function fieldPicker(fields: [string, TProject][]): (value: Record<string, unknown>) => Record<string, unknown> {
  const projects = fields.map(([, project]) => project);
  const entries = fields.map(([name, project], i) => {
    const key = JSON.stringify(name);
    return project === same ? `${key}: v[${key}]` : `${key}: v[${key}] === undefined ? undefined : p[${i}](v[${key}])`;
  });
  const build = new Function('p', `return (v) => ({ ${entries.join(', ')} });`) as (
    p: TProject[],
  ) => (value: Record<string, unknown>) => Record<string, unknown>;
  return build(projects);
}

// The projection of a JSON Schema (zod's output form), or null when it cannot mirror zod exactly:
// defaults, unions to choose a branch of, tuples, references.
export function projection(schema: unknown): TProject | null {
  if (schema === true) return same;
  if (!isSchema(schema)) return null;
  const structural = Object.keys(schema).filter((key) => !DESCRIPTIVE.has(key));
  if (structural.length === 0) return same;
  if (structural.length === 1 && structural[0] === 'anyOf') {
    const other = nullableBranch(schema.anyOf);
    const project = other ? projection(other) : null;
    return project ? (value) => (value === null ? null : project(value)) : null;
  }
  const allowed = new Set(['type', 'properties', 'required', 'additionalProperties', 'items']);
  if (!structural.every((key) => allowed.has(key))) return null;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.every((t) => typeof t === 'string' && SCALARS.has(t))) return same;
  const [type, orNull] = types.filter((t) => t !== 'null');
  if (orNull !== undefined) return null;
  if (type === 'object') return objectProjection(schema);
  if (type === 'array') {
    const item = schema.items === undefined ? same : projection(schema.items);
    return item ? (value) => (Array.isArray(value) ? value.map((v) => (v === undefined ? v : item(v))) : value) : null;
  }
  return null;
}

type TZodDef = {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  catchall?: z.core.$ZodType;
};
const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal', 'unknown', 'any', 'never']);

// Whether zod's parse gives back a valid value unchanged, apart from dropping an object's unknown
// keys: no coercion, transform, pipe (preprocess), default, catch, or overwriting check (trim,
// toLowerCase...). The JSON Schema cannot tell: a coerced number is a number there.
export function parseKeepsValues(schema: z.core.$ZodType, depth = 0): boolean {
  // The API's timestamp turns a Date into its ISO text: JSON.stringify writes a Date so too (toJSON).
  // Compared by definition: `.describe()` and the like copy the schema, not its definition.
  if (schema._zod.def === ZTimestamp._zod.def) return true;
  const def = schema._zod.def as unknown as TZodDef;
  if (depth > 32 || def.coerce === true) return false;
  if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return false;
  const keeps = (child: z.core.$ZodType | undefined) => child === undefined || parseKeepsValues(child, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.values(def.shape ?? {}).every(keeps) && keeps(def.catchall);
    case 'array':
      return keeps(def.element);
    case 'record':
      return keeps(def.keyType) && keeps(def.valueType);
    case 'nullable':
    case 'optional':
      return keeps(def.innerType);
    default:
      return PLAIN.has(def.type);
  }
}

function compile(schema: z.core.$ZodType): TProject | null {
  if (!parseKeepsValues(schema)) return null;
  try {
    return projection(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }),
    );
  } catch {
    return null;
  }
}

const zodSchemaOf = (maybeSchema: unknown): z.core.$ZodType | null => {
  if (maybeSchema instanceof z.core.$ZodType) return maybeSchema;
  if (isSchema(maybeSchema) && maybeSchema.properties instanceof z.core.$ZodType) return maybeSchema.properties;
  return null;
};

// A response is what its zod schema declares (unknown keys dropped, in the schema's order), written
// with JSON.stringify. Parsing every response with zod did the same at ~5x the cost (~0.1 ms for a
// page of 20 members): a projection compiled from the schema's JSON Schema does it instead. Schemas
// it cannot mirror exactly (defaults, transforms, unions) stay on zod's parse. `check` (tests) also
// parses with zod first, so a handler answering outside its schema still fails there as it did.
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    if (!zodSchema) throw new Error(`response schema of ${method} ${url} is not a zod schema`);
    // Compiled on first use: compiling each of the hundreds of routes would slow every start.
    let project: TProject | null | undefined;
    return (data) => {
      if (project === undefined) project = compile(zodSchema);
      if (options.check || project === null) {
        const result = z.safeParse(zodSchema, data);
        if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
        if (project === null) return JSON.stringify(result.data);
      }
      return JSON.stringify(project(data));
    };
  };
}
