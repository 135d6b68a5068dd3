import type { TMemberFieldDef } from '@ulak/shared';

// SQL pieces over the member-field catalogue's columns, shared by the CSV import's merge and the public API's
// upsert (both write members from a row source named `from`). Column names come from the catalogue, not input.
type TField = TMemberFieldDef;

export const columnList = (fields: readonly TField[]): string => fields.map((f) => f.column).join(', ');

// `name text, birth_date date, ...`: a record type for jsonb_to_recordset or a staging table.
export const typedColumns = (fields: readonly TField[]): string =>
  fields.map((f) => `${f.column} ${f.type}`).join(', ');

// An update keeps a member's value where the row source has none.
export const keepExisting = (fields: readonly TField[], from: string): string =>
  fields.map((f) => `${f.column} = coalesce(${from}.${f.column}, m.${f.column})`).join(', ');

// A new member's values: permissions default to false and the language to Turkish.
export const insertValues = (fields: readonly TField[], from: string): string =>
  fields
    .map((f) =>
      f.type === 'boolean'
        ? `coalesce(${from}.${f.column}, false)`
        : f.column === 'language'
          ? `coalesce(${from}.language, 'tr')`
          : `${from}.${f.column}`,
    )
    .join(', ');
