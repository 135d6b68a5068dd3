import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { TTemplateVersion } from '@ulak/shared/templates/template-api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useTemplateVersions } from '../hooks/use-email-templates';

// The saved versions of one language, newest first; restoring adds the chosen one again as the newest.
export function VersionsDrawer({
  templateId,
  language,
  opened,
  onClose,
  onRestore,
}: {
  templateId: number;
  language: string;
  opened: boolean;
  onClose: () => void;
  onRestore: (version: TTemplateVersion) => void;
}) {
  const { t } = useTranslation();
  const versions = useTemplateVersions(templateId, language, opened);
  const rows = versions.data ?? [];
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('email_templates.editor.versions')}
    >
      {versions.isPending ? <LoadingScreen /> : null}
      {versions.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      <Stack gap="xs" data-testid="versions-list">
        {rows.map((v, index) => (
          <Group key={v.id} justify="space-between" wrap="nowrap" data-testid="version-row">
            <Stack gap={0}>
              <Group gap={6}>
                <Text fw={600}>{t('email_templates.editor.version_n', { n: v.version })}</Text>
                {index === 0 ? <Badge size="xs">{t('email_templates.editor.current')}</Badge> : null}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(v.createdAt)} · {Math.ceil(v.sizeBytes / 1024)} KB
              </Text>
              <Text size="sm" lineClamp={1}>
                {v.subject}
              </Text>
            </Stack>
            {index > 0 ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} />}
                onClick={() => onRestore(v)}
                data-testid={`version-restore-${v.version}`}
              >
                {t('email_templates.editor.restore')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}
