import type { Database } from '../../adapters/database/database.port';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The address the account gave us: its sign-in e-mail, else the one typed in the funnel. */
export async function accountAddress(database: Database, uid: string): Promise<string | null> {
  const user = await database.get(`users/${uid}`);
  const record = isObject(user) ? user : {};
  const providerData = isObject(record.providerData) ? record.providerData : {};
  if (typeof providerData.email === 'string') return providerData.email;
  return typeof record.newsletterEmail === 'string' ? record.newsletterEmail : null;
}
