import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavActive, type TNavGroup } from './nav-items';

export function SideNav({ groups, onNavigate }: { groups: TNavGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <nav aria-label={t('nav.aria')} data-testid="side-nav">
        <Stack gap="md">
          {groups.map((group) => (
            <Stack gap={2} key={group.labelKey}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
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
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
