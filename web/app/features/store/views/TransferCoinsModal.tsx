import { useSearchParams } from 'react-router';

import { useSession } from '../../../platform/session/useSession';
import { afterHydration } from '../../../ui/afterHydration';

export const TRANSFER_COINS_MODAL = 'transfer-coins';

// Every page's shell holds this modal, so its form (NumberInput and its formatter) loads on opening.
const TransferCoinsForm = afterHydration(() =>
  import('./TransferCoinsForm').then((module) => module.TransferCoinsForm),
);

/** Site coins to a game server; opened anywhere by `?open-modal=transfer-coins` (the URL is state). */
export function TransferCoinsModal() {
  const [params, setParams] = useSearchParams();
  const opened = params.get('open-modal') === TRANSFER_COINS_MODAL;
  const session = useSession();
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('open-modal');
    setParams(next, { preventScrollReset: true });
  };
  if (!opened || !session.account) return null;
  return <TransferCoinsForm coins={session.account.coins} onClose={close} />;
}
