import type { AccountApi } from '../services/account.api';
import type { AdTrackersService } from '../services/ad-trackers.service';
import type { AnalyticsService } from '../services/analytics.service';
import type { ApiClient } from '../services/api-client';
import type { AuthService } from '../services/auth.service';
import type { AppEnv } from '../services/env';
import type { LegalService } from '../services/legal.service';
import type { PageLocation } from '../services/page-location.service';
import type { StorageService } from '../services/storage.service';
import type { StripeLoaderService } from '../services/stripe-loader.service';
import type { TabStorageService } from '../services/tab-storage.service';

/** The services, built once; only the composition (and tests, to stub them) reach them. */
export type AppServices = {
  env: AppEnv;
  analytics: AnalyticsService;
  adTrackers: AdTrackersService;
  storage: StorageService;
  tabStorage: TabStorageService;
  page: PageLocation;
  legal: LegalService;
  auth: AuthService;
  api: ApiClient;
  account: AccountApi;
  stripeLoader: StripeLoaderService;
};
