import type { ApiResponse } from '../http/router.js';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f6f7f9; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 500; }
  input { box-sizing: border-box; width: 100%; min-height: 48px; padding: .5rem .75rem; font: inherit; border: 1px solid #6b7280; border-radius: 6px; }
  button { min-height: 48px; min-width: 44px; padding: .5rem 1.25rem; font: inherit; font-weight: 600; border-radius: 6px; border: 1px solid #1d4ed8; cursor: pointer; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.secondary { background: #fff; color: #1d4ed8; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  [role="alert"] { color: #b3261e; font-weight: 500; }
  table { width: 100%; border-collapse: collapse; }
  td, th { padding: .375rem 0; text-align: left; }
  td.amount, th.amount { text-align: right; }
  .note { color: #4b5563; font-size: .875rem; }
`;

/** A complete, accessible HTML document around `content` (already escaped). */
export function htmlDocument(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

export function htmlResponse(body: string, status = 200): ApiResponse {
  return { kind: 'raw', status, contentType: 'text/html; charset=utf-8', body };
}

/** 303 See Other to `location` (a form POST continues as a GET there). */
export function redirectResponse(location: string): ApiResponse {
  return {
    kind: 'raw',
    status: 303,
    contentType: 'text/html; charset=utf-8',
    body: htmlDocument('Redirecting', `<p><a href="${escapeHtml(location)}">Continue</a></p>`),
    headers: { Location: location },
  };
}

/** A short page with a heading and a message (errors and end states). */
export function messagePage(title: string, message: string, status = 200): ApiResponse {
  return htmlResponse(
    htmlDocument(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`),
    status,
  );
}
