import type { TMember } from '@ulak/shared/audience-views';
import type { TPageMeta } from '@ulak/shared/http';

export type { TMember } from '@ulak/shared/audience-views';

export type TMemberPage = { data: TMember[]; meta: TPageMeta };
