// Credentials reach the browser only as HttpOnly cookies. The gateway can answer them (the web server's
// own sign-in actions select them), so the public `/graphql` proxy refuses any operation that names them:
// injected script in a page cannot read a token through it either.
const CREDENTIAL_FIELD = /\baccess(?:Token|Id)\b/;

const MAX_BODY = 1024 * 1024;

/** 403 for an operation that selects accessId/accessToken, else null. Reads a clone of the body. */
export async function refuseCredentialFields(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  let text = url.searchParams.get('query') ?? '';
  if (request.method.toUpperCase() === 'POST') {
    const body = await request.clone().text();
    if (body.length > MAX_BODY) return refusal(413);
    text += body;
  }
  return CREDENTIAL_FIELD.test(text) ? refusal(403) : null;
}

function refusal(status: number): Response {
  return Response.json(
    {
      errors: [
        {
          message: status === 413 ? 'The request is too large' : 'Credentials are not available here',
          extensions: { status, error_code: status === 413 ? 8 : 5 },
        },
      ],
    },
    { status },
  );
}
