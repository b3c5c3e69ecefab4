import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { NewsArchiveDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { NewsGrid } from '../components/NewsGrid';
import { newsArchivePage, newsArchivePath } from '../newsArchive';
import { LabelledPagination } from '../../../ui/LabelledPagination';

/** Every article, newest first; the pages are links, so each article is reachable without a script. */
export function NewsArchive() {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const page = newsArchivePage(params);
  const { data, previousData } = useQuery(NewsArchiveDocument, { variables: { page } });
  const shown = (data ?? previousData)?.documents;
  const news = shown?.items ?? [];
  const pages = shown?.pages ?? 1;

  return (
    <Stack gap="lg" data-testid="news-archive">
      {shown && news.length === 0 ? (
        <Text c="dimmed">{t('archive.empty')}</Text>
      ) : (
        <NewsGrid news={news} headingOrder={2} />
      )}
      {pages > 1 ? (
        <LabelledPagination
          total={pages}
          value={page ?? 1}
          label={t('archive.pages')}
          getItemProps={(item) => ({ component: Link, to: newsArchivePath(lang, item) })}
          getControlProps={(control) => {
            const target =
              control === 'next' ? (page ?? 1) + 1 : control === 'previous' ? (page ?? 1) - 1 : null;
            return target !== null && target >= 1 && target <= pages
              ? { component: Link, to: newsArchivePath(lang, target) }
              : {};
          }}
        />
      ) : null}
    </Stack>
  );
}
