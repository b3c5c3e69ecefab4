import { href } from 'react-router';
import type { Language } from '../../platform/i18n/languages';

export function newsPath(lang: Language, slug: string): string {
  return href('/:lang/news/:documentId', { lang, documentId: slug });
}
