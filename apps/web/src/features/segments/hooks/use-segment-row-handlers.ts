import type { TSegment } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { useDeleteSegment, useRefreshSegment, useSegmentStatus } from './use-segments';

// Status, refresh and delete (after confirmation) for a segment, shared by the list and detail screens.
export function useSegmentRowHandlers(onDeleted?: () => void) {
  const { t } = useTranslation();
  const status = useSegmentStatus();
  const refresh = useRefreshSegment();
  const remove = useDeleteSegment();
  return {
    onStatus: (s: TSegment) =>
      status.mutate(
        { id: s.id, status: s.status === 'active' ? 'passive' : 'active' },
        {
          onSuccess: (next) => showToast(t(`segments.status_changed.${next.status}`), 'success'),
        },
      ),
    onRefresh: (s: TSegment) =>
      refresh.mutate(s.id, {
        onSuccess: (r) =>
          showToast(t('segments.refreshed', { entered: r.entered, left: r.left, count: r.memberCount }), 'success'),
      }),
    onDelete: async (s: TSegment) => {
      if (!(await confirmIrreversible())) return;
      remove.mutate(s.id, {
        onSuccess: () => {
          showToast(t('segments.deleted'), 'success');
          onDeleted?.();
        },
      });
    },
    refreshing: refresh.isPending,
  };
}
