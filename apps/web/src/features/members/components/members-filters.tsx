import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { GENDERS, MEMBER_PERMISSIONS, MEMBER_SOURCES } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIST_STATE, MEMBER_STATUSES, type TMemberListState } from '../member-list-state';

type TFilterKey = 'source' | 'permission' | 'status' | 'language' | 'gender';

export function MembersFilters({
  state,
  search,
  onSearch,
  onChange,
}: {
  state: TMemberListState;
  search: string;
  onSearch: (value: string) => void;
  onChange: (next: TMemberListState) => void;
}) {
  const { t } = useTranslation();
  const options: Record<TFilterKey, { value: string; label: string }[]> = {
    source: MEMBER_SOURCES.map((value) => ({ value, label: t(`members.sources.${value}`) })),
    permission: MEMBER_PERMISSIONS.map((value) => ({ value, label: t(`members.permissions.${value}`) })),
    status: MEMBER_STATUSES.map((value) => ({ value, label: t(`members.statuses.${value}`) })),
    language: MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })),
    gender: GENDERS.map((value) => ({ value, label: t(`members.genders.${value}`) })),
  };
  const filtered = (Object.keys(options) as TFilterKey[]).some((key) => state[key] !== null) || search !== '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="members-filters">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('members.search_placeholder')}
        aria-label={t('members.search')}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={260}
        data-testid="members-search"
      />
      {(Object.keys(options) as TFilterKey[]).map((key) => (
        <Select
          key={key}
          placeholder={t(`members.filter_${key}`)}
          aria-label={t(`members.filter_${key}`)}
          data={options[key]}
          value={state[key]}
          clearable
          searchable={key === 'language'}
          w={150}
          onChange={(value) => onChange({ ...state, [key]: value, page: 1 })}
          data-testid={`members-filter-${key}`}
        />
      ))}
      {filtered ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            onSearch('');
            onChange({ ...DEFAULT_LIST_STATE, perPage: state.perPage });
          }}
        >
          {t('members.clear_filters')}
        </Button>
      ) : null}
    </Group>
  );
}
