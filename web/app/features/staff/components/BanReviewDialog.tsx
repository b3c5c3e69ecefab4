import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActions } from '../../../ui/ConfirmDialog';
import { StackedModal } from '../../../ui/StackedModal';

/**
 * A ban in two steps (site and game bans): the form, then a summary that says what will happen,
 * confirmed before anything changes. The caller keeps the draft and says which step is shown.
 */
export function BanReviewDialog(props: {
  opened: boolean;
  title: string;
  /** The summary while confirming; null shows the form. */
  summary: { text: string; testId: string } | null;
  valid: boolean;
  busy: boolean;
  confirm: string;
  onReview: () => void;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  return (
    <StackedModal opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.summary ? (
        <Stack gap="md">
          <Text size="sm" data-testid={props.summary.testId}>
            {props.summary.text}
          </Text>
          <ConfirmActions
            back={t('gameBans.back')}
            confirm={props.confirm}
            busy={props.busy}
            onBack={props.onBack}
            onConfirm={props.onConfirm}
          />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (props.valid) props.onReview();
          }}
        >
          <Stack gap="sm">
            {props.children}
            <Group justify="flex-end">
              <Button type="submit" disabled={!props.valid}>
                {t('gameBans.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </StackedModal>
  );
}
