import { Column, SQL, is, type Query } from 'drizzle-orm';
import type { DbOrTx } from './database';

type TField = Column | SQL | SQL.Aliased;
type TDecode = (value: unknown) => unknown;

// An `sql` field's decoder (its `.mapWith()`): drizzle marks it internal, its own row mapping reads it.
type TDecoded = { decoder: { mapFromDriverValue: TDecode } };
const sqlDecoder = (field: SQL): TDecode => {
  const { decoder } = field as unknown as TDecoded;
  return (value) => decoder.mapFromDriverValue(value);
};

// The decoder drizzle's own row mapping would apply to one selected field.
function decoderOf(field: TField): TDecode {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  return sqlDecoder(is(field, SQL) ? field : field.sql);
}

// One object literal per row, the selection's keys in order, each value read by its position and
// decoded as drizzle decodes it (a null stays null). Keys are written as JSON string literals.
export function rowReader<TRow>(selection: Record<string, TField>): (row: unknown[]) => TRow {
  const fields = Object.entries(selection);
  const decoders = fields.map(([, field]) => decoderOf(field));
  const entries = fields.map(([name], i) => `${JSON.stringify(name)}: r[${i}] === null ? null : d[${i}](r[${i}])`);
  const build = new Function('d', `return (r) => ({ ${entries.join(', ')} });`) as (
    d: TDecode[],
  ) => (row: unknown[]) => TRow;
  return build(decoders);
}

type TSelect = { toSQL: () => Query };

// A named prepared statement of a flat select whose rows come back as drizzle's `.prepare()` would
// give them, for a hot list: drizzle maps each cell through a generic walk of the selection
// (type checks, nested paths), ~0.1 ms for a page of 20 members of 30 columns; this reader is
// compiled once per selection. The selection must be flat (no nested objects) and be the select's own.
export function preparedRows<TRow>(db: DbOrTx, name: string, select: TSelect, selection: Record<string, TField>) {
  const read = rowReader<TRow>(selection);
  return db._.session.prepareQuery<{ execute: TRow[]; all: unknown; values: unknown }>(
    select.toSQL(),
    undefined,
    name,
    true,
    (rows) => (rows as unknown[][]).map(read),
  );
}
