import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { bilingual } from '@fanhub/contract';

/**
 * Schema keyword carrying the bilingual message shown when this value is invalid: one string, or one per
 * failing keyword (`{ minLength: '…', format: '…', default: '…' }`).
 */
export const MESSAGE_KEYWORD = 'x-message';
/** Object-schema keyword carrying the bilingual message shown when a required field is missing. */
export const REQUIRED_MESSAGE_KEYWORD = 'x-required-message';

function createAjv(coerceTypes: boolean | 'array') {
  // verbose: errors carry the failing schema, where the bilingual message lives.
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    verbose: true,
  });
  ajv.addKeyword(MESSAGE_KEYWORD).addKeyword(REQUIRED_MESSAGE_KEYWORD);
  addFormats(ajv);
  return ajv;
}

/**
 * JSON bodies are checked as sent ("10" is not a number); query strings and path params arrive as text,
 * so they are converted first.
 */
export function useStrictValidation(app: FastifyInstance): void {
  const bodies = createAjv(false);
  const urlParts = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodies.compile(schema as object) : refusingInfinity(urlParts, schema as object),
  );
}

type UrlPartValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Ajv turns text such as `1e400` into Infinity and then skips its range checks (ajv 8.20); a URL number that
 * large is refused here as above its maximum, with the field's own message.
 */
function refusingInfinity(ajv: Ajv, schema: object): UrlPartValidator {
  const validate = ajv.compile(schema);
  const properties = (schema as { properties?: Record<string, object> }).properties ?? {};
  const checked: UrlPartValidator = (data) => {
    checked.errors = null;
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const infinite = Object.entries(data ?? {}).find(([, value]) =>
      [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item)),
    );
    if (!infinite) return true;
    const [name] = infinite;
    checked.errors = [
      {
        keyword: 'maximum',
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/maximum`,
        params: {},
        message: 'must be a finite number',
        parentSchema: properties[name] ?? {},
      },
    ];
    return false;
  };
  return checked;
}

export interface ValidationFailure {
  field: string;
  message: string;
}

/** The first validation error of a request, as the field it concerns and a bilingual message. */
export function describeValidationError(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
): ValidationFailure {
  const error = validation[0] as ErrorObject | undefined;
  if (!error) return { field: context ?? 'body', message: genericMessage(context ?? 'body') };
  const parentSchema = (error.parentSchema ?? {}) as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    const field = joinPath(error.instancePath, missing);
    const properties = (parentSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const message =
      (parentSchema[REQUIRED_MESSAGE_KEYWORD] as string | undefined) ??
      bilingual(`Kolom ${field} wajib diisi`, `Field ${field} is required`);
    const ownMessage = properties[missing]?.[REQUIRED_MESSAGE_KEYWORD] as string | undefined;
    return { field, message: ownMessage ?? message };
  }
  if (error.keyword === 'additionalProperties') {
    const field = joinPath(error.instancePath, String(error.params.additionalProperty));
    return { field, message: bilingual(`Kolom ${field} tidak dikenal`, `Unknown field ${field}`) };
  }
  const field = joinPath(error.instancePath) || context || 'body';
  return { field, message: schemaMessage(parentSchema, error.keyword) ?? genericMessage(field) };
}

function schemaMessage(schema: Record<string, unknown>, keyword: string): string | undefined {
  const declared = schema[MESSAGE_KEYWORD] as string | Record<string, string> | undefined;
  if (typeof declared === 'string' || declared === undefined) return declared;
  return declared[keyword] ?? declared.default;
}

const genericMessage = (field: string) =>
  bilingual(`Nilai ${field} tidak valid`, `Invalid value for ${field}`);

const joinPath = (instancePath: string, last?: string) =>
  [...instancePath.split('/').filter(Boolean), ...(last ? [last] : [])].join('.');
