import { Loader, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LETTERS } from '@ulak/shared/constants';
import { useMemberPicker } from '../../members/hooks/use-members';
import type { TMember } from '../../members/types';

export type TMemberOption = { value: string; label: string };

export function memberOption(member: Pick<TMember, 'id' | 'name' | 'surname' | 'email' | 'phone'>): TMemberOption {
  const name = [member.name, member.surname].filter(Boolean).join(' ');
  const contact = member.email ?? member.phone ?? '';
  return { value: String(member.id), label: [name, contact].filter(Boolean).join(' · ') || `#${member.id}` };
}

// Members matching the typed text (at least two letters, SPEC §5), plus the ones already chosen.
function useMemberSearch(chosen: TMemberOption[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const enabled = debounced.length >= SEARCH_MIN_LETTERS;
  const found = useMemberPicker(debounced, enabled);
  const options = new Map(chosen.map((o) => [o.value, o]));
  for (const member of enabled ? (found.data?.data ?? []) : []) options.set(String(member.id), memberOption(member));
  return { search, setSearch, options: [...options.values()], loading: enabled && found.isFetching };
}

type TCommon = { label: string; testId: string };

export function MemberMultiSelect({
  value,
  onChange,
  label,
  testId,
}: TCommon & { value: TMemberOption[]; onChange: (next: TMemberOption[]) => void }) {
  const { t } = useTranslation();
  const { search, setSearch, options, loading } = useMemberSearch(value);
  return (
    <MultiSelect
      label={label}
      placeholder={t('templates.member_search')}
      data={options}
      value={value.map((o) => o.value)}
      onChange={(ids) => onChange(ids.map((id) => options.find((o) => o.value === id) ?? { value: id, label: id }))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim().length >= SEARCH_MIN_LETTERS ? t('empty.records_not_found') : undefined}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      clearable
      data-testid={testId}
    />
  );
}

export function MemberSelect({
  value,
  onChange,
  label,
  testId,
}: TCommon & { value: TMemberOption | null; onChange: (next: TMemberOption | null) => void }) {
  const { t } = useTranslation();
  const { search, setSearch, options, loading } = useMemberSearch(value ? [value] : []);
  return (
    <Select
      label={label}
      placeholder={t('templates.member_search')}
      data={options}
      value={value?.value ?? null}
      onChange={(id) => onChange(options.find((o) => o.value === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim().length >= SEARCH_MIN_LETTERS ? t('empty.records_not_found') : undefined}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      clearable
      data-testid={testId}
    />
  );
}
