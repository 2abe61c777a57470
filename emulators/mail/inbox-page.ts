import { escapeHtml } from '../../functions/src/tooling.js';
import type { CaughtMail } from './mail-catcher.client.js';

/**
 * One mail's HTML inside a sandboxed iframe: no scripts, no same-origin access; its links open
 * in a new tab (the "this was not me" link of the cancellation mail must be clickable).
 */
const htmlFrame = (mail: CaughtMail): string =>
  mail.html
    ? `<iframe title="${escapeHtml(`HTML: ${mail.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : '<p><em>No HTML part.</em></p>';

const article = (mail: CaughtMail): string => `
<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt)}</time></dd>
  </dl>
  <details open><summary>HTML</summary>${htmlFrame(mail)}</details>
  <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;

/** GET /: the inbox, newest first. */
export function inboxPage(mails: readonly CaughtMail[], smtpUrl: string): string {
  const list = [...mails].reverse().map(article).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fastwell local mail (${mails.length})</title>
<style>
  body { margin: 0 auto; max-width: 960px; padding: 16px; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; }
  header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; }
  dt { font-weight: bold; }
  dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; height: 480px; border: 1px solid #ddd; background: #fff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
  button, a.button { font: inherit; padding: 6px 12px; }
</style>
</head>
<body>
<header>
  <h1>Local mail catcher</h1>
  <form method="post" action="/clear"><a class="button" href="/">Refresh</a> <button type="submit">Delete all</button></form>
</header>
<p>The functions send to <code>${escapeHtml(smtpUrl)}</code>; nothing leaves this machine. JSON: <a href="/api/messages">/api/messages</a> (<code>?to=</code> an address; <code>DELETE</code> clears).</p>
<main>
${list || '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
}
