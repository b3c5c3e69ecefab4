/**
 * The variables of the store's queries for the address's `?server=` (none: the api's default server).
 * The catalogue and the roles' comparison must ask with the very same ones, so that the api picks the
 * same server for both and the route's preload is what the components read.
 */
export function storeServerVariables(server: string | undefined): { server?: string } {
  return server === undefined ? {} : { server };
}
