// JSON from a shop (a webhook body, a T-Soft answer) without NUL characters, which PostgreSQL text cannot
// hold: a record carrying one loses the character rather than failing its whole batch.
export function parseShopJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
  );
}
