import { Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavActive, type TNavGroup } from './nav-items';

// The sections scroll; pinned ones (the account's pages) stay at the bottom, in view on a laptop
// screen (1440×900) however long the rest grows.
export function SideNav({ groups, onNavigate }: { groups: TNavGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = (group: TNavGroup) => (
    <Stack gap={0} key={group.labelKey} data-testid={`nav-group-${group.labelKey.replace('nav.group_', '')}`}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={2}>
        {t(group.labelKey)}
      </Text>
      {group.items.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(item.labelKey)}
          leftSection={<item.icon size={18} stroke={1.6} />}
          active={isNavActive(item, pathname)}
          onClick={onNavigate}
          py={group.pinned ? 4 : undefined}
        />
      ))}
    </Stack>
  );
  const pinned = groups.filter((g) => g.pinned);
  return (
    <Box
      component="nav"
      aria-label={t('nav.aria')}
      data-testid="side-nav"
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <ScrollArea type="scroll" style={{ flex: 1 }}>
        <Stack gap="md">{groups.filter((g) => !g.pinned).map(section)}</Stack>
      </ScrollArea>
      {pinned.length > 0 ? (
        <Box pt="xs" mt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {pinned.map(section)}
        </Box>
      ) : null}
    </Box>
  );
}
