/** Exchanges a custom token at the suite's Auth emulator, as signInWithCustomToken does. */
export async function signInWithCustomToken(
  customToken: string,
): Promise<{ status: number; uid?: string; idToken?: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken) return { status: response.status };
  // The answer names no uid: the ID token's subject is the account signed in.
  const claims = JSON.parse(
    Buffer.from(answer.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub?: string };
  return {
    status: response.status,
    ...(claims.sub ? { uid: claims.sub } : {}),
    idToken: answer.idToken,
  };
}
