import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

import classes from './CopyField.module.css';

export interface CopyFieldProps {
  value: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
}

/** A read-only value (a server address) with a copy button that confirms the copy. */
export function CopyField({ value, label, copyLabel, copiedLabel }: CopyFieldProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={6}>
        {label}
      </Text>
      <Group gap={0} wrap="nowrap" className={classes.field}>
        <Text component="code" className={classes.value} title={value}>
          {value}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? copiedLabel : copyLabel} withArrow position="top">
              <ActionIcon
                variant={copied ? 'filled' : 'subtle'}
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={copied ? copiedLabel : copyLabel}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
