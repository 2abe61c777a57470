/**
 * jsdom does not fetch `<script src>`: this serves the tags that point at the emulator the way a
 * browser would. It watches `<head>`, fetches each new script's exact URL, evaluates it as a classic
 * script with `document.currentScript` set, then fires `load` (or `error` for a non-2xx answer).
 */
export function serveEmulatorScripts(emulatorUrl: string): {
  requested: string[];
  errors: unknown[];
  stop(): void;
} {
  const requested: string[] = [];
  const errors: unknown[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.src.startsWith(emulatorUrl)) {
          requested.push(node.src);
          void runScriptElement(node).catch((error: unknown) => errors.push(error));
        }
  });
  observer.observe(document.head, { childList: true });
  return { requested, errors, stop: () => observer.disconnect() };
}

export async function runScriptElement(script: HTMLScriptElement): Promise<void> {
  const response = await fetch(script.src);
  if (!response.ok) {
    script.dispatchEvent(new Event('error'));
    return;
  }
  const code = await response.text();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(code)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  script.dispatchEvent(new Event('load'));
}

/** A stand-in for the window `window.open` returns, recording where it was navigated. */
export function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}
