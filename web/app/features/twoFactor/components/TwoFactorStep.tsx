import { Alert, Anchor, Button, Group, Loader, PinInput, Stack, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

import type { PendingTwoFactor } from '../../../platform/auth/authState';
import { avatarOrSkinUrl } from '../../../platform/auth/avatarOrSkinUrl';
import { PlayerHead } from '../../../ui/PlayerHead';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import type { TwoFactorActionResult } from '../twoFactorActions.server';

const POLL_MS = 2000;

export interface TwoFactorStepProps {
  pending: PendingTwoFactor;
  logoutHref: string;
}

/** The 2FA step: waits for Confirm in the bot (asking every 2 s) or takes the code from its message. */
export function TwoFactorStep({ pending, logoutHref }: TwoFactorStepProps) {
  const { t } = useTranslation('twoFactor');
  const poll = useFetcher<TwoFactorActionResult>();
  const submit = useFetcher<TwoFactorActionResult>();
  const [code, setCode] = useState('');
  const results = [poll.data, submit.data];
  const done = results.find((result) => result?.kind === 'done');
  const final = results.some((result) => result?.kind === 'failed' && result.final);
  const submitFailure = submit.data?.kind === 'failed' ? submit.data.failure : null;
  const pollFailure = poll.data?.kind === 'failed' ? poll.data.failure : null;

  useEffect(() => {
    // A full page load: the new session's cookies are read by the server from the first request on.
    if (done?.kind === 'done') window.location.assign(done.to);
  }, [done]);

  useEffect(() => {
    if (done || final) return;
    const timer = setInterval(() => {
      if (poll.state === 'idle') void poll.submit({ intent: 'poll' }, { method: 'post' });
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [poll, done, final]);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <PlayerHead
          login={pending.login}
          imageUrl={avatarOrSkinUrl(pending.avatarOrSkin)}
          pixelated={pending.avatarOrSkin?.type === 'SKIN'}
          size="lg"
        />
        <Stack gap={0}>
          <Text fw={700}>{pending.login}</Text>
          <Text size="sm" c="dimmed">
            {t('step.signingIn')}
          </Text>
        </Stack>
      </Group>
      {final ? (
        <Alert color="red" variant="light" role="alert">
          {pollFailure?.kind === 'message' ? pollFailure.message : t('step.refused')}
        </Alert>
      ) : (
        <Group gap="sm" wrap="nowrap" data-testid="waiting-for-bot">
          {done ? <Loader size="sm" /> : <IconBrandTelegram size={22} aria-hidden />}
          <Text size="sm">{done ? t('step.confirmed') : t('step.waiting')}</Text>
          {!done ? <Loader size="xs" type="dots" /> : null}
        </Group>
      )}
      {!final ? (
        <submit.Form method="post">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('step.orCode')}
            </Text>
            <FormFailureAlert failure={submitFailure} />
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-label={t('step.codeLabel')}
            />
            <input type="hidden" name="code" value={code} />
            <Button type="submit" disabled={code.length !== 6} loading={submit.state !== 'idle'}>
              {t('step.submit')}
            </Button>
          </Stack>
        </submit.Form>
      ) : null}
      <Anchor href={logoutHref} size="sm">
        {final ? t('step.again') : t('step.cancel')}
      </Anchor>
    </Stack>
  );
}
