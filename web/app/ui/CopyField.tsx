import { ActionIcon, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { cloneElement, lazy, Suspense, useState, type HTMLAttributes, type ReactElement } from 'react';

import { PlainGroup } from './plainMantine/PlainGroup';
import { PlainText } from './plainMantine/PlainText';
import classes from './CopyField.module.css';

// The hint's tooltip (and floating-ui behind it, with the overlay components it shares a file with) is
// fetched on the first hover or focus of the button: a page of server cards does not load it at all
// until someone points at one.
const CopyTooltip = lazy(() => import('./CopyTooltip').then((module) => ({ default: module.CopyTooltip })));

function Hint({ label, children }: { label: string; children: ReactElement<HTMLAttributes<HTMLElement>> }) {
  const [wanted, setWanted] = useState(false);
  // Whether the pointer or focus is still on the button when the tooltip arrives: then it opens at once.
  const [engaged, setEngaged] = useState(false);
  const engage = (on: boolean) => () => {
    setEngaged(on);
    if (on) setWanted(true);
  };
  const tracked = cloneElement(children, {
    onPointerEnter: engage(true),
    onFocus: engage(true),
    onPointerLeave: engage(false),
    onBlur: engage(false),
  });
  if (!wanted) return tracked;
  return (
    <Suspense fallback={tracked}>
      <CopyTooltip label={label} defaultOpened={engaged}>
        {children}
      </CopyTooltip>
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
      <PlainText size="xs" dimmed fw={700} textTransform="uppercase" mb={6}>
        {label}
      </PlainText>
      <PlainGroup gap={0} wrap="nowrap" className={classes.field}>
        <PlainText component="code" className={classes.value} title={value}>
          {value}
        </PlainText>
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
      </PlainGroup>
    </div>
  );
}
