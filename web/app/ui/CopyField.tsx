import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense, type ReactElement } from 'react';

import classes from './CopyField.module.css';

// A hover hint cannot show before hydration: the tooltip (and floating-ui) loads after it, so server
// cards on the home page do not weigh on its first load.
const CopyTooltip = lazy(() => import('./CopyTooltip').then((module) => ({ default: module.CopyTooltip })));

function Hint({ label, children }: { label: string; children: ReactElement }) {
  const mounted = useMounted();
  if (!mounted) return children;
  return (
    <Suspense fallback={children}>
      <CopyTooltip label={label}>{children}</CopyTooltip>
    </Suspense>
  );
}

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
            <Hint label={copied ? copiedLabel : copyLabel}>
              <ActionIcon
                variant={copied ? 'filled' : 'subtle'}
                color={copied ? 'teal' : 'gray'}
                size="lg"
                onClick={copy}
                aria-label={copied ? copiedLabel : copyLabel}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Hint>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
