import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// Status badges of the IYS screens: filled in dark shades, so white text keeps WCAG AA contrast.
const TONE = { ok: 'teal.9', bad: 'red.9', busy: 'blue.9', neutral: 'gray.8' } as const;
export type TTone = keyof typeof TONE;

export function IysBadge({ tone, children, testId }: { tone: TTone; children: ReactNode; testId?: string }) {
  return (
    <Badge color={TONE[tone]} variant="filled" data-testid={testId}>
      {children}
    </Badge>
  );
}
