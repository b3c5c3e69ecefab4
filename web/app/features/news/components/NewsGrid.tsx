import { SimpleGrid } from '@mantine/core';

import type { NewsCardFieldsFragment } from '../../../generated/graphql';
import { NewsCard, type NewsCardProps } from './NewsCard';

export interface NewsGridProps {
  news: readonly NewsCardFieldsFragment[];
  headingOrder?: NewsCardProps['headingOrder'];
}

export function NewsGrid({ news, headingOrder }: NewsGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="news-grid">
      {news.map((item) => (
        <NewsCard key={item.id} news={item} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
