import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, PinInput, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AccountHistoryDocument,
  ConfirmNewMailDocument,
  MailSettingsDocument,
  SendMailChangeCodeDocument,
  SendNewMailCodeDocument,
  VerifyMailChangeCodeDocument,
  type MailSettingsFieldsFragment,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { CLOCK_TICK_MS } from '../../../platform/behaviour/behaviourConstants';
import { notify } from '../../../platform/notifications/notify';
import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import { ConfirmationLetter } from '../../welcome';
import { HistoryList } from './HistoryList';

/**
 * Seconds left before another code may be sent, ticking down on the page. Counted from the moment the
 * api's answer arrived and re-read every CLOCK_TICK_MS (docs/product.md#site, the clock tick), so a
 * throttled background tab still shows the true figure when it wakes.
 */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const [from, setFrom] = useState(seconds);
  // A new answer from the api restarts the countdown (adjusting state while rendering, not in an effect).
  if (from !== seconds) {
    setFrom(seconds);
    setLeft(seconds);
  }
  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, CLOCK_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [seconds]);
  return left;
}

/** docs/product.md#accounts's email change: 1 code to the current address, 2 enter it, 3 the new address, 4 its code. */
export function EmailPanel() {
  const { t } = useTranslation('cabinet');
  const { data } = useQuery(MailSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [settings, setSettings] = useState<MailSettingsFieldsFragment | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const options = { context: { suppressErrorToast: true }, refetchQueries: [AccountHistoryDocument] };
  const [sendCurrent, sendCurrentState] = useMutation(SendMailChangeCodeDocument, options);
  const [verifyCurrent, verifyState] = useMutation(VerifyMailChangeCodeDocument, options);
  const [sendNew, sendNewState] = useMutation(SendNewMailCodeDocument, options);
  const [confirmNew, confirmState] = useMutation(ConfirmNewMailDocument, options);
  const current = settings ?? data?.mailSettings ?? null;
  const resendIn = useCountdown(current?.resendIn ?? 0);

  function run<T>(
    promise: Promise<{ data?: T | null }>,
    pick: (value: T) => MailSettingsFieldsFragment | null | undefined,
    success?: string,
  ) {
    setFailure(null);
    promise
      .then(({ data: answer }) => {
        const next = answer ? pick(answer) : null;
        if (next) setSettings(next);
        setCode('');
        if (success) notify({ type: 'success', text: success });
      })
      .catch((error: unknown) => {
        setFailure(apiFailure(error));
      });
  }

  if (!current) return <Text c="dimmed">{t('loading')}</Text>;
  const step = current.step;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" maw={560}>
        <Stack gap="md">
          <Text>{current.email ? t('email.current', { email: current.email }) : t('email.none')}</Text>
          {/* The sign-up letter's link, sent again while the address is unconfirmed (issue 30). */}
          {step === 1 && !current.verified ? (
            <ConfirmationLetter email={current.email ?? null} verified={false} />
          ) : null}
          <Stepper active={step - 1} size="xs" allowNextStepsSelect={false}>
            <Stepper.Step label={t('email.steps.send')} />
            <Stepper.Step label={t('email.steps.verify')} />
            <Stepper.Step label={t('email.steps.new')} />
            <Stepper.Step label={t('email.steps.confirm')} />
          </Stepper>
          <FormFailureAlert failure={failure} />
          {step === 1 ? (
            <Button
              loading={sendCurrentState.loading}
              onClick={() => {
                run(sendCurrent(), (answer) => answer.sendMailChangeCode);
              }}
            >
              {t('email.sendCode')}
            </Button>
          ) : null}
          {step === 2 || step === 4 ? (
            <Stack gap="sm">
              <Text size="sm">
                {step === 2
                  ? t('email.enterCurrentCode')
                  : t('email.enterNewCode', { email: current.pendingEmail ?? '' })}
              </Text>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label={t('email.codeLabel')}
              />
              <Group>
                <Button
                  disabled={code.length !== 6}
                  loading={verifyState.loading || confirmState.loading}
                  onClick={() => {
                    if (step === 2)
                      run(
                        verifyCurrent({ variables: { input: { code } } }),
                        (answer) => answer.verifyMailChangeCode,
                        t('email.verified'),
                      );
                    else
                      run(
                        confirmNew({ variables: { input: { code } } }),
                        (answer) => answer.confirmNewMail,
                        t('email.changed'),
                      );
                  }}
                >
                  {t('email.confirm')}
                </Button>
                <Button
                  variant="subtle"
                  disabled={resendIn > 0}
                  onClick={() => {
                    if (step === 2) run(sendCurrent(), (answer) => answer.sendMailChangeCode);
                    else
                      run(
                        sendNew({ variables: { input: { email: current.pendingEmail ?? '' } } }),
                        (answer) => answer.sendNewMailCode,
                      );
                  }}
                >
                  {resendIn > 0 ? t('email.resendIn', { seconds: resendIn }) : t('email.resend')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {step === 3 ? (
            <Group align="flex-end">
              <TextInput
                type="email"
                label={t('email.newLabel')}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                }}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button
                loading={sendNewState.loading}
                disabled={!email.includes('@')}
                onClick={() => {
                  run(sendNew({ variables: { input: { email } } }), (answer) => answer.sendNewMailCode);
                }}
              >
                {t('email.sendCode')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
      <HistoryList target="mail" />
    </Stack>
  );
}
