import type { SQL } from 'drizzle-orm';

// Member-list filters on facts kept by modules above audience (email verification): each registers the
// condition of its filter at import, so audience never imports them back. `member` names the member row's
// columns as the caller's query aliases them.
export type TMemberColumns = { id: SQL; email: SQL; accountId: SQL };
export type TMemberFilterCondition = (accountId: number, member: TMemberColumns, value: string) => SQL;

const conditions = new Map<string, TMemberFilterCondition>();

export function registerMemberFilter(filter: 'emailVerification', condition: TMemberFilterCondition): void {
  conditions.set(filter, condition);
}

export const memberFilterCondition = (filter: string): TMemberFilterCondition | undefined => conditions.get(filter);
