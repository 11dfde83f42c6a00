/**
 * Which fields a request body may carry, read from the contract: an object schema with
 * `additionalProperties: false` names every field it takes, and a body with any other field is
 * refused (a `"role": "admin"` slipped into a sign-up must not be silently dropped on one operation
 * and refused on the next). Objects the contract leaves open (a provider's event, free-form maps)
 * are not looked into.
 */
export interface FieldShape {
  /** An object that takes only the fields it names. */
  closed?: boolean;
  /** The fields an object names (an open one's are still looked into). */
  fields?: ReadonlyMap<string, FieldShape>;
  /** The shape of an array's items. */
  items?: FieldShape;
  /** Alternatives (oneOf / anyOf): a value fits when it fits any one of them. */
  anyOf?: readonly FieldShape[];
}

type Schema = Record<string, unknown>;
type Path = (string | number)[];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract schema behind a `$ref` (local references only, as the contract uses). */
function dereference(root: Schema, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 32; hops++) {
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (isSchema(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        root,
      );
    if (!isSchema(target)) return {};
    current = target;
  }
  return current;
}

/**
 * The field shape of a contract schema. allOf parts are merged (their fields together, closed when
 * any part is closed); oneOf/anyOf become alternatives. Recursive references end in an open shape.
 */
export function fieldShapeOf(
  root: Schema,
  schema: unknown,
  seen: ReadonlySet<Schema> = new Set(),
): FieldShape {
  if (!isSchema(schema)) return {};
  const s = dereference(root, schema);
  if (seen.has(s)) return {};
  const inner = new Set(seen).add(s);
  const alternatives = [
    ...(Array.isArray(s.oneOf) ? s.oneOf : []),
    ...(Array.isArray(s.anyOf) ? s.anyOf : []),
  ];
  if (alternatives.length > 0) return { anyOf: alternatives.map((a) => fieldShapeOf(root, a, inner)) };
  if (s.items !== undefined) return { items: fieldShapeOf(root, s.items, inner) };

  const parts = [
    s,
    ...(Array.isArray(s.allOf) ? s.allOf.filter(isSchema).map((p) => dereference(root, p)) : []),
  ];
  let closed = false;
  const fields = new Map<string, FieldShape>();
  for (const part of parts) {
    if (part.additionalProperties === false) closed = true;
    if (isSchema(part.properties)) {
      for (const [name, property] of Object.entries(part.properties))
        fields.set(name, fieldShapeOf(root, property, inner));
    }
  }
  return { closed, fields };
}

/**
 * The path of the first field in `value` that its shape does not take, or null when every field is
 * known. Walks iteratively, so a deeply nested body cannot overflow the stack.
 */
export function unknownField(shape: FieldShape, value: unknown): Path | null {
  const pending: [FieldShape, unknown, Path][] = [[shape, value, []]];
  while (pending.length > 0) {
    const [s, v, path] = pending.pop() as [FieldShape, unknown, Path];
    if (s.anyOf) {
      // the first alternative the value fits; none fitting is the validator's to explain
      const fits = s.anyOf.some((a) => unknownField(a, v) === null);
      if (!fits && s.anyOf.length > 0) {
        const first = unknownField(s.anyOf[0] as FieldShape, v);
        if (first) return [...path, ...first];
      }
    } else if (Array.isArray(v)) {
      const items = s.items;
      if (items) v.forEach((item, i) => void pending.push([items, item, [...path, i]]));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const field = s.fields?.get(key);
        if (field) pending.push([field, item, [...path, key]]);
        else if (s.closed) return [...path, key];
      }
    }
  }
  return null;
}
