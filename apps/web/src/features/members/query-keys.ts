import type { TImportKind } from '@ulak/shared/audience';
import type { TListQuery } from './member-list-state';

export const memberKeys = {
  all: ['members'] as const,
  list: (query: TListQuery) => ['members', 'list', query] as const,
  summary: () => ['members', 'summary'] as const,
  detail: (id: number) => ['members', 'detail', id] as const,
  picker: (search: string) => ['members', 'list', { search, perPage: 20, picker: 1 }] as const,
};

// A CSV import job of either kind lives beside the list it fills (members or devices); a finished one
// changes that list, and a members import the members summary's figures too.
export const importedListKey = (kind: TImportKind) => [kind, 'list'] as const;
export const importedKeys = (kind: TImportKind) =>
  kind === 'members' ? [importedListKey(kind), memberKeys.summary()] : [importedListKey(kind)];
export const importJobKey = (kind: TImportKind, id: number) => [kind, 'import', id] as const;
