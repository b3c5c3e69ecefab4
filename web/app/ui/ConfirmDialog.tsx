import { Button, Group, Stack, Text } from '@mantine/core';

import { StackedModal } from './StackedModal';

export interface ConfirmActionsProps {
  back: string;
  confirm: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The two answers to "are you sure": step back, or do the (red, irreversible) thing. */
export function ConfirmActions({ back, confirm, busy, onBack, onConfirm }: ConfirmActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onBack}>
        {back}
      </Button>
      <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-action">
        {confirm}
      </Button>
    </Group>
  );
}

/** A question before an irreversible action: says what will happen, then does it on confirmation. */
export function ConfirmDialog(
  props: Omit<ConfirmActionsProps, 'onBack'> & {
    opened: boolean;
    title: string;
    text: string;
    onClose: () => void;
  },
) {
  return (
    <StackedModal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        <ConfirmActions {...props} onBack={props.onClose} />
      </Stack>
    </StackedModal>
  );
}
