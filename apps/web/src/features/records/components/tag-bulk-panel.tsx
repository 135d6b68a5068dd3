import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZTagInput } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { MembersFilters } from '../../members/components/members-filters';
import { readListState, toFilterQuery, type TMemberListState } from '../../members/member-list-state';
import { useBulkTag } from '../hooks/use-tags';

// One tag on (or off) every member the members list filter matches, in one set-based request.
// The filter starts from the address, so the members list can link here with its own filter.
export function TagBulkPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [state, setState] = useState<TMemberListState>(() => readListState(params));
  const [search, setSearch] = useState(state.search);
  const [tag, setTag] = useState({ name: '', value: '' });
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkTag();

  const run = async (action: 'add' | 'remove') => {
    const parsed = ZTagInput.safeParse({ name: tag.name, value: tag.value.trim() === '' ? null : tag.value });
    if (!parsed.success) return setError(t('validation.fill_all_fields'));
    setError(null);
    if (action === 'remove' && !(await confirmIrreversible())) return;
    bulk.mutate(
      { action, tag: parsed.data, filters: toFilterQuery({ ...state, search }) },
      {
        onSuccess: ({ count }) =>
          showToast(t(action === 'add' ? 'records.bulk_added' : 'records.bulk_removed', { count }), 'success'),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="tag-bulk">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('records.bulk_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('records.bulk_intro')}
        </Text>
        <MembersFilters state={state} search={search} onSearch={setSearch} onChange={setState} />
        <Group align="flex-start" gap="sm">
          <TextInput
            aria-label={t('tags.name')}
            placeholder={t('tags.name')}
            value={tag.name}
            error={error}
            onChange={(e) => setTag({ ...tag, name: e.currentTarget.value })}
            w={200}
            data-testid="tag-bulk-name"
          />
          <TextInput
            aria-label={t('tags.value')}
            placeholder={t('tags.value')}
            value={tag.value}
            onChange={(e) => setTag({ ...tag, value: e.currentTarget.value })}
            w={200}
          />
          <Button onClick={() => void run('add')} loading={bulk.isPending} data-testid="tag-bulk-add">
            {t('records.bulk_add')}
          </Button>
          <Button color="red" variant="light" onClick={() => void run('remove')} loading={bulk.isPending}>
            {t('records.bulk_remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
