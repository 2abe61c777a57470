import { AppError, notFound } from '../../domain/app-error';
import type { Language } from '../../contract/languages';
import type { WellhubRegistration } from '../../domain/wellhub-registration';
import {
  afterPartnerAnswer,
  decideClaim,
  decideMembership,
  isDatabaseKey,
  isRevalidationDue,
  maskEmail,
  normalizedEmail,
  parseRegistration,
  registrationUse,
  vouchesFor,
} from '../../domain/wellhub-registration';
import {
  VERIFICATION_LINK_TTL_SECONDS,
  signVerificationLink,
  verificationUrl,
  verifyVerificationLink,
} from '../../domain/wellhub-verification-link';
import type { VerificationClaim } from '../../domain/wellhub-verification-link';
import { wellhubVerificationMail } from '../../domain/wellhub-verification-mail/wellhub-verification-mail';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Identity } from '../../adapters/identity/identity.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type { PartnerMemberships } from '../../adapters/wellhub/partner-membership.port';
import { notConfigured } from '../shared/not-configured';
import type { UsersService } from '../shared/users.service';
import { userPath } from '../shared/users.service';

/** wellhubRegistrations/{id}: written by the partner's signup hook (outside this API). */
export const registrationPath = (id: string, ...rest: string[]): string =>
  ['wellhubRegistrations', id, ...rest].join('/');
/** wellhubMembers/{gympassUserId} → uid of the account the membership belongs to. */
export const memberPath = (gympassUserId: string): string => `wellhubMembers/${gympassUserId}`;

export interface RegisterInput {
  uid: string;
  gympassUserId: string;
  /** The account's e-mail (its ID token's): Firebase does not prove it, the link does. */
  email: string;
  /** The partner's registration: only what it vouches for becomes a membership. */
  registrationId: string;
  /** The signed link of our verification mail, sent to the registration's address. */
  verificationToken: string | undefined;
}

export interface WellhubDeps {
  database: Database;
  users: UsersService;
  identity: Identity;
  clock: Clock;
  logger: Logger;
  /** SMTP, the web origin and the link key; null: the verification mail answers 503. */
  mail: { mailer: Mailer; webUrl: string; linkSecret: string } | null;
  /** The partner's entitlement check; null: not configured (no re-validation, a go-live blocker). */
  partner: PartnerMemberships | null;
}

const notVerified = () =>
  new AppError(
    'forbidden',
    'wellhubEmailNotVerified',
    'Confirm your e-mail address with the link we sent to it first',
  );
const used = () =>
  new AppError('conflict', 'wellhubRegistrationUsed', 'This Wellhub registration was already used');
const mismatch = () =>
  new AppError(
    'forbidden',
    'wellhubRegistrationMismatch',
    'This Wellhub registration does not match your account',
  );

export interface RevalidationReport {
  checked: number;
  ended: number;
  /** The partner could not answer: left as they are, asked again at the next run. */
  failed: number;
}

/** The partner (Wellhub / Gympass) flow of spec 02 §2.7 and §4.15, with issue 32's checks. */
export class WellhubService {
  constructor(private readonly deps: WellhubDeps) {}

  /**
   * Public (anyone with the id): the partner id and the address masked, so the member sees which
   * address to use and a stranger learns nothing; `used` once it became a membership.
   */
  async registrationDetails(
    registrationId: string,
  ): Promise<{ gympass_user_id: string; email: string; used: boolean }> {
    const registration = await this.registration(registrationId);
    return {
      gympass_user_id: registration.gympass_user_id,
      email: maskEmail(registration.email),
      used: registration.consumedBy !== undefined,
    };
  }

  /**
   * Mails the signed link to the registration's address, only when `email` is that address: the
   * link (and so premium) reaches nobody else whatever they type. Answers the masked address.
   */
  async sendVerification(input: {
    registrationId: string;
    email: string;
    language: Language;
  }): Promise<{ sentTo: string }> {
    const mail = this.deps.mail;
    if (!mail) throw notConfigured('wellhub-mail');
    const registration = await this.registration(input.registrationId);
    if (registration.consumedBy !== undefined) throw used();
    const email = normalizedEmail(registration.email);
    if (normalizedEmail(input.email) !== email)
      throw new AppError(
        'forbidden',
        'wellhubRegistrationMismatch',
        'This is not the e-mail address your Wellhub registration names',
      );
    const now = this.deps.clock.now();
    const expiresAt = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_TTL_SECONDS;
    const token = signVerificationLink(
      { registrationId: input.registrationId, email, expiresAt },
      mail.linkSecret,
    );
    const rendered = wellhubVerificationMail({
      language: input.language,
      url: verificationUrl(mail.webUrl, input.registrationId, token),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    });
    try {
      await mail.mailer.send({ to: email, ...rendered });
    } catch (error) {
      this.deps.logger.error('wellhub verification mail not sent', {
        registrationId: input.registrationId,
        message: error instanceof Error ? error.message : String(error),
      });
      throw new AppError('provider-failed', 'mail-not-sent', 'The e-mail could not be sent');
    }
    return { sentTo: maskEmail(email) };
  }

  /**
   * The link opened on /wellhub/register: who it proves (the address in full, its holder owns
   * it) and whether an account has that address already (sign in, else sign up). Changes nothing.
   */
  async checkVerification(
    token: string,
  ): Promise<{ wellhubRegistrationId: string; email: string; emailExists: boolean }> {
    const { claim, registration } = await this.verifiedRegistration(token);
    if (registration.consumedBy !== undefined) throw used();
    return {
      wellhubRegistrationId: claim.registrationId,
      email: claim.email,
      emailExists: await this.deps.identity.emailExists(claim.email),
    };
  }

