/** The error body of the Yggdrasil protocol (not the site's `{error_code, …}`: clients parse this one). */
export class YggdrasilError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly errorMessage: string,
  ) {
    super(errorMessage);
  }

  static invalidToken(): YggdrasilError {
    return new YggdrasilError(403, 'ForbiddenOperationException', 'Invalid token.');
  }

  static invalidCredentials(): YggdrasilError {
    return new YggdrasilError(
      403,
      'ForbiddenOperationException',
      'Invalid credentials. Invalid username or password.',
    );
  }

  static illegalArgument(message: string): YggdrasilError {
    return new YggdrasilError(400, 'IllegalArgumentException', message);
  }
}
