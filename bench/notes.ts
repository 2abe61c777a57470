/**
 * bench/notes.md: the humans' explanation of missed targets, one `## <row id>` section each (or
 * `## <id>, <id>` for several rows with the same cause). Answers a map from row id to the
 * section's text as one line (for a table cell).
 */
export function parseNotes(markdown: string): Record<string, string> {
  const notes: Record<string, string> = {};
  let ids: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join(' ').replace(/\s+/g, ' ').trim();
    if (text) ids.forEach((id) => (notes[id] = text));
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      flush();
      ids = heading[1].split(/[\s,]+/).filter(Boolean);
      lines = [];
    } else if (/^#\s/.test(line)) {
      flush();
      ids = [];
      lines = [];
    } else if (ids.length > 0) {
      lines.push(line);
    }
  }
  flush();
  return notes;
}
