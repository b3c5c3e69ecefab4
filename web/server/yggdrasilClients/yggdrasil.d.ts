// The parts of PrismarineJS's `yggdrasil` (1.8.0, no types of its own) the site's tests use.
declare module 'yggdrasil' {
  interface AuthAnswer {
    accessToken: string;
    clientToken: string;
    selectedProfile: { id: string; name: string };
  }
  interface YggdrasilClient {
    auth(options: { user: string; pass: string; token?: string; requestUser?: boolean }): Promise<AuthAnswer>;
    /** Resolves to the answer (its callback form also gets the new token first). */
    refresh(accessToken: string, clientToken: string, requestUser?: boolean): Promise<AuthAnswer>;
    validate(accessToken: string): Promise<unknown>;
    invalidate(accessToken: string, clientToken: string): Promise<unknown>;
    signout(username: string, password: string): Promise<unknown>;
  }
  interface YggdrasilServer {
    join(
      accessToken: string,
      selectedProfile: string,
      serverId: string,
      sharedSecret: string,
      serverKey: string,
    ): Promise<unknown>;
    hasJoined(
      username: string,
      serverId: string,
      sharedSecret: string,
      serverKey: string,
    ): Promise<{
      id: string;
      name: string;
      properties: { name: string; value: string; signature?: string }[];
    }>;
  }
  function client(options?: { host?: string }): YggdrasilClient;
  namespace client {
    function server(options?: { host?: string }): YggdrasilServer;
  }
  export default client;
}
