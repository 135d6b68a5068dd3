// Variables as templates write them (LiquidJS): `{{ member.name }}`; a group whose keys the merchant
// names (tags, form links) gets a bracket lookup to fill in; the unsubscribe link is a bare name.

export function variableSnippet(group: string, variable?: string): string {
  if (variable === undefined) return `{{ ${group} }}`;
  if (variable.startsWith('<')) return `{{ ${group}["${variable.replace(/[<>]/g, '').replace(/\s+/g, '_')}"] }}`;
  return `{{ ${group}.${variable} }}`;
}

// Inserts at the cursor (replacing a selection) and says where the cursor goes next.
export function insertAt(
  text: string,
  snippet: string,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const start = Math.min(Math.max(selection?.start ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + snippet + text.slice(end), caret: start + snippet.length };
}
