import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { CopyField } from '../../common/components/copy-field';
import { RecordState } from '../../common/components/record-state';
import { EmptyState } from '../../common/components/empty-state';
import { PageHeader } from '../../common/components/page-header';
import { useApplication, useRegenerateToken } from '../hooks/use-applications';
import { applicationIdFromCode } from '../snippet';
import type { TApplication } from '../types';
import { ApplicationFormModal } from './application-form-modal';

function SnippetCard({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateToken();
  const onRegenerate = async () => {
    if (!(await confirmIrreversible(t('applications.regenerate_warning')))) return;
    regenerate.mutate(application.id, { onSuccess: () => showToast(t('applications.token_regenerated'), 'success') });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('applications.snippet_title')}
          </Title>
          <Button
            variant="light"
            color="orange"
            size="xs"
            leftSection={<IconRefresh size={16} />}
            loading={regenerate.isPending}
            onClick={() => void onRegenerate()}
            data-testid="regenerate-token"
          >
            {t('applications.regenerate')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('applications.snippet_hint')}
        </Text>
        <CopyField value={application.snippet} testId="sdk-snippet" block />
        <Text size="sm" fw={600}>
          {t('applications.token')}
        </Text>
        <CopyField value={application.sdk_token} testId="sdk-token" />
      </Stack>
    </Card>
  );
}

function DetailsCard({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('applications.domains')}
        </Title>
        <Group gap={6} data-testid="application-domains">
          {application.domains.length === 0 ? <Text c="dimmed">{t('applications.no_domains')}</Text> : null}
          {application.domains.map((domain) => (
            <Badge key={domain} variant="light" tt="none" size="lg">
              {domain}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {t('applications.locale')}: {t(`languages.${application.locale}`)}
        </Text>
        <Text size="sm">
          {t('common.created_at')}: {formatDate(application.created_at)}
        </Text>
      </Stack>
    </Card>
  );
}

function PushCard({ application }: { application: TApplication }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('applications.push_title')}
        </Title>
        {application.web_push_public_key ? (
          <CopyField value={application.web_push_public_key} testId="push-public-key" />
        ) : (
          <EmptyState titleKey="empty.nothing_to_show" descriptionKey="applications.push_empty" />
        )}
      </Stack>
    </Card>
  );
}

export function ApplicationDetailScreen({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  const id = applicationIdFromCode(code);
  const application = useApplication(id);
  const [editing, setEditing] = useState(false);

  if (!application.data) {
    // A code that names no application is not found the same way as one whose application is gone.
    const query = id === null ? { isPending: false, error: new ApiError(404, null) } : application;
    return <RecordState query={query} title={t('pages.application_detail')} listPath="/user/applications" />;
  }
  const app = application.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={app.name}
        description={t(`applications.platforms.${app.platform}`)}
        actions={
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        }
      />
      <SnippetCard application={app} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailsCard application={app} />
        <PushCard application={app} />
      </SimpleGrid>
      {editing ? <ApplicationFormModal opened application={app} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
