export type { TMember, TMemberPage } from '@ulak/shared/audience-views';
