import { ActionIcon, Anchor, Badge, Button, Menu, Stack, Table } from '@mantine/core';
import {
  IconChartBar,
  IconDots,
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { TWidgetListItem } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatCount, formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useDeleteWidget, useWidgetStatus, useWidgets } from '../hooks/use-widgets';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';
import { currentLanguage } from '../../../lib/i18n/i18n';

export function WidgetStatusBadge({ status }: { status: 'active' | 'passive' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={status === 'active' ? 'green' : 'gray'} data-testid="widget-status">
      {t(`widgets.statuses.${status}`)}
    </Badge>
  );
}

// /user/widgets (every type) and /user/widget-v2/widget-list/:type: my widgets with their figures.
export function WidgetsListScreen({ type }: { type?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const widgets = useWidgets({ ...paging, type });
  const status = useWidgetStatus();
  const remove = useDeleteWidget();
  const rows = widgets.data?.data ?? [];
  const editPath = (w: TWidgetListItem) => `/user/widget-v2/${w.type}/${w.id}`;
  const toggle = (w: TWidgetListItem) =>
    status.mutate(
      { id: w.id, action: w.status === 'active' ? 'pause' : 'activate' },
      { onSuccess: () => showToast(t('widgets.saved'), 'success') },
    );
  const onDelete = async (w: TWidgetListItem) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(w.id, { onSuccess: () => showToast(t('widgets.deleted'), 'success') });
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={type ? t(`widgets.types.${type}`) : t('pages.my_widgets')}
        description={t('widgets.list.description')}
        actions={
          <Button
            component={Link}
            to={type ? `/user/widget-v2/${type}/new` : '/user/widget-v2'}
            leftSection={<IconPlus size={16} />}
            data-testid="widget-new"
          >
            {t('widgets.list.new')}
          </Button>
        }
      />
      <FeatureTrialPrompt feature="widgets" />
      {widgets.isPending ? <LoadingScreen /> : null}
      {widgets.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="widgets-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('widgets.list.name')}</Table.Th>
                <Table.Th>{t('widgets.list.type')}</Table.Th>
                <Table.Th>{t('widgets.list.status')}</Table.Th>
                <Table.Th ta="right">{t('widgets.results.views')}</Table.Th>
                <Table.Th ta="right">{t('widgets.results.conversions')}</Table.Th>
                <Table.Th>{t('widgets.list.updated')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((w) => (
                <Table.Tr key={w.id} data-testid="widget-row">
                  <Table.Td>
                    <Anchor component={Link} to={editPath(w)}>
                      {w.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`widgets.types.${w.type}`)}</Table.Td>
                  <Table.Td>
                    <WidgetStatusBadge status={w.status} />
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(w.views, currentLanguage())}</Table.Td>
                  <Table.Td ta="right">{formatCount(w.conversions, currentLanguage())}</Table.Td>
                  <Table.Td>{formatDateTimeShort(w.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t('widgets.list.menu')} data-testid="widget-menu">
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => void navigate(editPath(w))}>
                          {t('widgets.list.edit')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconChartBar size={14} />}
                          onClick={() => void navigate(`/user/widget/result/${w.id}`)}
                        >
                          {t('pages.widget_result')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={
                            w.status === 'active' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />
                          }
                          onClick={() => toggle(w)}
                        >
                          {t(w.status === 'active' ? 'widgets.pause' : 'widgets.activate')}
                        </Menu.Item>
                        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void onDelete(w)}>
                          {t('widgets.list.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {widgets.data ? <ListPager {...paging} total={widgets.data.meta.total} onChange={setPaging} /> : null}
    </Stack>
  );
}
