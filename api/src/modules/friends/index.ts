// The friends module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { friendsModule } from './friends.module.js';
