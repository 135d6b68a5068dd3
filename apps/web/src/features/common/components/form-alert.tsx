import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormAlert({ message, color = 'red' }: { message: string | null; color?: string }) {
  if (!message) return null;
  return (
    <Alert
      color={color}
      icon={<IconAlertCircle size={18} />}
      data-testid="form-error"
      style={{ whiteSpace: 'pre-line' }}
    >
      {message}
    </Alert>
  );
}
