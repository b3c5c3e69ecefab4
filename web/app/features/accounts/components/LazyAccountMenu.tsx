import { splitFromFirstLoad } from '../../../ui/afterHydration';
import { AccountLink } from './AccountMenuLabel';

/** The signed-in player's header menu (Menu, popover positioning): only signed-in pages download it. */
export const LazyAccountMenu = splitFromFirstLoad(
  () => import('./AccountMenu').then((module) => module.AccountMenu),
  AccountLink,
);
