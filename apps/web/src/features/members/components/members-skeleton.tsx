import { Skeleton, Stack } from '@mantine/core';

export function MembersSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" data-testid="loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={34} radius="sm" />
      ))}
    </Stack>
  );
}
