import { buildSchema, printType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';

import { nonNullListItems } from './nonNullListItems.js';
import { nullableItemNames } from './nullableListItems.js';

const schema = buildSchema(`
  type Query { page(ids: [Int]): Page, tags: [String]! }
  type Page { items: [Item], grid: [[Int]]!, gaps: [Int] }
  type Item { id: Int }
  input Filter { names: [String] }
  type Mutation { filter(input: Filter): [Item] }
`);

function printed(type: GraphQLNamedType | undefined): string {
  return type === undefined ? '' : printType(type);
}

describe('non-null list items', () => {
  it('makes every list item non-null except under the names the api lets hold null', () => {
    const result = nonNullListItems(schema, new Set(['gaps']));
    expect(printed(result.getType('Page'))).toBe(
      'type Page {\n  items: [Item!]\n  grid: [[Int!]!]!\n  gaps: [Int]\n}',
    );
    expect(printed(result.getQueryType() ?? undefined)).toContain('page(ids: [Int!]): Page');
    expect(printed(result.getQueryType() ?? undefined)).toContain('tags: [String!]!');
    expect(printed(result.getType('Filter'))).toContain('names: [String!]');
    expect(printed(result.getMutationType() ?? undefined)).toContain('filter(input: Filter): [Item!]');
  });
});

describe('arrays whose items the OpenAPI documents let be null', () => {
  it('finds them in properties, parameters and answers, through $ref, nullable and type lists', () => {
    const document = {
      components: {
        schemas: {
          MaybeName: { type: ['string', 'null'] },
          Page: {
            properties: {
              names: { type: 'array', items: { $ref: '#/components/schemas/MaybeName' } },
              ids: { type: 'array', items: { type: 'integer' } },
              notes: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
            },
          },
        },
      },
      paths: {
        '/a': {
          get: {
            operationId: 'listA',
            parameters: [
              { name: 'tags', schema: { type: 'array', items: { type: 'string', nullable: true } } },
            ],
            responses: {
              200: {
                content: { 'application/json': { schema: { type: 'array', items: { nullable: true } } } },
              },
            },
          },
        },
      },
    };
    expect([...nullableItemNames([document])].sort()).toEqual(['listA', 'names', 'notes', 'tags']);
  });
});
