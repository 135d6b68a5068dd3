import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailForward, IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICONS = { success: IconCircleCheck, mail: IconMailForward, error: IconAlertTriangle };
const COLORS = { success: 'teal', mail: 'indigo', error: 'red' };

// A centred result panel for the success / info pages of the auth flows.
export function AuthResult(props: {
  kind: keyof typeof ICONS;
  title: string;
  message: ReactNode;
  actionLabel?: string;
  actionTo?: string;
  children?: ReactNode;
}) {
  const Icon = ICONS[props.kind];
  return (
    <Stack align="center" gap="md" ta="center" data-testid="auth-result">
      <ThemeIcon size={64} radius="xl" variant="light" color={COLORS[props.kind]}>
        <Icon size={36} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {props.title}
      </Title>
      <Text c="dimmed">{props.message}</Text>
      {props.children}
      {props.actionLabel && props.actionTo ? (
        <Button component={Link} to={props.actionTo} fullWidth>
          {props.actionLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
