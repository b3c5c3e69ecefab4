import type { DocumentTarget } from '../../generated/graphql';

/** The kinds with a catalogue, a detail page and an editor of their own (docs/product.md#documents). */
export type EditableTarget = Exclude<DocumentTarget, 'pages'>;

/** The legal pages: documents of the `pages` kind under fixed slugs. */
export type LegalSlug = 'privacy' | 'public-offer';
