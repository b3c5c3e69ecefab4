import { solveChallenge } from '../platform/captcha/proofOfWork.js';

/**
 * Asks the api at `apiUrl` for a captcha challenge and solves it as the site's widget would: the token
 * the forms send as `recaptcha`. Undefined when the api runs without the proof-of-work captcha.
 */
export async function captchaToken(apiUrl: string): Promise<string | undefined> {
  const response = await fetch(`${apiUrl}/api/captcha/challenge`);
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as { provider?: string; challenge?: string; difficulty?: number };
  if (challenge.provider !== 'pow' || !challenge.challenge) return undefined;
  return solveChallenge(challenge.challenge, challenge.difficulty ?? 0);
}

export { solveChallenge };
