import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readableEnumValue, readableTypeNames, typeRenames } from './boundaryNames.js';

describe('readable names at the Mesh boundary', () => {
  it.each([
    ['LoginBody_Input', 'LoginBodyInput'],
    ['SocialSettingsInput_Input', 'SocialSettingsInput'],
    ['queryInput_playerLook_nick', 'PlayerLookNick'],
    ['mutationInput_startOauth_provider', 'StartOauthProvider'],
    ['mutationInput_startOauth_input_purpose', 'StartOauthPurpose'],
    ['mutationInput_staffSaveSocialSettings_input_links_Input', 'StaffSaveSocialSettingsLinksInput'],
    ['mutationInput_createDocument_input_tags_items', 'CreateDocumentTags'],
    ['mutationInput_createGameServer_input_statusAddress_anyOf_0', 'CreateGameServerStatusAddress'],
    ['query_staffSiteSettings_social', 'StaffSiteSettingsSocial'],
    ['uploadSkin_request_Input', 'UploadSkinInput'],
    ['GameServer', 'GameServer'],
  ])('%s reads %s', (meshName, readable) => {
    expect(readableTypeNames(meshName)[0]).toBe(readable);
  });

  it('gives an input the suffix when an answer type already has its short name', () => {
    const renames = typeRenames(['RuleSectionInput', 'RuleSectionInput_Input', 'SocialSettingsInput_Input']);
    expect(Object.fromEntries(renames)).toEqual({
      RuleSectionInput_Input: 'RuleSectionInputInput',
      SocialSettingsInput_Input: 'SocialSettingsInput',
    });
  });

  it('refuses two Mesh names that would read the same', () => {
    expect(() => typeRenames(['LoginBody_Input', 'LoginBodyInput'])).toThrow(/LoginBody_Input/);
    expect(() => typeRenames(['query_main_defaults', 'queryInput_main_defaults'])).toThrow(/MainDefaults/);
  });

  it('spells out the numbers GraphQL cannot start a value with', () => {
    expect(
      ['_1d', '_7d', '_1m', '_3m', '_1y', '_5y', '_2fa', 'max', 'payment_refund'].map(readableEnumValue),
    ).toEqual([
      'oneDay',
      'sevenDays',
      'oneMonth',
      'threeMonths',
      'oneYear',
      'fiveYears',
      'twoFactor',
      'max',
      'payment_refund',
    ]);
  });

  it('turns every Mesh-shaped name into a GraphQL name without underscores', () => {
    const segment = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/);
    const meshName = fc
      .tuple(
        fc.constantFrom('query', 'queryInput', 'mutation', 'mutationInput'),
        segment,
        fc.array(fc.oneof(segment, fc.constant('items'), fc.constant('input')), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
      )
      .map(
        ([marker, operation, path, input]) =>
          [marker, operation, ...path].join('_') + (input ? '_Input' : ''),
      );
    fc.assert(
      fc.property(meshName, (name) => {
        for (const readable of readableTypeNames(name)) expect(readable).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      }),
    );
  });
});
