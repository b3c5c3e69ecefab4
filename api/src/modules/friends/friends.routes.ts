import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { FriendAction } from './friendship.js';
import { FriendActionInput, FriendActionResult, FriendList, FriendRequests } from './friends.schemas.js';
import type { FriendsService } from './friends.service.js';

export interface FriendsRoutesOptions {
  friends: FriendsService;
}

const ACTIONS: { action: FriendAction; operationId: string; summary: string }[] = [
  {
    action: 'send',
    operationId: 'sendFriendRequest',
    summary: 'Asks a player to be friends (accepts their request if they asked first)',
  },
  { action: 'accept', operationId: 'acceptFriendRequest', summary: "Accepts a player's friend request" },
  { action: 'decline', operationId: 'declineFriendRequest', summary: "Declines a player's friend request" },
  { action: 'cancel', operationId: 'cancelFriendRequest', summary: 'Takes back a friend request one sent' },
  { action: 'remove', operationId: 'removeFriend', summary: 'Ends a friendship' },
];

/** The profile's friends tab and the signed-in player's requests. */
export const friendsRoutes: FastifyPluginAsyncTypebox<FriendsRoutesOptions> = async (app, { friends }) => {
  app.get(
    '/api/user/profile/friends/:nick',
    {
      config: { shared: true },
      schema: {
        operationId: 'playerFriends',
        summary: "A player's friends, and how the viewer stands with the player",
        tags: ['friends'],
        params: Type.Object({ nick: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 200: ref(FriendList), ...errorResponses('NOT_FOUND', 'UNAUTHORIZED') },
      },
    },
    async (request) => friends.list(request.params.nick, visitorOrUser(request)?.userId ?? null),
  );

  app.get(
    '/api/user/friends/requests',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'friendRequests',
        summary: 'Friend requests to and from the signed-in player',
        tags: ['friends'],
        response: { 200: ref(FriendRequests), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => friends.requests(signedInUser(request).userId),
  );

  for (const { action, operationId, summary } of ACTIONS) {
    app.post(
      `/api/user/friends/${action}`,
      {
        config: { auth: 'required' },
        schema: {
          operationId,
          summary,
          tags: ['friends'],
          body: ref(FriendActionInput),
          response: {
            200: ref(FriendActionResult),
            ...errorResponses('UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED'),
          },
        },
      },
      async (request) => friends.act(signedInUser(request).userId, request.body.nickname, action),
    );
  }
  return Promise.resolve();
};
