// Credentials reach the browser only as HttpOnly cookies. The gateway can answer them (the web server's
// own sign-in actions select them), so the public `/graphql` proxy refuses any operation that names them:
// injected script in a page cannot read a token through it either.
const CREDENTIAL_FIELD = /\baccess(?:Token|Id)\b/;

const MAX_BODY = 1024 * 1024;
// Image uploads: the api takes 10 MB files; the operation itself is checked like any other.
const MAX_MULTIPART_BODY = 11 * 1024 * 1024;

/** 403 for an operation that selects accessId/accessToken, else null. Reads a clone of the body. */
export async function refuseCredentialFields(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  let text = url.searchParams.get('query') ?? '';
  const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
  if (request.method.toUpperCase() === 'POST' && multipart) {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_MULTIPART_BODY) return refusal(413);
    let operations: FormDataEntryValue | null;
    try {
      operations = (await request.clone().formData()).get('operations');
    } catch {
      return refusal(400);
    }
    if (typeof operations !== 'string') return refusal(400);
    text += operations;
  } else if (request.method.toUpperCase() === 'POST') {
    const body = await request.clone().text();
    if (body.length > MAX_BODY) return refusal(413);
    text += body;
  }
  return CREDENTIAL_FIELD.test(text) ? refusal(403) : null;
}

const MESSAGES: Partial<Record<number, string>> = {
  400: 'A multipart request needs its operations field',
  413: 'The request is too large',
};
const CODES: Partial<Record<number, number>> = { 400: 2, 413: 8 };

function refusal(status: number): Response {
  return Response.json(
    {
      errors: [
        {
          message: MESSAGES[status] ?? 'Credentials are not available here',
          extensions: { status, error_code: CODES[status] ?? 5 },
        },
      ],
    },
    { status },
  );
}
