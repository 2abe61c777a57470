/**
 * The partner programme's word on one member: does Wellhub (Gympass) still pay for their
 * premium access? 'ended' when the partner denies it; anything the partner cannot answer
 * (unreachable, an answer we do not understand) rejects, and the membership stays as it is until
 * the next run.
 */
export type PartnerEntitlement = 'active' | 'ended';

export interface PartnerMemberships {
  entitlement(gympassUserId: string): Promise<PartnerEntitlement>;
}
