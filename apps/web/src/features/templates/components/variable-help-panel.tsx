import { Accordion, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVariableCatalogue } from '../hooks/use-templates';
import { variableSnippet } from '../variable-snippet';

// The variable groups of SPEC §3; a click inserts the variable at the cursor of the last edited field.
export function VariableHelpPanel({ onInsert }: { onInsert: (snippet: string) => void }) {
  const { t } = useTranslation();
  const catalogue = useVariableCatalogue();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="variable-help">
      <Text fw={600} mb={4}>
        {t('templates.variables_title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('templates.variables_hint')}
      </Text>
      {catalogue.isPending ? <Skeleton h={120} /> : null}
      {catalogue.isError ? (
        <Text size="sm" c="red">
          {t('dialog.system_error')}
        </Text>
      ) : null}
      <Accordion variant="contained" multiple defaultValue={['member']}>
        {(catalogue.data ?? []).map(({ group, variables }) => (
          <Accordion.Item key={group} value={group}>
            <Accordion.Control data-testid={`variable-group-${group}`}>
              {t(`templates.groups.${group}`, { defaultValue: group })}
            </Accordion.Control>
            <Accordion.Panel>
              <Group gap={6}>
                {(variables.length > 0 ? variables : [undefined]).map((variable) => {
                  const snippet = variableSnippet(group, variable);
                  return (
                    <Button
                      key={snippet}
                      size="compact-xs"
                      variant="light"
                      // Keep the field's cursor: the button must not take the focus first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => onInsert(snippet)}
                      data-testid={`variable-${group}-${variable ?? group}`}
                      title={snippet}
                    >
                      {variable ?? t(`templates.groups.${group}`, { defaultValue: group })}
                    </Button>
                  );
                })}
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
