import { Button, Group, Stack, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useTasks } from '../hooks/use-tasks';
import { TasksTable } from './tasks-table';

export type TTaskView = 'all' | 'list' | 'old';
const VIEW_PATH: Record<TTaskView, string> = {
  all: '/user/tasks',
  list: '/user/tasks/list',
  old: '/user/tasks/list_old',
};
const VIEW_TITLE: Record<TTaskView, string> = {
  all: 'pages.tasks',
  list: 'pages.tasks_list',
  old: 'pages.tasks_list_old',
};

// /user/tasks, /user/tasks/list (upcoming) and /user/tasks/list_old (done or passive).
export function TasksScreen({ view }: { view: TTaskView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const tasks = useTasks({ ...paging, view, search: debounced || undefined });
  const rows = tasks.data?.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t(VIEW_TITLE[view])}
        description={t('tasks.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} component={Link} to="/user/task-wizard" data-testid="task-new">
            {t('tasks.new')}
          </Button>
        }
      />
      <Group gap="sm">
        <SegmentedChoice
          value={view}
          onChange={(v) => void navigate(VIEW_PATH[v as TTaskView])}
          data={(['all', 'list', 'old'] as const).map((v) => ({ value: v, label: t(`tasks.views.${v}`) }))}
        />
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('tasks.search')}
          aria-label={t('tasks.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={260}
        />
      </Group>
      {tasks.isPending ? <LoadingScreen /> : null}
      {tasks.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? <TasksTable tasks={rows} /> : null}
      {tasks.data && tasks.data.meta.total > 0 ? (
        <ListPager {...paging} total={tasks.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
