import { PassThrough } from 'node:stream';

import { ApolloProvider } from '@apollo/client/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';

import { apolloClientContext } from './platform/apollo/apolloClientContext';
import { createApolloClient } from './platform/apollo/createApolloClient';
import { CSP_NONCE_HEADER, CspNonceContext } from './platform/csp/cspNonce';
import { gatewayUrl } from './platform/env.server';
import { languageContext } from './platform/i18n/languageContext';
import { FailedRequestIdContext } from './platform/requestId/failedRequestId';
import './platform/i18n/serverCatalogues';
import { matchScreen } from './platform/routing/routeMeta';
import { scriptsAfterFirstPaint } from './platform/ssr/scriptsAfterFirstPaint.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Sign-in forms and signed-in pages hold one visitor's data: no shared cache may keep them.
  const meta = matchScreen(new URL(request.url).pathname)?.meta;
  if (meta !== undefined && meta.type !== 'default') responseHeaders.set('Cache-Control', 'no-store');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The client the loaders filled. A request that failed before the root middleware ran (rare: an
  // error in matching) still renders, with an empty cache.
  const client =
    loadContext.get(apolloClientContext) ??
    createApolloClient({ uri: gatewayUrl(), language: loadContext.get(languageContext), ssr: true });

  // Set by web/server for this request only; its CSP admits the inline scripts that carry it.
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  // Named by web/server for every request; shown on a server error page only.
  const failedRequestId =
    responseStatusCode >= 500 ? (request.headers.get('x-request-id') ?? undefined) : undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers (and SPA mode) get the whole document at once; browsers get the shell as soon as it
    // is ready. Our loaders finish before rendering either way, so both carry the data.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      abort();
    }, streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <FailedRequestIdContext value={failedRequestId}>
          <ApolloProvider client={client}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ApolloProvider>
        </FailedRequestIdContext>
      </CspNonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(scriptsAfterFirstPaint()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by react-router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
