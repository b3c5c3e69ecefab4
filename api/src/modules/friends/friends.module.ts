import { defineModule } from '../../platform/modules/contract.js';
import { FriendsRepository } from './friends.repository.js';
import { friendsRoutes } from './friends.routes.js';
import { friendSchemas } from './friends.schemas.js';
import { FriendsService } from './friends.service.js';

/** Friend requests and the friends list, with each friend's avatar. */
export const friendsModule = defineModule({
  name: 'friends',
  schemas: friendSchemas,
  services: ({ db, clock, ports }) => {
    const { looks, users } = ports;
    return {
      friends: new FriendsService(new FriendsRepository(db), users, (value) => looks.avatarUrl(value), clock),
    };
  },
  routes: {
    website: async (app, { friends }) => {
      await app.register(friendsRoutes, { friends });
    },
  },
});
