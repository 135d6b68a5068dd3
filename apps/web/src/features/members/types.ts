export type { TMember, TMemberPage, TMemberSummary } from '@ulak/shared/audience-views';
