import { Container, Group, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { LegalPageDocument } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { DocumentStaffActions } from './DocumentStaffActions';
import '../documentContent.css';

export interface LegalPageViewProps {
  slug: 'privacy' | 'public-offer';
}

/** The privacy policy or the public offer: a staff-edited document in the reader's language. */
export function LegalPageView({ slug }: LegalPageViewProps) {
  const { t } = useTranslation('documents');
  const lang = useLanguage();
  const { data } = useQuery(LegalPageDocument, { variables: { slug } });
  const page = data?.document;
  if (!page) return null;
  return (
    <Container size="md" py="xl" component="article" data-testid="legal-page">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{page.title}</Title>
        <DocumentStaffActions documentId={page.id} editPath={`/${slug}/edit`} />
      </Group>
      <Text c="dimmed" size="sm" mt="xs">
        {t('legal.updated', { date: formatDate(page.updatedAt, lang) })}
      </Text>
      {/* contentHtml is rendered by the api through an allowlist of tags and attributes. */}
      <Typography mt="xl">
        <div className="doc-content" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </Typography>
    </Container>
  );
}
