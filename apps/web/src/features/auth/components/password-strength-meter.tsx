import { Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@ulak/shared/constants';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordFeedback } from '../password-feedback';

function Rule({ ok, label }: { ok: boolean; label: string }) {
  return (
    <List.Item
      data-ok={ok}
      icon={
        <ThemeIcon size={16} radius="xl" color={ok ? 'teal' : 'gray'} variant={ok ? 'filled' : 'light'}>
          {ok ? <IconCheck size={11} /> : <IconX size={11} />}
        </ThemeIcon>
      }
    >
      {label}
    </List.Item>
  );
}

export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation();
  const feedback = passwordFeedback(password, userInputs);
  return (
    <Stack gap={6} data-testid="password-strength" data-strength={password ? feedback.strength : 'empty'}>
      <Progress value={feedback.percent} color={feedback.color} size="sm" aria-hidden />
      {password ? (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {t('password.strength')}:
          </Text>
          <Text size="xs" fw={600} c={feedback.color} data-testid="password-strength-label">
            {t(`password.${feedback.strength}`)}
          </Text>
        </Group>
      ) : null}
      <List size="xs" spacing={2} center>
        <Rule ok={feedback.longEnough} label={t('password.rule_length', { count: PASSWORD_MIN_LENGTH })} />
        <Rule ok={feedback.groups >= 3} label={t('password.rule_groups')} />
      </List>
    </Stack>
  );
}
