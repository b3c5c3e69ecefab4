import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Control = 'first' | 'previous' | 'last' | 'next';

export interface LabelledPaginationProps extends PaginationProps {
  /** The navigation landmark's name ("Pages" unless given). */
  label?: string;
}

/**
 * Mantine's Pagination with a name for every control, in a navigation landmark: its previous/next
 * arrows are icons only, which a screen reader announced as an unnamed button or link (Lighthouse's
 * `button-name` and `link-name`), and each page number reads as "Page 3". A caller's own item and
 * control props (links) are kept.
 */
export function LabelledPagination({
  label,
  getControlProps,
  getItemProps,
  ...props
}: LabelledPaginationProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <Pagination
        {...props}
        getControlProps={(control: Control) => ({
          'aria-label': t(`pagination.${control}`),
          ...getControlProps?.(control),
        })}
        getItemProps={(page: number) => ({
          'aria-label': t('pagination.page', { page }),
          ...getItemProps?.(page),
        })}
      />
    </nav>
  );
}
