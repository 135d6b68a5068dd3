export type { TApiKey, TApplication, TCreatedApiKey } from '@ulak/shared/audience-views';
