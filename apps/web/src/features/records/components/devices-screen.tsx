import { Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DEVICE_PLATFORMS } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../common/components/page-header';
import { useDevices } from '../hooks/use-records';
import { isShortSearch, searchParam } from '../record-format';
import { DevicesTable } from './devices-table';
import { PagedList } from './paged-list';
import { SearchHint } from './search-hint';

export function DevicesScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const [platform, setPlatform] = useState<string | null>(null);
  const [faulty, setFaulty] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const short = isShortSearch(debounced);
  const devices = useDevices(
    {
      ...paging,
      search: searchParam(debounced),
      platform: platform ?? undefined,
      faulty: faulty ? 'true' : undefined,
    },
    !short,
  );
  const firstPage = () => setPaging({ ...paging, page: 1 });
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.devices')} />
      <Group gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('devices.search_placeholder')}
          aria-label={t('members.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            firstPage();
          }}
          w={260}
          data-testid="devices-search"
        />
        <Select
          placeholder={t('devices.platform')}
          aria-label={t('devices.platform')}
          data={DEVICE_PLATFORMS.map((value) => ({ value, label: t(`devices.platforms.${value}`) }))}
          value={platform}
          clearable
          w={160}
          onChange={(value) => {
            setPlatform(value);
            firstPage();
          }}
        />
        <Switch
          label={t('devices.faulty_only')}
          checked={faulty}
          onChange={(e) => {
            setFaulty(e.currentTarget.checked);
            firstPage();
          }}
          data-testid="devices-faulty"
        />
      </Group>
      {short ? (
        <SearchHint />
      ) : (
        <PagedList query={devices} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
          {(rows) => <DevicesTable devices={rows} />}
        </PagedList>
      )}
    </Stack>
  );
}
