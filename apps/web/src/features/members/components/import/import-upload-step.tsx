import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { CSV_MAX_BYTES } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImport } from '../../hooks/use-member-import';
import { checkImportFile, formatFileSize } from '../../import-mapping';
import type { TMemberImport } from '../../import-types';

export function ImportUploadStep({ onUploaded }: { onUploaded: (job: TMemberImport) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? checkImportFile(file) : null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('imports.upload_hint', { maxMb: CSV_MAX_BYTES / 1024 / 1024 })}
      </Text>
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
          disabled={!file || problem !== null}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file, { onSuccess: onUploaded })}
          data-testid="import-upload"
        >
          {t('imports.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
