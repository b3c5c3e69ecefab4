import type { ApolloClient } from '@apollo/client';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * The Apollo client of the current request (server) or of the page (browser), stored in the router
 * context so loaders and clientLoaders reach it the same way.
 */
export const apolloClientContext = createContext<ApolloClient | null>(null);

export function getApolloClient(context: Readonly<RouterContextProvider>): ApolloClient {
  const client = context.get(apolloClientContext);
  if (!client) throw new Error('No Apollo client in the router context: is the root middleware installed?');
  return client;
}
