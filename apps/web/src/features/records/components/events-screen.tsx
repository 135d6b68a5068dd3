import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { useEvents } from '../hooks/use-records';
import { EventsTable } from './events-table';
import { PagedList } from './paged-list';

export function EventsScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [code, setCode] = useState('');
  const [debounced] = useDebouncedValue(code.trim(), 300);
  const events = useEvents({ ...paging, code: debounced || undefined });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.events')}
        actions={
          <Button
            component={Link}
            to="/user/events/request-logs"
            variant="default"
            leftSection={<IconListDetails size={16} />}
            data-testid="events-request-logs"
          >
            {t('pages.event_request_logs')}
          </Button>
        }
      />
      <Group>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('events.code_filter')}
          aria-label={t('events.code_filter')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setPaging({ ...paging, page: 1 });
          }}
          w={260}
          data-testid="events-code"
        />
      </Group>
      <PagedList query={events} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => <EventsTable events={rows} withMember />}
      </PagedList>
    </Stack>
  );
}
