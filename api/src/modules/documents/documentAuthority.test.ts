import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { documents } from '../../db/schema/documents.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';

// Issue 27, case 5: an editor holding web.documents.create and web.documents.edit deleted any document
// and replaced the rule book; the api never checked web.documents.delete or web.rules.edit.

let t: TestApp;
let editor: SessionHeaders;
let admin: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn(t.app, 'editor');
  admin = await signIn(t.app, 'admin');
}, 300_000);
afterAll(async () => t.close());

describe('issue 27, case 5: permissions the staff screens show are enforced', () => {
  it("an editor without web.documents.delete deletes nobody else's document", async () => {
    const [someoneElses] = await t.database.db
      .select()
      .from(documents)
      .where(ne(documents.target, 'pages'))
      .limit(1);
    const id = someoneElses?.id ?? 0;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/document/delete',
      headers: editor,
      payload: { id },
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/document/delete',
      headers: admin,
      payload: { id },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('an editor without web.rules.edit neither reads the rule book source nor saves it', async () => {
    for (const [method, url] of [
      ['GET', '/api/rules/source'],
      ['POST', '/api/rules/update'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: editor,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(answer.statusCode, url).toBe(403);
    }
    const admitted = await t.app.inject({
      method: 'POST',
      url: '/api/rules/update',
      headers: admin,
      payload: {},
    });
    expect(admitted.statusCode).toBe(400);
  });
});
