import path from 'node:path';

import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { meshSourceDocuments } from '../sharedRootFields.js';
import { startFakeApi } from '../testing/fakeApi.js';
import { gatewayForTests } from '../testing/gatewayForTests.js';
import { nullableItemNames } from './nullableListItems.js';

// The schema as the built gateway serves it (`npm run mesh`, then introspection over HTTP), checked
// against the api's OpenAPI documents the build read.
const onlineHistory = { server: 'hitech', period: '1m', bucketSeconds: 3600, points: [] as unknown[] };
const fakeApi = await startFakeApi({
  '/api/server/online': { status: 200, body: onlineHistory },
  '/api/user/history': {
    status: 200,
    body: {
      entries: [
        {
          id: 1,
          target: '2fa',
          action: 'connected',
          detail: {},
          ip: null,
          createdAt: '2026-11-01T00:00:00Z',
        },
      ],
      page: 1,
      hasMore: false,
    },
  },
});
const gateway = gatewayForTests(fakeApi);

/** Whether `[T]` appears anywhere in the type (a list whose items may be null). */
function hasNullableItems(type: unknown): boolean {
  if (isNonNullType(type)) return hasNullableItems(type.ofType);
  if (isListType(type)) return !isNonNullType(type.ofType) || hasNullableItems(type.ofType);
  return false;
}

/** Every field, argument and input field of the schema's own types, with the name the api gave it. */
function* typedPlaces(schema: GraphQLSchema): Generator<{ place: string; name: string; type: unknown }> {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        yield { place: `${type.name}.${field.name}`, name: field.name, type: field.type };
        for (const arg of field.args)
          yield { place: `${type.name}.${field.name}(${arg.name})`, name: arg.name, type: arg.type };
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields()))
        yield { place: `${type.name}.${field.name}`, name: field.name, type: field.type };
  }
}

const MESH_MADE_NAME = /_Input$|^queryInput_|^mutationInput_|^query_|^mutation_/;

describe('the Mesh boundary', () => {
  it('serves no name Mesh invented', async () => {
    const result = await gateway().query(getIntrospectionQuery());
    const schema = buildClientSchema(result.data as unknown as IntrospectionQuery);
    const names = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));
    expect(names.filter((name) => MESH_MADE_NAME.test(name))).toEqual([]);
    const enumValues = Object.values(schema.getTypeMap()).flatMap((type) =>
      'getValues' in type && !type.name.startsWith('__') ? type.getValues().map((value) => value.name) : [],
    );
    expect(enumValues.filter((value) => value.startsWith('_'))).toEqual([]);
  });

  it('gives list items null only where the OpenAPI schema allows null', async () => {
    const gatewayDir = path.join(import.meta.dirname, '..', '..');
    const nullableInApi = nullableItemNames(meshSourceDocuments(gatewayDir));
    const result = await gateway().query(getIntrospectionQuery());
    const schema = buildClientSchema(result.data as unknown as IntrospectionQuery);
    const places = [...typedPlaces(schema)];
    const nullableLists = places
      .filter(({ name, type }) => hasNullableItems(type) && !nullableInApi.has(name))
      .map(({ place }) => place);
    expect(nullableLists).toEqual([]);
    // The walk above saw lists at all: the api answers and takes many.
    const lists = places.filter(({ type }) => isListType(isNonNullType(type) ? type.ofType : type));
    expect(lists.length).toBeGreaterThan(100);
  });

  it('sends the api its own enum values and answers with the readable ones', async () => {
    fakeApi.requests.length = 0;
    const online = await gateway().query(
      '{ serverOnline(server: "hitech", period: oneMonth) { period points { at } } }',
    );
    expect(online.errors).toBeUndefined();
    expect(online.data).toEqual({ serverOnline: { period: 'oneMonth', points: [] } });
    expect(fakeApi.requests.map((request) => request.url)).toEqual([
      '/api/server/online?server=hitech&period=1m',
    ]);

    const history = await gateway().query('{ accountHistory(target: twoFactor) { entries { target } } }');
    expect(history.errors).toBeUndefined();
    expect(history.data).toEqual({ accountHistory: { entries: [{ target: 'twoFactor' }] } });
    expect(fakeApi.requests.at(-1)?.url).toBe('/api/user/history?target=2fa');
  });

  it('translates a renamed input type in a variable back before the api sees the body', async () => {
    fakeApi.requests.length = 0;
    const response = await fetch(gateway().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: LoginBodyInput) { login(input: $input) { preferredServer } }',
        variables: { input: { login: 'steve', password: 'secret-password' } },
      }),
    });
    const result = (await response.json()) as { errors?: { extensions?: { status?: number } }[] };
    // The stand-in api has no login route: its 404 comes back as the api's error, after the request.
    expect(result.errors?.[0]?.extensions?.status).toBe(404);
    expect(fakeApi.requests.map((request) => [request.url, JSON.parse(request.body) as unknown])).toEqual([
      ['/api/user/auth/login', { login: 'steve', password: 'secret-password' }],
    ]);
  });

  it('passes a file inside an inline input on to the api (multipart, as the site uploads a skin)', async () => {
    fakeApi.requests.length = 0;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: File!) { uploadSkin(input: { file: $file }) { nickname } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob(['skin-bytes'], { type: 'image/png' }), 'skin.png');
    await fetch(gateway().url, { method: 'POST', body: form, headers: { 'graphql-require-preflight': '1' } });
    expect(fakeApi.requests.map((request) => request.url)).toEqual(['/api/user/skin/upload']);
    expect(fakeApi.requests[0]?.body).toContain('skin-bytes');
  });

  it('answers an error, not a silent null, when the api sends a null list item anyway', async () => {
    onlineHistory.points = [null];
    try {
      const online = await gateway().query('{ serverOnline(server: "hitech") { points { at } } }');
      expect(online.data).toEqual({ serverOnline: null });
      expect(online.errors?.map((error) => error.path)).toEqual([['serverOnline', 'points', 0]]);
    } finally {
      onlineHistory.points = [];
    }
  });
});
