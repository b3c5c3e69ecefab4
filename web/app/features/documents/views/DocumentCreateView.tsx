import type { EditableTarget } from '../documentTargets';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { emptyDocumentForm } from '../documentForm';
import { DocumentEditorForm } from './DocumentEditorForm';

export interface DocumentCreateViewProps {
  target: EditableTarget;
}

const INITIAL = { ru: emptyDocumentForm('ru'), en: emptyDocumentForm('en') };

/** The editor of a new document of the kind its route module names. */
export function DocumentCreateView({ target }: DocumentCreateViewProps) {
  const lang = useLanguage();
  return <DocumentEditorForm key={target} target={target} documentId={null} initial={INITIAL[lang]} />;
}
