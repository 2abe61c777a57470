/** The page's address as stores need it; read at each call (the router changes the path). */
export type PageLocation = {
  readonly origin: string;
  readonly pathname: string;
};

/** The browser's address bar, for stores (lint keeps `window` out of them). */
export class PageLocationService implements PageLocation {
  constructor(private readonly location: Pick<Location, 'origin' | 'pathname'> = window.location) {}

  get origin(): string {
    return this.location.origin;
  }

  get pathname(): string {
    return this.location.pathname;
  }
}
