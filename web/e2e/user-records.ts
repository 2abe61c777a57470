import { readFileSync } from 'node:fs';

type UserRecord = {
  newsletter?: boolean;
  newsletterEmail?: string;
  personal?: Record<string, unknown>;
  subscription?: { provider?: string; status?: string; id?: string; plan?: { id?: string } };
  providerData?: { email?: string | null; isAnonymous?: boolean };
  iapLog?: Record<string, IapLogEntry> | IapLogEntry[];
  payments?: Record<string, { amount: number; currency: string; experiments?: Assignments }>;
};
type Assignments = Record<string, string>;
type IapLogEntry = { subtype?: string; experiments?: Assignments; visitorId?: string };

/** One top-level tree of the stack's database: the local file database, or the Database emulator. */
async function readTree<T>(name: string): Promise<Record<string, T>> {
  const file = process.env.E2E_DATABASE_FILE;
  if (file) {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, T>>;
    return tree[name] ?? {};
  }
  const response = await fetch(`http://127.0.0.1:9000/${name}.json?ns=demo-fastwell-default-rtdb`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return ((await response.json()) as Record<string, T> | null) ?? {};
}

export function readUsers(): Promise<Record<string, UserRecord>> {
  return readTree<UserRecord>('users');
}

/** experimentExposures/{experimentKey}/{visitorId} = { variation, at }. */
export function readExposures(): Promise<
  Record<string, Record<string, { variation: string; at: string }>>
> {
  return readTree('experimentExposures');
}

export async function findUserByNewsletterEmail(
  email: string,
): Promise<[string, UserRecord] | undefined> {
  return Object.entries(await readUsers()).find(([, user]) => user.newsletterEmail === email);
}
