import { useAuthRefresh } from '../../accounts';
import { useChunkReload } from '../hooks/useChunkReload';
import { useDeploymentWatcher } from '../hooks/useDeploymentWatcher';
import { useFatalErrorPage } from '../hooks/useFatalErrorPage';
import { useHashScroll } from '../hooks/useHashScroll';
import { useQueryNotification } from '../hooks/useQueryNotification';
import { LoadingBar } from '../components/LoadingBar';
import { Toasts } from '../components/Toasts';

/** The app-wide behaviour of docs/product.md#site: toasts, loading bar, anchors, new deployments, fatal errors. */
export function SiteBehaviour() {
  useHashScroll();
  useDeploymentWatcher();
  useChunkReload();
  useFatalErrorPage();
  useQueryNotification();
  useAuthRefresh();
  return (
    <>
      <LoadingBar />
      <Toasts />
    </>
  );
}
