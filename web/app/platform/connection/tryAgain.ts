import type { ApolloClient } from '@apollo/client';

import { ConnectionPingDocument } from '../../generated/graphql';
import type { ConnectionEvent } from './connectionState';

/**
 * "Try again": the queries on screen are asked again (their answers close the dialog through
 * connectionReportLink, their failures keep it open); with none on screen, the cheapest call is made.
 */
export async function tryAgain(
  client: ApolloClient,
  report: (event: ConnectionEvent) => void,
): Promise<void> {
  report('retry-started');
  try {
    if (client.getObservableQueries('active').size > 0) await client.refetchQueries({ include: 'active' });
    else await client.query({ query: ConnectionPingDocument, fetchPolicy: 'network-only' });
  } catch {
    // Each failed call has reported itself; the dialog stays open.
  } finally {
    report('retry-finished');
  }
}
