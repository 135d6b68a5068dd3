import { Alert, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { CSV_MAX_BYTES, type TImportKind } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplications } from '../../../applications/hooks/use-applications';
import { useUploadImport } from '../../hooks/use-member-import';
import { checkImportFile, formatFileSize } from '../../import-mapping';
import type { TMemberImport } from '../../import-types';

// The file, and for devices the application they belong to (the only one is preselected).
export function ImportUploadStep({
  kind,
  onUploaded,
}: {
  kind: TImportKind;
  onUploaded: (job: TMemberImport) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImport(kind);
  const devices = kind === 'devices';
  const applications = useApplications();
  const apps = (applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const [picked, setPicked] = useState<string | null>(null);
  const applicationId = picked ?? (apps.length === 1 ? (apps[0]?.value ?? null) : null);
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? checkImportFile(file) : null;
  const ready = file !== null && problem === null && (!devices || applicationId !== null);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(devices ? 'device_imports.upload_hint' : 'imports.upload_hint', { maxMb: CSV_MAX_BYTES / 1024 / 1024 })}
      </Text>
      {devices ? (
        applications.isSuccess && apps.length === 0 ? (
          <Alert color="yellow">{t('device_imports.no_application')}</Alert>
        ) : (
          <Select
            label={t('device_imports.application')}
            placeholder={t('device_imports.choose_application')}
            data={apps}
            value={applicationId}
            onChange={setPicked}
            disabled={applications.isPending}
            required
            data-testid="import-application"
          />
        )
      ) : null}
      <FileInput
        label={t('imports.file')}
        placeholder={t('imports.choose_file')}
        accept=".csv,.txt,text/csv"
        leftSection={<IconFileTypeCsv size={18} />}
        value={file}
        onChange={setFile}
        clearable
        error={problem ? t(problem, { maxMb: CSV_MAX_BYTES / 1024 / 1024 }) : undefined}
        description={file ? t('imports.file_size', { size: formatFileSize(file.size) }) : undefined}
        data-testid="import-file"
      />
      <Group justify="flex-end">
        <Button
          disabled={!ready}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { file, applicationId: applicationId ? Number(applicationId) : undefined },
              { onSuccess: onUploaded },
            )
          }
          data-testid="import-upload"
        >
          {t('imports.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
