import { RecoveryScreen } from '../../features/recovery/components/RecoveryScreen';
import { recoveryAction, recoveryLoader } from '../../features/recovery/recoveryActions.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-reset-request';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-reset-request');

export function loader(args: Route.LoaderArgs) {
  return recoveryLoader(args);
}

export function action(args: Route.ActionArgs) {
  return recoveryAction(args, 'launcher/login');
}

export default function LauncherResetRequestScreen({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLanguage();
  return (
    <RecoveryScreen
      mode="reset"
      loaderData={loaderData}
      actionData={actionData}
      selfHref={`/${lang}/launcher/reset/request`}
      loginHref={`/${lang}/launcher/login`}
    />
  );
}
