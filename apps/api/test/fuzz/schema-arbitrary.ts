import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document of the contract's zod schemas spells it) we read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

/** Values that satisfy what JSON Schema cannot say (comma-joined keys, country codes): field name → arbitrary. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Every value is also a hostile one now and then, so "valid" never means "only the happy path". */
const MAX_GENERATED_STRING = 80;

/**
 * An arbitrary of values shaped by `schema`: mostly valid by the schema, with a hint for fields whose
 * rules live in refinements (a hint is used four times in five). Properties marked `not: {}` (fields
 * that must be absent) are left out; the mutators put them back in.
 */
export function fromSchema(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  hints: Hints,
  name = '',
): fc.Arbitrary<unknown> {
  const generic = genericFromSchema(schema, components, hints);
  const hint = hints[name];
  return hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: generic }) : generic;
}

function genericFromSchema(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  hints: Hints,
): fc.Arbitrary<unknown> {
  const recurse = (inner: JsonSchema, name = '') => fromSchema(inner, components, hints, name);
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? recurse(target) : fc.anything();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => recurse(alternative)));
  if (schema.allOf?.[0]) return recurse(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => recurse({ ...schema, type })));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000_000 : schema.exclusiveMinimum + 1),
        max: Math.min(schema.maximum ?? 1_000_000, 2_147_483_647),
      });
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000_000);
      if (schema.multipleOf === 0.01) return fc.integer({ min: min * 100, max: max * 100 }).map((cents) => cents / 100);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringFromSchema(schema);
    case 'array': {
      const item = schema.items ? recurse(schema.items) : fc.anything();
      const minLength = schema.minItems ?? 0;
      // At most 6 items, unless the schema needs more (a week's 7 hours).
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 6, 6)) });
    }
    case 'object':
    case undefined: {
      if (!schema.properties)
        return schema.type ? fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }) : fc.anything();
      const fields = Object.entries(schema.properties).filter(([, property]) => !isNever(property));
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(fields.map(([key, property]) => [key, recurse(property, key)])), {
        requiredKeys: fields.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.anything();
  }
}

function isNever(schema: JsonSchema): boolean {
  return schema.not !== undefined && Object.keys(schema.not).length === 0;
}

function stringFromSchema(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings, mostly rejected, still worth sending.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING));
  return fc.string({ minLength, maxLength });
}
