import type { Context, MiddlewareHandler, Next } from 'hono';
import { ValidationError } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';
import { type FieldShape, unknownField } from './body-fields.ts';
import type { ContractRoutes } from './contract-security.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text may not contain NUL characters.';

type Path = (string | number)[];

function nulRefused(path: Path): ValidationError {
  return new ValidationError(`${path.join('.')}: ${NUL_MESSAGE}`, [
    { path, message: NUL_MESSAGE, code: 'nul_character' },
  ]);
}

/** The path of the first key or string in a parsed JSON value that holds a NUL, if any. */
export function pathOfNul(value: unknown): Path | null {
  // iterative: a deeply nested body must not overflow the stack
  const pending: [unknown, Path][] = [[value, []]];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, Path];
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => {
        pending.push([v, [...path, i]]);
      });
    } else if (item && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        if (key.includes(NUL)) return [...path, key];
        pending.push([v, [...path, key]]);
      }
    }
  }
  return null;
}

const UNKNOWN_FIELD_MESSAGE = 'This field is not accepted here.';

function unknownFieldRefused(path: Path): ValidationError {
  return new ValidationError(`${path.join('.')}: ${UNKNOWN_FIELD_MESSAGE}`, [
    { path, message: UNKNOWN_FIELD_MESSAGE, code: 'unrecognized_keys' },
  ]);
}

const FORM_MESSAGE =
  'The request body is not a readable form: send it as multipart/form-data with its boundary.';

function unreadableForm(): ValidationError {
  return new ValidationError(FORM_MESSAGE, [{ path: ['body'], message: FORM_MESSAGE, code: 'invalid_form' }]);
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function accepts(declared: readonly string[], type: string): boolean {
  return declared.some(
    (d) =>
      d === type || (d === 'application/json' && type.startsWith('application/') && type.endsWith('+json')),
  );
}

function hasBody(header: (name: string) => string | undefined): boolean {
  const length = header('content-length');
  return (length !== undefined && length !== '0') || header('transfer-encoding') !== undefined;
}

/**
 * Rules every operation shares, checked once before any validator or handler runs:
 * - a body in a media type the operation does not take is refused, instead of being ignored
 *   (a text/plain profile update used to answer 200 and change nothing);
 * - NUL characters in query values, JSON text (values and keys) or form fields are refused:
 *   PostgreSQL text cannot hold them, and no person types one;
 * - a field the contract does not name where it closes the object (`additionalProperties: false`)
 *   is refused, naming the field, instead of being silently dropped;
 * - a form body that cannot be read (no boundary, a boundary without parts) is a 400, not a 500.
 */
export function inputHygiene(
  contract: Pick<ContractRoutes, 'bodyTypes' | 'bodyFields'>,
): MiddlewareHandler<AppEnv> {
  // not async itself: most requests have no body to read, and pass on at once
  return (c, next) => {
    // the path arrives decoded: '%00' is a NUL by now
    if (c.req.path.includes(NUL)) throw nulRefused(['path']);
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (key.includes(NUL) || values.some((v) => v.includes(NUL))) throw nulRefused(['query', key]);
    }
    const declared = contract.bodyTypes(c.req.method, c.req.path);
    if (declared.length === 0) return next();

    const type = mediaType(c.req.header('content-type'));
    // no content type and no body is an empty request, which the operation's validator judges
    if (type === '' && !hasBody((name) => c.req.header(name))) return next();
    if (!accepts(declared, type)) {
      const message = `Send the request body as ${declared.join(' or ')}.`;
      throw new ValidationError(message, [{ path: ['body'], message, code: 'unsupported_media_type' }]);
    }
    const declaredType = declared.includes(type) ? type : 'application/json';
    return checkBody(c, type, contract.bodyFields(c.req.method, c.req.path, declaredType), next);
  };
}

const isForm = (type: string) =>
  type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';

/**
 * NULs and unknown fields in a form, or in JSON text, read from the request's cached body (the
 * validator reads the same cache). JSON is parsed here only when its text holds an escaped NUL or
 * the operation closes its body's fields.
 */
async function checkBody(
  c: Context<AppEnv>,
  type: string,
  fields: FieldShape | undefined,
  next: Next,
): Promise<void> {
  if (isForm(type)) {
    const form = await c.req.formData().catch(() => null);
    if (form === null) throw unreadableForm();
    let bad: string | null = null;
    let unknown: string | null = null;
    form.forEach((value, key) => {
      if (bad === null && (key.includes(NUL) || (typeof value === 'string' && value.includes(NUL))))
        bad = key;
      if (unknown === null && fields?.closed && !fields.fields?.has(key)) unknown = key;
    });
    if (bad !== null) throw nulRefused([bad]);
    if (unknown !== null) throw unknownFieldRefused([unknown]);
  } else if (type.endsWith('json')) {
    const text = await c.req.text().catch(() => '');
    // a NUL can only arrive escaped in JSON
    const mayHoldNul = text.includes('\\u0000');
    if (mayHoldNul || fields) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(); // the validator answers malformed JSON
      }
      const nulAt = mayHoldNul ? pathOfNul(body) : null;
      if (nulAt) throw nulRefused(nulAt);
      const unknownAt = fields ? unknownField(fields, body) : null;
      if (unknownAt) throw unknownFieldRefused(unknownAt);
    }
  }
  return next();
}
