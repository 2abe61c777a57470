import { z } from 'zod';
import type { PartnerEntitlement, PartnerMemberships } from './partner-membership.port';

/**
 * PROVISIONAL: a go-live blocker (README "Going live"). Wellhub publishes no API to ask for a
 * member's current status: its partner documentation
 * (https://developers.gympass.com/product/partner-app-apis/1.0/user-status-api, checked
 * 2026-11) describes only the partner's own registration endpoint and cancel/change webhooks
 * that Wellhub pushes (signed with X-Gympass-Signature, HMAC-SHA-1). The path, the Bearer key
 * and the answer below are our own guess, served locally by emulators/wellhub; replace them with
 * what Wellhub agrees to, or feed this port from the cancel webhook instead.
 */
const answerSchema = z.object({ status: z.string() });

/** Statuses that keep premium; every other status the partner answers ends the membership. */
const ACTIVE = new Set(['active']);
const TIMEOUT_MS = 8_000;

export class WellhubPartnerAdapter implements PartnerMemberships {
  constructor(
    private readonly config: { apiUrl: string; apiKey: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async entitlement(gympassUserId: string): Promise<PartnerEntitlement> {
    const url = new URL(
      `/v1/users/${encodeURIComponent(gympassUserId)}/entitlement`,
      this.config.apiUrl,
    );
    const response = await this.fetchImpl(url, {
      headers: { authorization: `Bearer ${this.config.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // A member the partner does not know is not entitled.
    if (response.status === 404) return 'ended';
    if (!response.ok) throw new Error(`Wellhub partner API answered ${response.status}`);
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) throw new Error('Wellhub partner API: unexpected answer');
    return ACTIVE.has(answer.data.status.toLowerCase()) ? 'active' : 'ended';
  }
}
