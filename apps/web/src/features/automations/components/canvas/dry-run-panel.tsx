import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDryRunResult, TDryRunStep } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeShort } from '../../../../lib/format';
import { MemberSelect, type TMemberOption } from '../../../templates/components/member-select';

type TT = (key: string, options?: Record<string, unknown>) => string;

// Why the member went this way, in words.
function stepText(step: TDryRunStep, t: TT): string {
  if (step.kind === 'completed') return t('automations.dry_run.completed');
  if (step.kind === 'exited') return t('automations.dry_run.exited', { node: step.nodeId });
  if (step.kind === 'waiting')
    return t('automations.dry_run.waiting', {
      node: step.nodeId,
      due: step.dueAt ? formatDateTimeShort(step.dueAt) : '',
    });
  if (step.kind === 'sent')
    return t('automations.dry_run.sent', {
      node: step.nodeId,
      channel: t(`automations.canvas.channels.${step.channel}`),
    });
  if (step.kind === 'skipped') return t('automations.dry_run.skipped', { node: step.nodeId });
  if (step.branch === 'yes' || step.branch === 'no')
    return t(`automations.dry_run.condition_${step.branch}`, { node: step.nodeId });
  if (step.branch !== null) return t('automations.dry_run.branch', { node: step.nodeId, branch: step.branch });
  return t('automations.dry_run.visit', { node: step.nodeId });
}

// Pick a member, walk the saved draft with that member's facts, read the path (also drawn on the canvas).
export function DryRunPanel({
  onRun,
  result,
  running,
}: {
  onRun: (memberId: number) => void;
  result: TDryRunResult | null;
  running: boolean;
}) {
  const { t } = useTranslation();
  const [member, setMember] = useState<TMemberOption | null>(null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="dry-run">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('automations.dry_run.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('automations.dry_run.help')}
        </Text>
        <Group align="flex-end">
          <MemberSelect
            label={t('automations.dry_run.member')}
            value={member}
            onChange={setMember}
            testId="dry-run-member"
          />
          <Button
            color="indigo.8"
            disabled={member === null}
            loading={running}
            onClick={() => member && onRun(Number(member.value))}
            data-testid="dry-run-start"
          >
            {t('automations.dry_run.run')}
          </Button>
        </Group>
        {result ? (
          <List type="ordered" spacing={2} data-testid="dry-run-steps">
            {result.steps.map((step, i) => (
              <List.Item key={i}>
                <Text size="sm">
                  {stepText(step, t)}{' '}
                  <Text span size="xs" c="gray.7">
                    ({formatDateTimeShort(step.at)})
                  </Text>
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
