import {
  EMAIL_VERIFICATION_CLASSES,
  GENDERS,
  MEMBER_PERMISSIONS,
  MEMBER_SORTS,
  MEMBER_SOURCES,
} from '@ulak/shared/audience-keys';
import { SEARCH_MIN_LETTERS } from '@ulak/shared/constants';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import type { TQuery } from '../../lib/api/api-url';
import { PAGE_SIZES } from '../../lib/paging';

export const MEMBER_STATUSES = ['active', 'passive', 'blocked'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];

// The member list screen's state; it lives in the address so a filtered list can be shared or reloaded.
export type TMemberListState = {
  search: string;
  source: string | null;
  permission: string | null;
  status: TMemberStatus | null;
  language: string | null;
  gender: string | null;
  // The class of the member's email verification.
  emailVerification: string | null;
  // A member tag name, a city, and the creation day range (YYYY-MM-DD, inclusive).
  tag: string | null;
  city: string | null;
  createdFrom: string | null;
  createdTo: string | null;
  sort: (typeof MEMBER_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
};

export type TListQuery = TQuery;

export const DEFAULT_LIST_STATE: TMemberListState = {
  search: '',
  source: null,
  permission: null,
  status: null,
  language: null,
  gender: null,
  emailVerification: null,
  tag: null,
  city: null,
  createdFrom: null,
  createdTo: null,
  sort: 'id',
  order: 'desc',
  page: 1,
  perPage: 20,
};

const pick = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string | null => (value !== null && ISO_DAY.test(value) ? value : null);
const text = (value: string | null): string | null => {
  const trimmed = (value ?? '').trim().slice(0, 100);
  return trimmed === '' ? null : trimmed;
};

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readListState(params: URLSearchParams): TMemberListState {
  const perPage = positive(params.get('perPage'), DEFAULT_LIST_STATE.perPage);
  return {
    search: params.get('search') ?? '',
    source: pick(MEMBER_SOURCES, params.get('source')),
    permission: pick(MEMBER_PERMISSIONS, params.get('permission')),
    status: pick(MEMBER_STATUSES, params.get('status')),
    language: pick(MESSAGE_LANGUAGES, params.get('language')),
    gender: pick(GENDERS, params.get('gender')),
    emailVerification: pick(EMAIL_VERIFICATION_CLASSES, params.get('emailVerification')),
    tag: text(params.get('tag')),
    city: text(params.get('city')),
    createdFrom: day(params.get('createdFrom')),
    createdTo: day(params.get('createdTo')),
    sort: pick(MEMBER_SORTS, params.get('sort')) ?? DEFAULT_LIST_STATE.sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: positive(params.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_LIST_STATE.perPage,
  };
}

// Only what differs from the defaults goes into the address.
export function writeListState(state: TMemberListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    const fallback = DEFAULT_LIST_STATE[key as keyof TMemberListState];
    if (value !== null && value !== '' && value !== fallback) params.set(key, String(value));
  }
  return params;
}

// SPEC §5: a search of one letter shows a hint instead of querying; empty means no search.
export type TSearchGate = { kind: 'none' } | { kind: 'too_short' } | { kind: 'ok'; value: string };

export function gateSearch(search: string): TSearchGate {
  const value = search.trim();
  if (value === '') return { kind: 'none' };
  return value.length < SEARCH_MIN_LETTERS ? { kind: 'too_short' } : { kind: 'ok', value };
}

// Filters only (no paging or sorting): the CSV export takes the same filters as the list.
export function toFilterQuery(state: TMemberListState): TListQuery {
  const gate = gateSearch(state.search);
  const query: TListQuery = {
    search: gate.kind === 'ok' ? gate.value : undefined,
    source: state.source ?? undefined,
    permission: state.permission ?? undefined,
    language: state.language ?? undefined,
    gender: state.gender ?? undefined,
    emailVerification: state.emailVerification ?? undefined,
    tag: state.tag ?? undefined,
    city: state.city ?? undefined,
    createdFrom: state.createdFrom ?? undefined,
    createdTo: state.createdTo ?? undefined,
  };
  if (state.status === 'active') Object.assign(query, { passive: 'false', blocked: 'false' });
  if (state.status === 'passive') query.passive = 'true';
  if (state.status === 'blocked') query.blocked = 'true';
  return query;
}

export function toListQuery(state: TMemberListState): TListQuery {
  return { ...toFilterQuery(state), sort: state.sort, order: state.order, page: state.page, perPage: state.perPage };
}

// Clicking a column header: a new column sorts ascending, the same column flips the order.
export function nextSort(state: TMemberListState, column: TMemberListState['sort']): TMemberListState {
  const order = state.sort === column && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, order, page: 1 };
}
