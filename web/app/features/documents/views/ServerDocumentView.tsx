import { Container } from '@mantine/core';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ServerOnlineCard } from '../../servers';
import { DocumentPageDocument, type DocumentPageQueryVariables } from '../../../generated/graphql';
import { DocumentReader } from './DocumentReader';

/** A server's page: its document, then the server's online card once the document names the server. */
export function ServerDocumentView({ variables }: { variables: DocumentPageQueryVariables }) {
  const slug = useQuery(DocumentPageDocument, { variables }).data?.document?.server?.slug;
  return (
    <>
      <DocumentReader variables={variables} />
      {slug ? (
        <Container size="md" pb="xl">
          <ServerOnlineCard slug={slug} />
        </Container>
      ) : null}
    </>
  );
}
