import { ActionIcon, Anchor, Badge, Button, Group, Menu, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChartBar,
  IconDots,
  IconFlagCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconTicket,
  IconTrash,
} from '@tabler/icons-react';
import { CAMPAIGN_DISPLAY_STATUSES, type TCampaign } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatCount, formatDate, formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import type { TCampaignAction } from '../api';
import { useCampaignAction, useCampaigns, useDeleteCampaign } from '../hooks/use-campaigns';
import { CampaignForm } from './campaign-form';
import { currentLanguage } from '../../../lib/i18n/i18n';

export function CampaignStatusBadge({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation();
  const color = campaign.displayStatus === 'ended' ? 'gray' : campaign.status === 'active' ? 'green' : 'yellow';
  return (
    <Badge variant="dot" color={color} data-testid="campaign-status">
      {campaign.displayStatus === 'ended' ? t('campaigns.display.ended') : t(`campaigns.statuses.${campaign.status}`)}
    </Badge>
  );
}

// /user/campaigns: the list with Continue/Ended, create (with coupon options), status actions, delete.
export function CampaignsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [creating, setCreating] = useState(false);
  const campaigns = useCampaigns({ ...paging, search: debounced || undefined, status: status ?? undefined });
  const act = useCampaignAction();
  const remove = useDeleteCampaign();
  const rows = campaigns.data?.data ?? [];

  const runAction = (c: TCampaign, action: TCampaignAction) =>
    act.mutate({ id: c.id, action }, { onSuccess: () => showToast(t(`campaigns.done.${action}`), 'success') });
  const onDelete = async (c: TCampaign) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(c.id, { onSuccess: () => showToast(t('campaigns.deleted'), 'success') });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.campaigns')}
        description={t('campaigns.description')}
        actions={
          <Group gap="xs">
            <Button variant="default" component={Link} to="/user/task-wizard" data-testid="open-wizard">
              {t('tasks.wizard.open')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="campaign-new">
              {t('campaigns.new')}
            </Button>
          </Group>
        }
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('campaigns.new')}
        size="lg"
      >
        <CampaignForm onSaved={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Modal>
      <Group gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('campaigns.search')}
          aria-label={t('campaigns.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={260}
        />
        <Select
          aria-label={t('campaigns.status')}
          placeholder={t('campaigns.status')}
          data={CAMPAIGN_DISPLAY_STATUSES.map((s) => ({ value: s, label: t(`campaigns.display.${s}`) }))}
          value={status}
          clearable
          onChange={(v) => {
            setStatus(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={180}
        />
      </Group>
      {campaigns.isPending ? <LoadingScreen /> : null}
      {campaigns.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover data-testid="campaigns-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.name')}</Table.Th>
                <Table.Th>{t('campaigns.status')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.task_count')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.coupon_count')}</Table.Th>
                <Table.Th ta="right">{t('campaigns.send_count')}</Table.Th>
                <Table.Th>{t('campaigns.period')}</Table.Th>
                <Table.Th>{t('common.created_at')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid="campaign-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/user/campaign/report/${c.id}`}>
                      {c.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <CampaignStatusBadge campaign={c} />
                  </Table.Td>
                  <Table.Td ta="right">{c.taskCount}</Table.Td>
                  <Table.Td ta="right">{c.couponCount}</Table.Td>
                  <Table.Td ta="right">{formatCount(c.sendCount, currentLanguage())}</Table.Td>
                  <Table.Td>
                    {formatDate(c.startsAt ?? c.createdAt)} → {c.endsAt ? formatDate(c.endsAt) : t('campaigns.endless')}
                  </Table.Td>
                  <Table.Td>{formatDateTimeShort(c.createdAt)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={t('campaigns.row_menu')} data-testid="campaign-menu">
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconChartBar size={14} />}
                          onClick={() => void navigate(`/user/campaign/report/${c.id}`)}
                        >
                          {t('campaigns.report')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconTicket size={14} />}
                          onClick={() => void navigate(`/user/campaign/coupon-list/${c.id}`)}
                        >
                          {t('coupons.title')}
                        </Menu.Item>
                        {c.displayStatus === 'continue' && c.status !== 'active' ? (
                          <Menu.Item
                            leftSection={<IconPlayerPlay size={14} />}
                            onClick={() => runAction(c, 'activate')}
                            data-testid="campaign-activate"
                          >
                            {t('campaigns.actions.activate')}
                          </Menu.Item>
                        ) : null}
                        {c.displayStatus === 'continue' && c.status === 'active' ? (
                          <Menu.Item
                            leftSection={<IconPlayerPause size={14} />}
                            onClick={() => runAction(c, 'deactivate')}
                            data-testid="campaign-deactivate"
                          >
                            {t('campaigns.actions.deactivate')}
                          </Menu.Item>
                        ) : null}
                        {c.displayStatus === 'continue' ? (
                          <Menu.Item
                            leftSection={<IconFlagCheck size={14} />}
                            onClick={() => runAction(c, 'end')}
                            data-testid="campaign-end"
                          >
                            {t('campaigns.actions.end')}
                          </Menu.Item>
                        ) : null}
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void onDelete(c)}
                          data-testid="campaign-delete"
                        >
                          {t('common.delete')}
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
      {campaigns.data && campaigns.data.meta.total > 0 ? (
        <ListPager {...paging} total={campaigns.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
