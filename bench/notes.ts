/**
 * bench/notes.md: the humans' explanation of each missed target, one `## <row id>` section each.
 * Answers a map from row id to the section's text as one line (for a table cell).
 */
export function parseNotes(markdown: string): Record<string, string> {
  const notes: Record<string, string> = {};
  let id: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join(' ').replace(/\s+/g, ' ').trim();
    if (id !== null && text) notes[id] = text;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(\S+)\s*$/.exec(line);
    if (heading?.[1]) {
      flush();
      id = heading[1];
      lines = [];
    } else if (/^#\s/.test(line)) {
      flush();
      id = null;
      lines = [];
    } else if (id !== null) {
      lines.push(line);
    }
  }
  flush();
  return notes;
}
