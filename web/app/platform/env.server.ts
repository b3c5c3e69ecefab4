// Server-only (the `.server` suffix keeps it out of the browser bundle): where the web server finds
// the services behind it. Read per call so tests and `react-router dev` pick up the environment.

export function gatewayUrl(): string {
  return process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
}

export function apiUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
}