  /**
   * Makes the caller the registration's member once: the verification link must name this
   * registration and its address, which must be the account's; the registration is then used.
   * Registering again with the same account while that membership is active changes nothing.
   */
  async register(input: RegisterInput): Promise<{ hasOldSubscription: boolean }> {
    const { database, clock } = this.deps;
    if (!input.verificationToken) throw notVerified();
    const { claim, registration } = await this.verifiedRegistration(input.verificationToken);
    if (claim.registrationId !== input.registrationId) throw notVerified();
    if (!vouchesFor(registration, input)) throw mismatch();
    if (normalizedEmail(input.email) !== claim.email) throw notVerified();
    const membershipPath = userPath(input.uid, 'wellhub');
    if (registrationUse(registration, input.uid, await database.get(membershipPath)) === 'used')
      throw used();
    const validated = await this.partnerSays(input.gympassUserId);
    if (validated === 'ended')
      throw new AppError(
        'forbidden',
        'wellhubMembershipEnded',
        'Wellhub reports no active membership for this registration',
      );
    const claimed = await database.transaction(memberPath(input.gympassUserId), (current) =>
      decideClaim(current, input.uid) === 'claim' ? input.uid : undefined,
    );
    if (claimed.value !== input.uid) {
      throw new AppError(
        'conflict',
        'wellhubUserAlreadyRegistered',
        'This Wellhub membership belongs to another account',
      );
    }
    const consumed = await database.transaction(
      registrationPath(input.registrationId, 'consumedBy'),
      (current) => (current === null || current === input.uid ? input.uid : undefined),
    );
    if (consumed.value !== input.uid) throw used();
    await database.update(registrationPath(input.registrationId), {
      consumedAt: clock.now().toISOString(),
    });
    await database.transaction(membershipPath, (current) => {
      const decision = decideMembership(current, {
        gympassUserId: input.gympassUserId,
        email: claim.email,
        now: clock.now(),
        validated: validated === 'active',
      });
      return decision.kind === 'write' ? decision.membership : undefined;
    });
    return { hasOldSubscription: (await this.deps.users.getSubscription(input.uid)) !== null };
  }

  /**
   * The daily job: asks the partner about every active membership last confirmed 30 days ago or
   * more (so at most 31 days pass between two checks) and ends those the partner denies.
   */
  async revalidateDue(): Promise<RevalidationReport> {
    const report: RevalidationReport = { checked: 0, ended: 0, failed: 0 };
    const { database, clock, logger, partner } = this.deps;
    if (!partner) {
      logger.warn('Wellhub partner API is not configured: memberships are not re-validated');
      return report;
    }
    const members = await database.get('wellhubMembers');
    if (!members || typeof members !== 'object') return report;
    for (const [gympassUserId, uid] of Object.entries(members)) {
      if (!isDatabaseKey(uid)) continue;
      const path = userPath(uid, 'wellhub');
      if (!isRevalidationDue(await database.get(path), gympassUserId, clock.now())) continue;
      report.checked += 1;
      let answer: 'active' | 'ended';
      try {
        answer = await partner.entitlement(gympassUserId);
      } catch (error) {
        report.failed += 1;
        logger.warn('Wellhub partner did not answer', {
          gympassUserId,
          message: error instanceof Error ? error.message : String(error),
        });
        continue;
      }
      const written = await database.transaction(path, (current) =>
        afterPartnerAnswer(current, gympassUserId, answer, clock.now()),
      );
      if (written.committed && answer === 'ended') {
        report.ended += 1;
        logger.info('Wellhub membership ended by the partner', { uid, gympassUserId });
      }
    }
    return report;
  }

  /** The partner's answer at registration; unknown (not configured, no answer) is not a refusal. */
  private async partnerSays(gympassUserId: string): Promise<'active' | 'ended' | 'unknown'> {
    if (!this.deps.partner) return 'unknown';
    try {
      return await this.deps.partner.entitlement(gympassUserId);
    } catch (error) {
      this.deps.logger.warn('Wellhub partner did not answer at registration', {
        gympassUserId,
        message: error instanceof Error ? error.message : String(error),
      });
      return 'unknown';
    }
  }

  private async registration(registrationId: string): Promise<WellhubRegistration> {
    const registration = parseRegistration(
      await this.deps.database.get(registrationPath(registrationId)),
    );
    if (!registration) throw notFound('Unknown Wellhub registration');
    return registration;
  }

  /** A valid link for an existing, unused registration whose address it names. */
  private async verifiedRegistration(
    token: string,
  ): Promise<{ claim: VerificationClaim; registration: WellhubRegistration }> {
    const mail = this.deps.mail;
    if (!mail) throw notConfigured('wellhub-mail');
    const verified = verifyVerificationLink(token, mail.linkSecret, this.deps.clock.now());
    if (!verified.ok) {
      if (verified.reason === 'expired')
        throw new AppError(
          'conflict',
          'wellhubVerificationExpired',
          'This confirmation link has expired; ask for a new one',
        );
      throw notVerified();
    }
    const { claim } = verified;
    const registration = parseRegistration(
      await this.deps.database.get(registrationPath(claim.registrationId)),
    );
    if (!registration || normalizedEmail(registration.email) !== claim.email) throw notVerified();
    return { claim, registration };
  }
}
