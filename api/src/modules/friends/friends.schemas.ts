import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const FriendRelation = stringEnum(
  ['self', 'none', 'outgoing', 'incoming', 'friends'],
  'FriendRelation',
);

export const FriendEntry = Type.Object(
  {
    nickname: Type.String(),
    avatarUrl: Type.Union([Type.String(), Type.Null()], { description: 'The avatar or the skin head' }),
    lastOnline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Null when never seen or hidden by the player (docs/product.md#friends)',
    }),
    since: Type.String({ format: 'date-time' }),
  },
  { $id: 'FriendEntry', title: 'FriendEntry' },
);

export const FriendList = Type.Object(
  {
    nickname: Type.String(),
    relation: ref(FriendRelation),
    friends: Type.Array(ref(FriendEntry)),
  },
  { $id: 'FriendList', title: 'FriendList' },
);

export const FriendRequests = Type.Object(
  { incoming: Type.Array(ref(FriendEntry)), outgoing: Type.Array(ref(FriendEntry)) },
  { $id: 'FriendRequests', title: 'FriendRequests' },
);

export const FriendActionInput = Type.Object(
  { nickname: Type.String({ minLength: 1, maxLength: 32 }) },
  { $id: 'FriendActionInput', title: 'FriendActionInput' },
);

export const FriendActionResult = Type.Object(
  { nickname: Type.String(), relation: ref(FriendRelation) },
  { $id: 'FriendActionResult', title: 'FriendActionResult' },
);

export const friendSchemas = [
  FriendRelation,
  FriendEntry,
  FriendList,
  FriendRequests,
  FriendActionInput,
  FriendActionResult,
];
