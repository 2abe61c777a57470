import { AppError, notFound } from '../domain/app-error';
import type { WellhubRegistration } from '../domain/wellhub-registration';
import {
  decideClaim,
  decideMembership,
  parseRegistration,
  vouchesFor,
} from '../domain/wellhub-registration';
import type { Clock } from '../adapters/clock/clock';
import type { Database } from '../adapters/database/database.port';
import type { UsersService } from './users.service';
import { userPath } from './users.service';

/** wellhubRegistrations/{id}: written by the partner's signup hook (outside this API). */
export const registrationPath = (id: string): string => `wellhubRegistrations/${id}`;
/** wellhubMembers/{gympassUserId} → uid of the account the membership belongs to. */
export const memberPath = (gympassUserId: string): string => `wellhubMembers/${gympassUserId}`;

export interface RegisterInput {
  uid: string;
  gympassUserId: string;
  email: string;
  /** The partner's registration: only what it vouches for becomes a membership. */
  registrationId: string;
}

/** The partner (Wellhub / Gympass) flow of spec 02 §2.7 and §4.15. */
export class WellhubService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async registrationDetails(registrationId: string): Promise<WellhubRegistration> {
    const registration = parseRegistration(
      await this.database.get(registrationPath(registrationId)),
    );
    if (!registration) throw notFound('Unknown Wellhub registration');
    return registration;
  }

  /** Idempotent: the same caller and partner id may register again and nothing changes. */
  async register(input: RegisterInput): Promise<{ hasOldSubscription: boolean }> {
    // A membership is premium (spec 02 §4.3): the partner's registration must name this partner
    // id and the caller's e-mail, so a client cannot claim one by sending any id.
    const registration = parseRegistration(
      await this.database.get(registrationPath(input.registrationId)),
    );
    if (!registration || !vouchesFor(registration, input)) {
      throw new AppError(
        'forbidden',
        'wellhubRegistrationMismatch',
        'This Wellhub registration does not match your account',
      );
    }
    const claim = await this.database.transaction(memberPath(input.gympassUserId), (current) =>
      decideClaim(current, input.uid) === 'claim' ? input.uid : undefined,
    );
    if (claim.value !== input.uid) {
      throw new AppError(
        'conflict',
        'wellhubUserAlreadyRegistered',
        'This Wellhub membership belongs to another account',
      );
    }
    const now = this.clock.now();
    await this.database.transaction(userPath(input.uid, 'wellhub'), (current) => {
      const decision = decideMembership(current, { ...input, now });
      return decision.kind === 'write' ? decision.membership : undefined;
    });
    return { hasOldSubscription: (await this.users.getSubscription(input.uid)) !== null };
  }
}
