import type { TImportField } from '@ulak/shared/audience';

export type TImportMapping = Partial<Record<TImportField, number>>;

// A CSV import job as the server shows it (apps/server/src/modules/audience/import/import-upload.service.ts).
export type TMemberImport = {
  id: number;
  file_name: string;
  status: 'uploaded' | 'queued' | 'running' | 'done' | 'failed' | string;
  columns: string[];
  preview: string[][];
  suggested_mapping: TImportMapping;
  mapping: TImportMapping | null;
  total_rows: number;
  processed_rows: number;
  inserted_rows: number;
  updated_rows: number;
  rejected_rows: number;
  passive_rows: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};
