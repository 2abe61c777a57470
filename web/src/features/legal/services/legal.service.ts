import { isHtmlDocument } from '../domain/legal-pages';

/** Fetches the legal texts (markdown under /assets/legal) as plain text. */
export class LegalService {
  async fetchDocument(path: string): Promise<string> {
    const response = await fetch(path, { headers: { Accept: 'text/markdown, text/plain' } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const text = await response.text();
    if (isHtmlDocument(text)) throw new Error(`GET ${path} answered an HTML page`);
    return text;
  }
}
