import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../common/components/empty-state';
import { TagEditor } from '../../../records/components/tag-editor';
import { useMemberTags, useRemoveMemberTag, useSetMemberTag } from '../../../records/hooks/use-member-records';

// Segments arrive with the segments module (the server answers an empty list); tags are editable.
export function MemberTagsTab({ memberId, segmentCount }: { memberId: number; segmentCount: number }) {
  const { t } = useTranslation();
  const tags = useMemberTags(memberId);
  const save = useSetMemberTag(memberId);
  const remove = useRemoveMemberTag(memberId);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('members.segment_count')}
      </Title>
      {segmentCount === 0 ? (
        <EmptyState titleKey="empty.nothing_to_show" />
      ) : (
        <Paper withBorder p="md">
          <Text>{segmentCount}</Text>
        </Paper>
      )}
      <Title order={2} fz="h4">
        {t('tags.title')}
      </Title>
      <TagEditor
        tags={tags.data}
        loading={tags.isPending}
        adding={save.isPending}
        onAdd={(tag, done) => save.mutate(tag, { onSuccess: done })}
        onRemove={(name) => remove.mutate(name)}
        rowTestId="member-tag-row"
      />
    </Stack>
  );
}
