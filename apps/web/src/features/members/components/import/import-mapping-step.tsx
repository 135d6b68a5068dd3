import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { TImportKind } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartImport } from '../../hooks/use-member-import';
import {
  assignColumn,
  fieldOfColumn,
  hasKeyField,
  IMPORT_KIND_FIELDS,
  type TAnyImportField,
} from '../../import-mapping';
import type { TImportMapping, TMemberImport } from '../../import-types';

// Each CSV column next to its first values, mapped to a member or device field (the server's
// suggestion first).
export function ImportMappingStep({
  kind,
  job,
  onStarted,
}: {
  kind: TImportKind;
  job: TMemberImport;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartImport(kind);
  const [mapping, setMapping] = useState<TImportMapping>(job.mapping ?? job.suggested_mapping);
  const devices = kind === 'devices';
  const ns = devices ? 'device_imports' : 'imports';
  const fields = IMPORT_KIND_FIELDS[kind].map((value) => ({
    value,
    label: t(devices ? `device_imports.fields.${value}` : `members.fields.${value}`),
  }));
  const ready = hasKeyField(mapping, kind);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`${ns}.mapping_hint`, { count: job.total_rows })}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder data-testid="import-mapping">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.column')}</Table.Th>
              <Table.Th>{t('imports.preview')}</Table.Th>
              <Table.Th>{t(`${ns}.field`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {job.columns.map((column, index) => (
              <Table.Tr key={`${index}-${column}`}>
                <Table.Td fw={600}>{column}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                    {job.preview
                      .map((row) => row[index] ?? '')
                      .filter((value) => value !== '')
                      .slice(0, 3)
                      .join('\n') || '-'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t(`${ns}.field_for`, { column })}
                    placeholder={t('imports.skip_column')}
                    data={fields}
                    value={fieldOfColumn(mapping, index)}
                    clearable
                    onChange={(value) => setMapping(assignColumn(mapping, index, value as TAnyImportField | null))}
                    data-testid={`import-map-${index}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!ready ? <Alert color="yellow">{t(`${ns}.key_required`)}</Alert> : null}
      <Group justify="flex-end">
        <Button
          disabled={!ready}
          loading={start.isPending}
          onClick={() => start.mutate({ id: job.id, body: { mapping } }, { onSuccess: onStarted })}
          data-testid="import-start"
        >
          {t('imports.start')}
        </Button>
      </Group>
    </Stack>
  );
}
