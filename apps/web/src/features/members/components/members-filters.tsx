import { Button, Group, Select, TextInput, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { EMAIL_VERIFICATION_CLASSES, GENDERS, MEMBER_PERMISSIONS, MEMBER_SOURCES } from '@ulak/shared/audience-keys';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagList } from '../../records/hooks/use-tags';
import { DEFAULT_LIST_STATE, MEMBER_STATUSES, type TMemberListState } from '../member-list-state';

type TFilterKey = 'source' | 'permission' | 'status' | 'language' | 'gender' | 'emailVerification';

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
    emailVerification: EMAIL_VERIFICATION_CLASSES.map((value) => ({
      value,
      label: t(`email_verification.classes.${value}`),
    })),
  };
  // The email verification feature names its own filter.
  const filterLabel = (key: TFilterKey) =>
    key === 'emailVerification' ? t('email_verification.criterion') : t(`members.filter_${key}`);
  const [city, setCity] = useState(state.city ?? '');
  const [cityShown, setCityShown] = useState(state.city);
  if (cityShown !== state.city) {
    // The filter was changed elsewhere (cleared, or the address): show the new value.
    setCityShown(state.city);
    setCity(state.city ?? '');
  }
  const commitCity = () => {
    const next = city.trim() === '' ? null : city.trim();
    if (next !== state.city) onChange({ ...state, city: next, page: 1 });
  };
  const [range, setRange] = useState<[string | null, string | null]>([state.createdFrom, state.createdTo]);
  const [rangeShown, setRangeShown] = useState(`${state.createdFrom}|${state.createdTo}`);
  if (rangeShown !== `${state.createdFrom}|${state.createdTo}`) {
    setRangeShown(`${state.createdFrom}|${state.createdTo}`);
    setRange([state.createdFrom, state.createdTo]);
  }
  const extra = [state.tag, state.city, state.createdFrom, state.createdTo];
  const active = [...(Object.keys(options) as TFilterKey[]).map((key) => state[key]), ...extra].filter(
    (value) => value !== null,
  ).length;
  const filtered = active > 0 || search !== '';
  // On a phone the nine filters would fill the first screen (five rows above the list): they are behind a
  // button there, drawn when it opens, and the search stays in view.
  const theme = useMantineTheme();
  const narrow = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const shown = !narrow || opened;
  // The tag filter's names, asked for once the filters are drawn.
  const tags = useTagList({ page: 1, perPage: 100 }, shown);
  const tagNames = [...new Set([...(tags.data?.data ?? []).map((tag) => tag.name), ...(state.tag ? [state.tag] : [])])];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="members-filters">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('members.search_placeholder')}
        aria-label={t('members.search')}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={narrow ? undefined : 260}
        flex={narrow ? 1 : undefined}
        data-testid="members-search"
      />
      {narrow ? (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          aria-expanded={opened}
          aria-controls="members-filter-fields"
          onClick={() => setOpened((open) => !open)}
          data-testid="members-filters-toggle"
        >
          {active > 0 ? t('members.filters_active', { count: active }) : t('members.filters')}
        </Button>
      ) : null}
      {shown ? (
        <div id="members-filter-fields" className="ulak-contents">
          {(Object.keys(options) as TFilterKey[]).map((key) => (
            <Select
              key={key}
              placeholder={filterLabel(key)}
              aria-label={filterLabel(key)}
              data={options[key]}
              value={state[key]}
              clearable
              searchable={key === 'language'}
              w={150}
              onChange={(value) => onChange({ ...state, [key]: value, page: 1 })}
              data-testid={`members-filter-${key}`}
            />
          ))}
          <Select
            placeholder={t('member_filters.tag')}
            aria-label={t('member_filters.tag')}
            data={tagNames}
            value={state.tag}
            clearable
            searchable
            nothingFoundMessage={t('empty.nothing_to_show')}
            w={170}
            onChange={(value) => onChange({ ...state, tag: value, page: 1 })}
            data-testid="members-filter-tag"
          />
          <TextInput
            placeholder={t('member_filters.city')}
            aria-label={t('member_filters.city')}
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
            onBlur={commitCity}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitCity();
            }}
            w={150}
            data-testid="members-filter-city"
          />
          <DatePickerInput
            type="range"
            placeholder={t('member_filters.created')}
            aria-label={t('member_filters.created')}
            value={range}
            valueFormat="DD-MM-YYYY"
            clearable
            allowSingleDateInRange
            w={230}
            onChange={([from, to]) => {
              const next: [string | null, string | null] = [
                from ? dayjs(from).format('YYYY-MM-DD') : null,
                to ? dayjs(to).format('YYYY-MM-DD') : null,
              ];
              setRange(next);
              // A range is applied once both ends are picked (or when it is cleared).
              if (next[0] && !next[1]) return;
              onChange({ ...state, createdFrom: next[0], createdTo: next[1], page: 1 });
            }}
            data-testid="members-filter-created"
          />
        </div>
      ) : null}
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
