/** The page's address as stores need it; read at each call (the router changes the path). */
export type PageLocation = {
  readonly origin: string;
  readonly pathname: string;
  /** Leaves the app for another site's page (a provider's), keeping this page in the history. */
  assign(url: string): void;
};

/** The browser's address bar, for stores (lint keeps `window` out of them). */
export class PageLocationService implements PageLocation {
  constructor(
    private readonly location: Pick<Location, 'origin' | 'pathname' | 'assign'> = window.location,
  ) {}

  get origin(): string {
    return this.location.origin;
  }

  get pathname(): string {
    return this.location.pathname;
  }

  assign(url: string): void {
    this.location.assign(url);
  }
}
