import { readFileSync } from 'node:fs';

type UserRecord = {
  newsletter?: boolean;
  newsletterEmail?: string;
  personal?: Record<string, unknown>;
  subscription?: { provider?: string; status?: string; id?: string; plan?: { id?: string } };
  providerData?: { email?: string | null; isAnonymous?: boolean };
};

/** The users/ tree of the stack's database: the local file database, or the Database emulator. */
export async function readUsers(): Promise<Record<string, UserRecord>> {
  const file = process.env.E2E_DATABASE_FILE;
  if (file) {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as { users?: Record<string, UserRecord> };
    return tree.users ?? {};
  }
  const response = await fetch('http://127.0.0.1:9000/users.json?ns=demo-fastwell-default-rtdb', {
    headers: { Authorization: 'Bearer owner' },
  });
  return ((await response.json()) as Record<string, UserRecord> | null) ?? {};
}

export async function findUserByNewsletterEmail(
  email: string,
): Promise<[string, UserRecord] | undefined> {
  return Object.entries(await readUsers()).find(([, user]) => user.newsletterEmail === email);
}
