import { Accordion, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVariableCatalogue } from '../hooks/use-templates';
import { variableSnippet } from '../variable-snippet';

// The variable groups of SPEC §3; a click inserts the variable at the cursor of the last edited field.
// With `samples` (the template editor), each variable's sample value shows on hover.
export function VariableHelpPanel({
  onInsert,
  samples,
}: {
  onInsert: (snippet: string) => void;
  samples?: Record<string, unknown>;
}) {
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
                      title={sampleTitle(snippet, samples, group, variable)}
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

function sampleTitle(snippet: string, samples: Record<string, unknown> | undefined, group: string, variable?: string) {
  const scope = samples?.[group];
  const value = variable === undefined ? scope : (scope as Record<string, unknown> | undefined)?.[variable];
  return typeof value === 'string' || typeof value === 'number' ? `${snippet} → ${value}` : snippet;
}
