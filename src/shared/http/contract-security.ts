import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type FieldShape, fieldShapeOf } from './body-fields.ts';

type Requirement = Record<string, unknown>;
interface Operation {
  security?: Requirement[];
  requestBody?: { content?: Record<string, { schema?: unknown } | undefined> };
}
type Contract = { security?: Requirement[]; paths?: Record<string, Record<string, Operation>> };

const ACCESS_TOKEN_SCHEME = 'authToken';

export type OperationMatcher = (method: string, path: string) => boolean;

export interface ContractRoutes {
  /** The contract has an operation for this method and path. */
  isOperation: OperationMatcher;
  /** That operation can be called without an access token. */
  isPublic: OperationMatcher;
  /** The media types the operation's request body may have; empty when it takes no body. */
  bodyTypes(method: string, path: string): readonly string[];
  /**
   * The fields the operation's body may carry in that media type, when the contract closes any
   * object of it (`additionalProperties: false`); undefined when nothing in it is closed.
   */
  bodyFields(method: string, path: string, mediaType: string): FieldShape | undefined;
}

/** Whether a shape closes any object, so a body of it is worth walking. */
function closesAny(shape: FieldShape): boolean {
  if (shape.closed) return true;
  if (shape.items && closesAny(shape.items)) return true;
  if (shape.anyOf?.some(closesAny)) return true;
  return [...(shape.fields?.values() ?? [])].some(closesAny);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Which operations can be called without an access token: those whose security is empty, optional
 * (an empty alternative) or another scheme (the refresh cookie). Everything else needs a valid
 * access token: the default is closed, so an operation forgotten here is protected, not exposed.
 */
export function contractRoutes(contractPath: string): ContractRoutes {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const needsAccessToken = (requirements: Requirement[]) =>
    requirements.length > 0 && requirements.every((r) => ACCESS_TOKEN_SCHEME in r);
  const globalSecured = needsAccessToken(contract.security ?? []);
  const rules: {
    method: string;
    pattern: RegExp;
    secured: boolean;
    bodyTypes: string[];
    bodyFields: Map<string, FieldShape>;
  }[] = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const secured = op.security ? needsAccessToken(op.security) : globalSecured;
      const pattern = new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      );
      const content = op.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content);
      const bodyFields = new Map<string, FieldShape>();
      for (const [type, media] of Object.entries(content)) {
        const shape = fieldShapeOf(contract as Record<string, unknown>, media?.schema);
        if (closesAny(shape)) bodyFields.set(type, shape);
      }
      rules.push({ method: method.toUpperCase(), pattern, secured, bodyTypes, bodyFields });
    }
  }
  const search = (method: string, path: string) =>
    rules.find(
      (r) => (r.method === method || (method === 'HEAD' && r.method === 'GET')) && r.pattern.test(path),
    );
  // every request asks three times (is it an operation, is it public, what body may it have):
  // remember the answers, bounded so paths carrying ids cannot grow it without limit, and the
  // last one apart, which the next two questions of the same request find without a lookup
  const known = new Map<string, (typeof rules)[number] | null>();
  let last: { method: string; path: string; rule: (typeof rules)[number] | null } | undefined;
  const find = (method: string, path: string) => {
    if (last?.method === method && last.path === path) return last.rule;
    const key = `${method} ${path}`;
    let rule = known.get(key);
    if (rule === undefined) {
      rule = search(method, path) ?? null;
      if (known.size >= 10_000) known.clear();
      known.set(key, rule);
    }
    last = { method, path, rule };
    return rule;
  };
  return {
    isOperation: (method, path) => find(method, path) !== null,
    isPublic: (method, path) => find(method, path)?.secured === false,
    bodyTypes: (method, path) => find(method, path)?.bodyTypes ?? [],
    bodyFields: (method, path, mediaType) => find(method, path)?.bodyFields.get(mediaType),
  };
}
