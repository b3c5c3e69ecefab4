import { Anchor, Container, Group, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { NewsDocumentQuery } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { coverSrc } from '../news';
import { NewsCover } from './NewsCover';
import classes from './NewsArticle.module.css';

export interface NewsArticleProps {
  document: NonNullable<NewsDocumentQuery['document']>;
}

/** A news article: cover, title, date and the api's sanitised HTML in a typography container. */
export function NewsArticle({ document }: NewsArticleProps) {
  const { t } = useTranslation('news');
  const lang = useLanguage();

  return (
    <Container size="md" component="article" className={classes.article} data-testid="news-article">
      <Anchor component={Link} to={`/${lang}#news`} size="sm" c="dimmed" className={classes.back}>
        <Group gap={6} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      <div className={classes.coverFrame}>
        <NewsCover
          src={coverSrc(document.cover)}
          alt={t('coverAlt', { title: document.title })}
          colorScheme={document.colorScheme}
          variant="hero"
          priority
        />
      </div>
      <Text size="sm" c="dimmed" mt="xl" fw={600}>
        {t('published')} <time dateTime={document.publishedAt}>{formatDate(document.publishedAt, lang)}</time>
      </Text>
      <Title order={1} className={classes.title} mt={6}>
        {document.title}
      </Title>
      <Text size="lg" c="dimmed" mt="sm">
        {document.summary}
      </Text>
      {/* contentHtml is rendered by the api through an allowlist of tags and attributes. */}
      <Typography className={classes.content} mt="xl">
        <div dangerouslySetInnerHTML={{ __html: document.contentHtml }} />
      </Typography>
    </Container>
  );
}
