import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@fastwell/contract/languages';
import {
  legalDocumentLanguage,
  legalDocumentPath,
  removeAdOptOutPlaceholder,
} from '../domain/legal';
import type { LegalPage } from '../domain/legal-pages';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { LegalService } from '../services/legal.service';

type LegalDeps = { legal: LegalService; analytics: AnalyticsService };

/** The legal screens' texts: a fresh document per screen. */
export class LegalStore {
  constructor(private readonly deps: LegalDeps) {}

  document(): LegalDocumentStore {
    return new LegalDocumentStore(this.deps);
  }
}

export type LegalDocumentStatus = 'loading' | 'ready' | 'failed';

/** One legal page's text. A failed fetch only logs web_legalFetchFailed (spec 02 §8). */
export class LegalDocumentStore {
  status: LegalDocumentStatus = 'loading';
  markdown = '';
  /** The text's language: the visitor's, or English where the page has no text in theirs. */
  language: Language = 'en';
  private loadCount = 0;

  constructor(private readonly deps: LegalDeps) {
    makeAutoObservable<LegalDocumentStore, 'deps' | 'loadCount'>(this, {
      deps: false,
      loadCount: false,
    });
  }

  async load(page: LegalPage, language: Language): Promise<void> {
    this.loadCount += 1;
    const run = this.loadCount;
    const path = legalDocumentPath(page, language);
    this.status = 'loading';
    this.markdown = '';
    try {
      const text = await this.deps.legal.fetchDocument(path);
      if (run !== this.loadCount) return;
      runInAction(() => {
        this.markdown = removeAdOptOutPlaceholder(text);
        this.language = legalDocumentLanguage(page, language);
        this.status = 'ready';
      });
    } catch (error) {
      if (run !== this.loadCount) return;
      const message = error instanceof Error ? error.message : String(error);
      this.deps.analytics.track('web_legalFetchFailed', { page, path, message });
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
