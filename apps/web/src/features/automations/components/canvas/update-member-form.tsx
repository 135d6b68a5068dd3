import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { JOURNEY_MEMBER_FIELDS, type TUpdateMemberNode, type TWorkflowNode } from '@ulak/shared';
import { useTranslation } from 'react-i18next';

type TPair = { name: string; value: string };
type TField = { field: string; value: string };

// The update-member step: tags to set, and member profile fields (the catalogue's journey-writable ones)
// with their new values; an empty value clears the field.
export function UpdateMemberForm({ node, set }: { node: TUpdateMemberNode; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  const setTag = (i: number, patch: Partial<TPair>) =>
    set({ ...node, tags: node.tags.map((tag, j) => (j === i ? { ...tag, ...patch } : tag)) });
  const setField = (i: number, patch: Partial<TField>) =>
    set({ ...node, fields: node.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  const fieldOptions = JOURNEY_MEMBER_FIELDS.map((f) => ({ value: f, label: t(`members.fields.${f}`) }));
  return (
    <Stack gap="xs">
      {node.tags.map((tag, i) => (
        <Group key={`tag-${i}`} gap="xs" grow wrap="nowrap" align="flex-end">
          <TextInput
            label={t('automations.canvas.tag_name')}
            value={tag.name}
            onChange={(e) => setTag(i, { name: e.currentTarget.value })}
          />
          <TextInput
            label={t('automations.canvas.tag_value')}
            value={tag.value}
            onChange={(e) => setTag(i, { value: e.currentTarget.value })}
          />
        </Group>
      ))}
      {node.fields.map((f, i) => (
        <Group key={`field-${i}`} gap="xs" wrap="nowrap" align="flex-end">
          <Select
            label={t('automations.canvas.member_field')}
            data={fieldOptions}
            value={f.field}
            allowDeselect={false}
            onChange={(v) => v && setField(i, { field: v })}
            style={{ flex: 1 }}
            data-testid={`member-field-${i}`}
          />
          <TextInput
            label={t('automations.canvas.member_field_value')}
            description={f.field === 'birthDate' ? 'YYYY-MM-DD' : undefined}
            value={f.value}
            onChange={(e) => setField(i, { value: e.currentTarget.value })}
            style={{ flex: 1 }}
            data-testid={`member-field-value-${i}`}
          />
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={t('automations.canvas.remove_member_field')}
            onClick={() => set({ ...node, fields: node.fields.filter((_, j) => j !== i) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        {node.tags.length < 20 ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => set({ ...node, tags: [...node.tags, { name: 'tag', value: '' }] })}
          >
            {t('automations.canvas.add_tag')}
          </Button>
        ) : null}
        {node.fields.length < 20 ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => set({ ...node, fields: [...node.fields, { field: 'city', value: '' }] })}
            data-testid="add-member-field"
          >
            {t('automations.canvas.add_member_field')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
