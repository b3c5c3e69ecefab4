import { SimpleGrid } from '@mantine/core';

import type { NewsCardFieldsFragment } from '../../../generated/graphql';
import { NewsCard } from './NewsCard';

export interface NewsGridProps {
  news: readonly NewsCardFieldsFragment[];
}

export function NewsGrid({ news }: NewsGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="news-grid">
      {news.map((item) => (
        <NewsCard key={item.id} news={item} />
      ))}
    </SimpleGrid>
  );
}
