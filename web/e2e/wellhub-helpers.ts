import { MailCatcherClient, linksOf } from '../../emulators/mail/mail-catcher.client';
import { seedDatabase } from '../../emulators/seed/seed-database';

const mail = new MailCatcherClient();

/** What the partner's signup hook stores: a registration only this run uses. */
export async function createRegistration(
  email: string,
): Promise<{ id: string; gympassUserId: string }> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const registration = { id: `e2e-wh-${suffix}`, gympassUserId: `gp-e2e-${suffix}` };
  await seedDatabase(process.env.E2E_DATABASE_FILE ?? null).update('wellhubRegistrations', {
    [registration.id]: { gympass_user_id: registration.gympassUserId, email },
  });
  return registration;
}

/** The confirmation link of the mail the entry's "continue" sent to `email`. */
export async function verificationLinkSentTo(email: string): Promise<string> {
  const isVerification = (href: string) => href.includes('wellhubVerification=');
  const confirmation = await mail.waitFor(email, {
    match: (caught) => linksOf(caught).some(isVerification),
  });
  const link = linksOf(confirmation).find(isVerification);
  if (!link) throw new Error('no confirmation link in the mail');
  return link;
}
