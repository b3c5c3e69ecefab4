import { RecoveryScreen } from '../../features/recovery';
import { href } from 'react-router';
import { recoveryAction, recoveryLoader } from '../../features/recovery/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/restore';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'restore');

export function loader(args: Route.LoaderArgs) {
  return recoveryLoader(args);
}

export function action(args: Route.ActionArgs) {
  return recoveryAction(args, 'login');
}

export default function RestoreScreen({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLanguage();
  return (
    <RecoveryScreen
      mode="restore"
      loaderData={loaderData}
      actionData={actionData}
      selfHref={href('/:lang/restore', { lang })}
      loginHref={href('/:lang/login', { lang })}
    />
  );
}
