import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import type { NewsCardFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { coverSrc, DocumentCover } from '../../documents';
import { newsPath } from '../news';
import classes from './NewsCard.module.css';
import { PlainStack } from '../../../ui/plainMantine/PlainStack';
import { PlainText } from '../../../ui/plainMantine/PlainText';
import { PlainTitle } from '../../../ui/plainMantine/PlainTitle';

export interface NewsCardProps {
  news: NewsCardFieldsFragment;
  /** The catalogue the card belongs to (its link); news by default. */
  target?: 'news' | 'mods';
  /**
   * The title's heading level: 3 under a section's own heading (home), 2 in a list right under the
   * page's title (the archive, the mods), so no level is skipped for a screen reader.
   */
  headingOrder?: 2 | 3;
}

/** A news item in a list: the whole card is the link to the article. */
export function NewsCard({ news, target = 'news', headingOrder = 3 }: NewsCardProps) {
  const { t } = useTranslation('news');
  const lang = useLanguage();

  return (
    <Card
      component={Link}
      to={
        target === 'news'
          ? newsPath(lang, news.slug)
          : href('/:lang/mods/:documentId', { lang, documentId: news.slug })
      }
      prefetch="intent"
      padding="lg"
      radius="lg"
      className={classes.card}
      data-testid="news-card"
    >
      <Card.Section>
        <DocumentCover
          src={coverSrc(news.cover)}
          alt={t('coverAlt', { title: news.title })}
          colorScheme={news.colorScheme}
          variant="card"
        />
      </Card.Section>
      <PlainStack gap={8} mt="md">
        <PlainText size="xs" dimmed fw={600} component="time" dateTime={news.publishedAt}>
          {formatDate(news.publishedAt, lang)}
        </PlainText>
        <PlainTitle order={headingOrder} className={classes.title}>
          {news.title}
        </PlainTitle>
        <PlainText size="sm" dimmed lineClamp={3}>
          {news.summary}
        </PlainText>
        <PlainText size="sm" fw={700} className={classes.more}>
          {t('readMore')} →
        </PlainText>
      </PlainStack>
    </Card>
  );
}
