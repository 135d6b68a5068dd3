import { Button, Group, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDevices, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { DEVICE_PLATFORMS } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { ImportModal } from '../../members/components/import/import-modal';
import { useDevices } from '../hooks/use-records';
import { isShortSearch, searchParam } from '../record-format';
import type { TDevice } from '../types';
import { DeviceFormDrawer } from './device-form-drawer';
import { DevicesTable } from './devices-table';
import { CsvExportButton } from './csv-export-button';
import { PagedList } from './paged-list';
import { SearchHint } from './search-hint';

// All devices, or the faulty ones (a push error) under their own tab: /user/devices?view=faulty.
export function DevicesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const faulty = params.get('view') === 'faulty';
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const [platform, setPlatform] = useState<string | null>(null);
  const [editing, setEditing] = useState<TDevice | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const short = isShortSearch(debounced);
  const filters = {
    search: searchParam(debounced),
    platform: platform ?? undefined,
    faulty: faulty ? 'true' : undefined,
  };
  const devices = useDevices({ ...paging, ...filters }, !short);
  const firstPage = () => setPaging({ ...paging, page: 1 });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.devices')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
              data-testid="device-import"
            >
              {t('device_imports.button')}
            </Button>
            <CsvExportButton list="devices" query={filters} fileName={faulty ? 'faulty-devices.csv' : 'devices.csv'} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="device-new">
              {t('records.device_new')}
            </Button>
          </Group>
        }
      />
      <Tabs
        value={faulty ? 'faulty' : 'all'}
        onChange={(view) => {
          setParams(view === 'faulty' ? { view: 'faulty' } : {});
          firstPage();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="all" leftSection={<IconDevices size={16} />} data-testid="devices-tab-all">
            {t('records.all_devices')}
          </Tabs.Tab>
          <Tabs.Tab value="faulty" leftSection={<IconAlertTriangle size={16} />} data-testid="devices-tab-faulty">
            {t('devices.faulty_only')}
          </Tabs.Tab>
        </Tabs.List>
        {/* Filters of the one list below: empty panels give each tab's aria-controls its target. */}
        <Tabs.Panel value="all">{null}</Tabs.Panel>
        <Tabs.Panel value="faulty">{null}</Tabs.Panel>
      </Tabs>
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
      </Group>
      {short ? (
        <SearchHint />
      ) : (
        <PagedList query={devices} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
          {(rows) => <DevicesTable devices={rows} onEdit={setEditing} />}
        </PagedList>
      )}
      {editing ? (
        <DeviceFormDrawer device={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {importing ? <ImportModal kind="devices" onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
