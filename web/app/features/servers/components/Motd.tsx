import type { CSSProperties } from 'react';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import classes from './Motd.module.css';
import { readableOnMotdPanel } from './motdColour';

type Segment = ServerCardFieldsFragment['motdSegments'][number];

const HEX = /^#[0-9a-f]{6}$/;

/**
 * One segment's look: only a checked colour (lightened where it would not read on the panel) and fixed
 * font properties, never text the server chose.
 */
function styleOf(segment: Segment): CSSProperties {
  const lines = [segment.underlined && 'underline', segment.strikethrough && 'line-through'].filter(Boolean);
  return {
    color: segment.color !== null && HEX.test(segment.color) ? readableOnMotdPanel(segment.color) : undefined,
    fontWeight: segment.bold ? 700 : undefined,
    fontStyle: segment.italic ? 'italic' : undefined,
    textDecoration: lines.length > 0 ? lines.join(' ') : undefined,
  };
}

export interface MotdProps {
  segments: readonly (Segment | null)[];
  className?: string;
}

/**
 * A server's message of the day as the game draws it: coloured, bold, ... runs of text. Each run is a
 * React text node, so markup in a MOTD shows as characters. Obfuscated text is drawn blurred instead of
 * flickering.
 */
export function Motd({ segments, className }: MotdProps) {
  const present = segments.filter((segment): segment is Segment => segment !== null);
  if (present.length === 0) return null;
  return (
    <p className={[classes.motd, className].filter(Boolean).join(' ')} data-testid="server-motd">
      {present.map((segment, index) => (
        <span
          key={index}
          style={styleOf(segment)}
          className={segment.obfuscated ? classes.obfuscated : undefined}
        >
          {segment.text}
        </span>
      ))}
    </p>
  );
}
