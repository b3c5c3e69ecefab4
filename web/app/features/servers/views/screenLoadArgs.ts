import type { RouterContextProvider } from 'react-router';

/** What a route's loader and clientLoader both receive, narrowed to what the screens of this feature read. */
export interface ScreenLoadArgs<Params> {
  context: Readonly<RouterContextProvider>;
  params: Params;
  request: Request;
}
