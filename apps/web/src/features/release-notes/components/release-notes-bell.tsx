import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadReleaseNotes } from '../hooks';

// In the user layout's header: the release notes, marked while any published note is unread.
export function ReleaseNotesBell() {
  const { t } = useTranslation();
  const unread = useUnreadReleaseNotes().data?.unread ?? 0;
  const label = unread > 0 ? t('release_notes.unread_label', { count: unread }) : t('release_notes.title');
  return (
    <Tooltip label={label}>
      <Indicator disabled={unread === 0} label={unread > 9 ? '9+' : unread} size={16} color="red" offset={4}>
        <ActionIcon
          component={Link}
          to="/user/release-note"
          variant="subtle"
          size="lg"
          aria-label={label}
          data-testid="release-notes-bell"
          data-unread={unread}
        >
          <IconNews size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
