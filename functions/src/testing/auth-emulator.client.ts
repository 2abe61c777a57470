import { randomUUID } from 'node:crypto';

/** The suite's Auth emulator (set by the global setup). */
const signUpUrl = () =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`;

export interface TestUser {
  uid: string;
  idToken: string;
  email?: string;
}

async function signUp(body: Record<string, unknown>): Promise<TestUser> {
  const response = await fetch(signUpUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { localId?: string; idToken?: string; error?: unknown };
  if (!response.ok || !answer.localId || !answer.idToken) {
    throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(answer)}`);
  }
  return {
    uid: answer.localId,
    idToken: answer.idToken,
    ...(typeof body.email === 'string' ? { email: body.email } : {}),
  };
}

/** A new anonymous user of the Auth emulator, as after the plan_is_ready step. */
export const signUpAnonymously = (): Promise<TestUser> => signUp({});

/** A new e-mail and password user; the address is unique unless one is given. */
export const signUpWithEmail = (email = `user-${randomUUID()}@example.com`): Promise<TestUser> =>
  signUp({ email, password: 'secret-password' });
