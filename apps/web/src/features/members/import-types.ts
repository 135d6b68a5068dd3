export type { TImportMapping, TMemberImport } from '@ulak/shared/audience-views';
