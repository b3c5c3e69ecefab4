import type { DocumentColorScheme } from '../../../generated/graphql';
import classes from './DocumentCover.module.css';

export interface DocumentCoverProps {
  src: string | undefined;
  alt: string;
  colorScheme: DocumentColorScheme;
  /** `card` in lists, `hero` at the top of an article. */
  variant: 'card' | 'hero';
  /** The article's cover is the page's main image: load it first. */
  priority?: boolean;
}

/** A document's cover, or a gradient in the document's colour scheme when it has none. */
export function DocumentCover({ src, alt, colorScheme, variant, priority = false }: DocumentCoverProps) {
  return (
    <div className={classes.cover} data-scheme={colorScheme} data-variant={variant}>
      {src ? (
        <img
          src={src}
          alt={alt}
          className={classes.image}
          loading={priority ? 'eager' : 'lazy'}
          // The article's largest paint: React also preloads it from the head, before the scripts.
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
    </div>
  );
}
