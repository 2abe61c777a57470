/**
 * A mail as blocks of plain text, rendered twice: as text/plain and as HTML. Every string here
 * is raw (user input included); only the HTML renderer escapes, so no value can skip it.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; caption: string; rows: readonly (readonly [string, string])[] }
  | { kind: 'link'; label: string; href: string }
  /** What a visitor typed (typed-text.ts made it harmless): labelled, apart from our text. */
  | { kind: 'typed'; caption: string; note: string; rows: readonly (readonly [string, string])[] };

/** A file that travels in the mail itself (a durable medium: the terms in force, for one). */
export interface MailAttachment {
  filename: string;
  /** e.g. 'text/plain; charset=utf-8'. */
  contentType: string;
  content: string;
}

/** One mail as the domain renders it: the mailer adds the sender and recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

export interface MailDocument {
  language: string;
  title: string;
  blocks: readonly MailBlock[];
}

export function renderText(document: MailDocument): string {
  const lines: string[] = [document.title, '='.repeat(document.title.length), ''];
  for (const block of document.blocks) {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text, '-'.repeat(block.text.length), '');
        break;
      case 'paragraph':
        lines.push(block.text, '');
        break;
      case 'table':
        lines.push(block.caption);
        for (const [label, value] of block.rows)
          lines.push(`  ${label}: ${value.replace(/\r?\n/g, '\n    ')}`);
        lines.push('');
        break;
      case 'link':
        lines.push(`${block.label}:`, block.href, '');
        break;
      case 'typed':
        lines.push(block.caption, `(${block.note})`);
        for (const [label, value] of block.rows)
          lines.push(`> ${label}: ${value.replace(/\n/g, '\n>   ')}`);
        lines.push('');
        break;
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const STYLE = {
  body: `margin:0;padding:24px 12px;background:#f4f4f1;color:#1f1f1f;${FONT}font-size:16px;line-height:1.5;`,
  card: 'max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
  h1: 'margin:0 0 16px;font-size:24px;line-height:1.25;',
  h2: 'margin:24px 0 8px;font-size:19px;line-height:1.3;',
  p: 'margin:0 0 16px;white-space:pre-line;',
  table: 'width:100%;margin:0 0 16px;border-collapse:collapse;',
  caption: 'padding:0 0 8px;text-align:left;font-weight:bold;',
  th: 'padding:6px 12px 6px 0;border-top:1px solid #dcdcd6;text-align:left;vertical-align:top;font-weight:bold;width:40%;',
  td: 'padding:6px 0;border-top:1px solid #dcdcd6;vertical-align:top;white-space:pre-wrap;word-break:break-word;',
  typed:
    'margin:0 0 16px;padding:8px 12px;border-left:4px solid #dcdcd6;background:#f4f4f1;color:#3d3d3d;',
  typedRow: 'margin:0 0 8px;white-space:pre-wrap;word-break:break-word;',
  note: 'margin:0 0 8px;font-size:14px;',
  button:
    'display:inline-block;padding:12px 20px;background:#1b5e3b;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:underline;',
};

function renderBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${STYLE.h2}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${STYLE.p}">${escapeHtml(block.text)}</p>`;
    case 'table': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${STYLE.th}">${escapeHtml(label)}</th><td style="${STYLE.td}">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="${STYLE.table}"><caption style="${STYLE.caption}">${escapeHtml(block.caption)}</caption><tbody>${rows}</tbody></table>`;
    }
    case 'link':
      return `<p style="${STYLE.p}"><a href="${escapeHtml(block.href)}" style="${STYLE.button}">${escapeHtml(block.label)}</a></p>`;
    case 'typed': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<p style="${STYLE.typedRow}"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`,
        )
        .join('');
      return `<div style="${STYLE.typed}"><p style="${STYLE.caption}margin:0 0 4px;">${escapeHtml(block.caption)}</p><p style="${STYLE.note}">${escapeHtml(block.note)}</p>${rows}</div>`;
    }
  }
}

export function renderHtml(document: MailDocument): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(document.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.title)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<h1 style="${STYLE.h1}">${escapeHtml(document.title)}</h1>`,
    ...document.blocks.map(renderBlock),
    '</div></body></html>',
  ].join('\n');
}
