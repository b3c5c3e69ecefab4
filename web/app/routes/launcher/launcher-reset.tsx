import { RecoveryScreen } from '../../features/recovery';
import { href } from 'react-router';
import { recoveryAction, recoveryLoader } from '../../features/recovery/index.server';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-reset';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-reset');

export function loader(args: Route.LoaderArgs) {
  return recoveryLoader(args);
}

export function action(args: Route.ActionArgs) {
  return recoveryAction(args, 'launcher/login', 'launcher/reset/request');
}

export default function LauncherResetScreen({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLanguage();
  return (
    <RecoveryScreen
      mode="reset"
      loaderData={loaderData}
      actionData={actionData}
      selfHref={href('/:lang/launcher/reset', { lang })}
      loginHref={href('/:lang/launcher/login', { lang })}
    />
  );
}
