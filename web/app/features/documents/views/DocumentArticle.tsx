import { Anchor, Container, Group, List, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { DocumentPageQuery } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { DocumentStaffActions } from './DocumentStaffActions';
import { LikeButton } from './LikeButton';
import { ReadingFacts } from '../components/ReadingFacts';
import { ServerFacts } from '../components/ServerFacts';
import { useReadingStopwatch } from '../hooks/useReadingStopwatch';
import { coverSrc } from '../coverSrc';
import { DocumentCover } from '../components/DocumentCover';
import classes from './DocumentArticle.module.css';
import '../documentContent.css';

export interface DocumentArticleProps {
  document: NonNullable<DocumentPageQuery['document']>;
}

const BACK_PATH: Record<string, string> = { news: '#news', mods: '/mods', servers: '/servers' };

/** A news item, mod or server page: cover, title, facts, the api's sanitised HTML, likes and staff actions. */
export function DocumentArticle({ document }: DocumentArticleProps) {
  const { t } = useTranslation(['news', 'documents']);
  const lang = useLanguage();
  useReadingStopwatch(document.id);
  const back = BACK_PATH[document.target] ?? '#news';

  return (
    <Container size="md" component="article" className={classes.article} data-testid="news-article">
      <Group justify="space-between" mb="md">
        <Anchor component={Link} to={`/${lang}${back}`} size="sm" c="dimmed">
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t(`documents:back.${document.target}`)}
          </Group>
        </Anchor>
        <DocumentStaffActions
          documentId={document.id}
          editPath={`/${document.target}/${document.slug}/edit`}
          afterDeletePath={document.target === 'news' ? '' : `/${document.target}`}
          authorLogin={document.author}
        />
      </Group>
      <div className={classes.coverFrame}>
        <DocumentCover
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
      <Group justify="space-between" mt="md" gap="sm">
        <ReadingFacts
          readingMinutes={document.readingMinutes}
          reads={document.reads}
          averageReadSeconds={document.averageReadSeconds}
          author={document.author ?? null}
        />
        <LikeButton documentId={document.id} likes={document.likes} liked={document.liked} />
      </Group>
      {document.server && <ServerFacts server={document.server} />}
      {/* contentHtml is rendered by the api through an allowlist of tags and attributes. */}
      <Typography className={classes.content} mt="xl">
        <div className="doc-content" dangerouslySetInnerHTML={{ __html: document.contentHtml }} />
      </Typography>
      {document.links.length > 0 && (
        <List mt="xl" spacing="xs" data-testid="document-links">
          {document.links.map((link) => (
            <List.Item key={link.url}>
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                {link.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Container>
  );
}
