import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../application.ts';
import { fieldShapeOf, unknownField } from './body-fields.ts';

const root = {
  components: {
    schemas: {
      Limits: {
        type: 'object',
        additionalProperties: false,
        properties: { sessions: { type: 'integer' } },
      },
      Settings: {
        type: 'object',
        additionalProperties: false,
        properties: { trialDays: { type: 'integer' }, limits: { $ref: '#/components/schemas/Limits' } },
      },
      Event: {
        type: 'object',
        additionalProperties: true,
        properties: { data: { type: 'object', properties: { object: { type: 'object' } } } },
      },
      Ids: {
        type: 'object',
        additionalProperties: false,
        properties: { ids: { type: 'array', items: { $ref: '#/components/schemas/Limits' } } },
      },
      Either: {
        oneOf: [
          { type: 'object', additionalProperties: false, properties: { all: { type: 'boolean' } } },
          { type: 'object', additionalProperties: false, properties: { ids: { type: 'array' } } },
        ],
      },
      Both: {
        allOf: [
          { $ref: '#/components/schemas/Limits' },
          { type: 'object', properties: { extra: { type: 'string' } } },
        ],
      },
      Loop: {
        type: 'object',
        additionalProperties: false,
        properties: { child: { $ref: '#/components/schemas/Loop' } },
      },
    },
  },
};
const shape = (name: string) => fieldShapeOf(root, { $ref: `#/components/schemas/${name}` });

describe('the fields a contract schema takes', () => {
  it('finds an unknown field at the top and inside a referenced object', () => {
    expect(unknownField(shape('Settings'), { trialDays: 5 })).toBeNull();
    expect(unknownField(shape('Settings'), { trialDays: 5, role: 'admin' })).toEqual(['role']);
    expect(unknownField(shape('Settings'), { limits: { sessions: 1, unlimited: true } })).toEqual([
      'limits',
      'unlimited',
    ]);
  });

  it('looks into array items and names the index', () => {
    expect(unknownField(shape('Ids'), { ids: [{ sessions: 1 }, { sessions: 2, x: 1 }] })).toEqual([
      'ids',
      1,
      'x',
    ]);
  });

  it('leaves an open object alone', () => {
    expect(
      unknownField(shape('Event'), { id: 'evt', data: { object: {}, previous_attributes: {} } }),
    ).toBeNull();
  });

  it('takes a value that fits any one alternative, and names the field when none fits', () => {
    expect(unknownField(shape('Either'), { all: true })).toBeNull();
    expect(unknownField(shape('Either'), { ids: [] })).toBeNull();
    expect(unknownField(shape('Either'), { all: true, sneaky: 1 })).toEqual(['sneaky']);
  });

  it('merges allOf parts: closed when one part is, with the fields of all', () => {
    expect(unknownField(shape('Both'), { sessions: 1, extra: 'x' })).toBeNull();
    expect(unknownField(shape('Both'), { sessions: 1, other: 'x' })).toEqual(['other']);
  });

  it('ends a recursive reference instead of looping, and walks deep values without recursion', () => {
    const loop = shape('Loop');
    expect(unknownField(loop, { child: { child: {} } })).toBeNull();
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unknownField(shape('Ids'), { ids: deep })).toBeNull();
  });

  it('ignores values that are not objects where the schema has fields', () => {
    expect(unknownField(shape('Settings'), 'text')).toBeNull();
    expect(unknownField(shape('Settings'), null)).toBeNull();
  });
});

describe('the contract', () => {
  const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, unknown> & {
    paths: Record<
      string,
      Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: unknown }> } }>
    >;
  };
  const resolve = (s: unknown): Record<string, unknown> => {
    let node = s as Record<string, unknown>;
    while (typeof node?.$ref === 'string') {
      node = (node.$ref as string)
        .replace('#/', '')
        .split('/')
        .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, contract);
    }
    return node;
  };
  /** Every object in a request body that lists fields but does not say whether others are taken. */
  const undecided = (schema: unknown, where: string, seen = new Set<unknown>()): string[] => {
    const s = resolve(schema);
    if (!s || seen.has(s)) return [];
    seen.add(s);
    const out: string[] = [];
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const part of (s[key] as unknown[] | undefined) ?? []) out.push(...undecided(part, where, seen));
    }
    const properties = s.properties as Record<string, unknown> | undefined;
    if (properties && s.additionalProperties === undefined && !s.allOf) out.push(where);
    for (const [name, p] of Object.entries(properties ?? {}))
      out.push(...undecided(p, `${where}.${name}`, seen));
    if (s.items) out.push(...undecided(s.items, `${where}[]`, seen));
    return out;
  };

  it('says of every request body object whether it takes fields it does not list', () => {
    const missing = Object.values(contract.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) =>
        Object.entries(op.requestBody?.content ?? {}).flatMap(([type, media]) =>
          undecided(media.schema, `${op.operationId} (${type})`),
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('closes every request body but the payment provider’s events', () => {
    const open = Object.values(contract.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) =>
        Object.entries(op.requestBody?.content ?? {})
          .filter(([, media]) => !fieldShapeOf(contract, media.schema).closed)
          .map(() => op.operationId),
      ),
    );
    expect(open).toEqual(['handleStripeWebhook']);
  });
});
