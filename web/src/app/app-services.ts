import type { AccountCalls } from '../shared/services/deferred-account.api';
import type { AdTrackersService } from '../shared/services/ad-trackers.service';
import type { AnalyticsService } from '../shared/services/analytics.service';
import type { ApiClient } from '../shared/services/api-client';
import type { AuthService } from '../shared/services/auth.service';
import type { AppEnv } from '../shared/services/env';
import type { PageLocation } from '../shared/services/page-location.service';
import type { StorageService } from '../shared/services/storage.service';
import type { StripeLoaderService } from '../shared/services/stripe-loader.service';
import type { TabStorageService } from '../shared/services/tab-storage.service';

/** The services, built once; only the composition (and tests, to stub them) reach them. */
export type AppServices = {
  env: AppEnv;
  analytics: AnalyticsService;
  adTrackers: AdTrackersService;
  storage: StorageService;
  tabStorage: TabStorageService;
  page: PageLocation;
  auth: AuthService;
  /** The API client, loaded with the first call (the first screen makes none). */
  apiClient: () => Promise<ApiClient>;
  account: AccountCalls;
  stripeLoader: StripeLoaderService;
};
