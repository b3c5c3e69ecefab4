/** Where authlib-injector's Yggdrasil API lives (served by the api, forwarded by the site). */
export const YGGDRASIL_PATH = '/api-launcher/yggdrasil/';

/**
 * authlib-injector's API Location Indication: a launcher given just the site's address (HMCL, the
 * `authlib-injector.jar=https://site` argument) follows this header to the API. A relative path is
 * allowed and keeps working behind any host name.
 */
export const AUTHLIB_INJECTOR_HEADERS: Record<string, string> = {
  'X-Authlib-Injector-API-Location': YGGDRASIL_PATH,
};
