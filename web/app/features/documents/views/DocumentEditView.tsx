import type { DocumentTarget } from '../../../generated/graphql';
import type { DocumentSourceData } from '../loadDocumentSource';
import { DocumentEditorForm } from './DocumentEditorForm';

export interface DocumentEditViewProps {
  target: DocumentTarget;
  /** What the route's loader read with loadDocumentSource. */
  source: DocumentSourceData;
  /** The legal pages' fixed address (`/privacy`); other kinds live at `/{target}/{slug}`. */
  fixedPath?: string;
}

/** The editor of a stored document of the kind its route module names. */
export function DocumentEditView({ target, source, fixedPath }: DocumentEditViewProps) {
  return (
    <DocumentEditorForm
      key={source.documentId}
      target={target}
      documentId={source.documentId}
      initial={source.initial}
      {...(fixedPath === undefined ? {} : { savedPath: () => fixedPath })}
    />
  );
}
