import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordsApi, type TQuery } from '../api';

// Downloads the filtered list as CSV (streamed by the server, formula cells escaped).
export function CsvExportButton({
  query,
  fileName,
  list = 'orders',
}: {
  query: TQuery;
  fileName: string;
  list?: 'orders' | 'devices';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await (list === 'devices' ? recordsApi.exportDevices : recordsApi.exportOrders)(query, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void onClick().catch(() => undefined)}
      data-testid={`${list}-export`}
    >
      {t('members.export')}
    </Button>
  );
}
