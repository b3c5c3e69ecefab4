import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { ServerCatalogueDocument } from '../../../generated/graphql';
import { ServerGrid } from '../components/ServerGrid';

/** `/servers`: every listed server as a card linking to its page. */
export function ServerCatalogueView() {
  const { data } = useQuery(ServerCatalogueDocument);
  return (
    <ScreenFrame screen="servers">
      <ServerGrid servers={data?.servers?.items ?? []} />
    </ScreenFrame>
  );
}
