import { describe, expect, it } from 'vitest';

import { matchScreen, ROUTE_METAS, routeMetaByName } from './routeMeta';

describe('route table', () => {
  it('names every screen once', () => {
    const names = ROUTE_METAS.map((meta) => meta.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['/', 'index'],
    ['/en', 'index'],
    ['/ru/cabinet/cover/glow', 'cabinet-cover-glow'],
    ['/ru/servers/create', 'servers-create'],
    ['/ru/servers/hitech', 'servers-document_id'],
    ['/en/top/coins/hitech', 'top-type'],
    ['/ru/Steve/friends/requests', 'profile-nickname-friends-requests'],
    ['/oauth/vkid', 'oauth-provider'],
    ['/en/oauth/google/register', 'oauth-provider-register'],
    ['/ru/launcher/reset/request', 'launcher-reset-request'],
    ['/ru/development/adaptive/buttons', 'development-adaptive-buttons'],
  ])('matches %s to %s', (path, name) => {
    expect(matchScreen(path)?.meta.name).toBe(name);
  });

  it('does not treat an unknown first segment as a language', () => {
    expect(matchScreen('/de/rules')).toBeUndefined();
    expect(matchScreen('/settings')).toBeUndefined();
  });

  it('inherits access rules from parent screens', () => {
    expect(routeMetaByName('cabinet-cover-art')).toMatchObject({ type: 'protected', layout: 'default' });
    expect(routeMetaByName('launcher-settings-folder')).toMatchObject({
      type: 'protected',
      layout: 'launcher',
    });
    expect(routeMetaByName('mods-document_id-edit')?.permission).toBe('web.documents.edit');
  });
});

// Issue 32: matchRoutes ranks the whole table per call and a request asks three times; answers are kept.
describe('matchScreen remembers its answers', () => {
  it('answers a path it has seen from memory, unchangeable, and the same as the first time', () => {
    const first = matchScreen('/ru/news/some-news');
    const again = matchScreen('/ru/news/some-news');
    expect(again).toBe(first);
    expect(Object.isFrozen(first?.params)).toBe(true);
    expect(matchScreen('/xx/news/some-news')).toBeUndefined();
    expect(matchScreen('/xx/news/some-news')).toBeUndefined();
  });
});
