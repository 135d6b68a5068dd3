import { Button, Stack, Tabs } from '@mantine/core';
import { IconKey, IconPlus, IconApps } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useApplications, useDeleteApplication } from '../hooks/use-applications';
import type { TApplication } from '../types';
import { ApiKeysPanel } from './api-keys-panel';
import { ApplicationFormModal } from './application-form-modal';
import { ApplicationsTable } from './applications-table';

// null: closed; 'new': create; an application: edit it.
type TEditing = null | 'new' | TApplication;

export function ApplicationsScreen() {
  const { t } = useTranslation();
  const applications = useApplications();
  const remove = useDeleteApplication();
  const [editing, setEditing] = useState<TEditing>(null);

  const onDelete = async (app: TApplication) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(app.id, { onSuccess: () => showToast(t('applications.deleted'), 'success') });
  };
  const list = applications.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.applications')}
        description={t('applications.intro')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="application-new">
            {t('applications.new')}
          </Button>
        }
      />
      <Tabs defaultValue="applications" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="applications" leftSection={<IconApps size={16} />}>
            {t('applications.tab_applications')}
          </Tabs.Tab>
          <Tabs.Tab value="api-keys" leftSection={<IconKey size={16} />} data-testid="tab-api-keys">
            {t('api_keys.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications">
          {applications.isPending ? <LoadingScreen /> : null}
          {applications.isSuccess && list.length === 0 ? <EmptyState descriptionKey="dashboard.apps_empty" /> : null}
          {list.length > 0 ? (
            <ApplicationsTable applications={list} onEdit={setEditing} onDelete={(app) => void onDelete(app)} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="api-keys">
          <ApiKeysPanel />
        </Tabs.Panel>
      </Tabs>
      {editing !== null ? (
        <ApplicationFormModal
          opened
          application={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
