import { describe, expect, it } from 'vitest';
import { pageCount } from '../../lib/paging';
import {
  DEFAULT_LIST_STATE,
  gateSearch,
  nextSort,
  readListState,
  toFilterQuery,
  toListQuery,
  writeListState,
} from './member-list-state';

describe('gateSearch', () => {
  it('needs at least two letters', () => {
    expect(gateSearch('')).toEqual({ kind: 'none' });
    expect(gateSearch('   ')).toEqual({ kind: 'none' });
    expect(gateSearch('a')).toEqual({ kind: 'too_short' });
    expect(gateSearch(' a ')).toEqual({ kind: 'too_short' });
    expect(gateSearch(' ay ')).toEqual({ kind: 'ok', value: 'ay' });
  });
});

describe('list state in the address', () => {
  it('round-trips and keeps only non-default values', () => {
    const state = { ...DEFAULT_LIST_STATE, search: 'ayşe', status: 'passive' as const, page: 3, perPage: 50 };
    const params = writeListState(state);
    expect(params.toString()).toBe('search=ay%C5%9Fe&status=passive&page=3&perPage=50');
    expect(readListState(params)).toEqual(state);
  });
  it('ignores unknown values', () => {
    const state = readListState(new URLSearchParams('source=fax&status=x&perPage=7&page=-2&sort=phone&order=up'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });
});

describe('query mapping', () => {
  it('maps status to the passive and blocked flags', () => {
    expect(toFilterQuery({ ...DEFAULT_LIST_STATE, status: 'active' })).toMatchObject({
      passive: 'false',
      blocked: 'false',
    });
    expect(toFilterQuery({ ...DEFAULT_LIST_STATE, status: 'passive' })).toMatchObject({ passive: 'true' });
    expect(toFilterQuery({ ...DEFAULT_LIST_STATE, status: 'blocked' })).toMatchObject({ blocked: 'true' });
  });
  it('drops a too-short search and keeps filters', () => {
    const query = toListQuery({ ...DEFAULT_LIST_STATE, search: 'a', source: 'csv', permission: 'sms' });
    expect(query).toEqual({
      search: undefined,
      source: 'csv',
      permission: 'sms',
      language: undefined,
      gender: undefined,
      sort: 'id',
      order: 'desc',
      page: 1,
      perPage: 20,
    });
  });
});

describe('sorting and pages', () => {
  it('sorts a new column ascending and flips the same one', () => {
    const byName = nextSort({ ...DEFAULT_LIST_STATE, page: 4 }, 'name');
    expect(byName).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(nextSort(byName, 'name')).toMatchObject({ sort: 'name', order: 'desc' });
  });
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('tag, city and creation day filters', () => {
  it('read from the address, reach the list and export queries, and drop bad values', () => {
    const state = readListState(
      new URLSearchParams('tag=vip&city=%20%C4%B0zmir%20&createdFrom=2026-01-01&createdTo=2026-02-30x'),
    );
    expect(state).toMatchObject({ tag: 'vip', city: 'İzmir', createdFrom: '2026-01-01', createdTo: null });
    expect(toFilterQuery(state)).toMatchObject({ tag: 'vip', city: 'İzmir', createdFrom: '2026-01-01' });
    expect(toFilterQuery(state).createdTo).toBeUndefined();
    expect(readListState(writeListState(state))).toEqual(state);
  });
});
