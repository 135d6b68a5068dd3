import type { TReportTotals } from '@ulak/shared';

type TChannelCounts = Pick<TReportTotals, 'sent' | 'opened' | 'clicked' | 'failed'> & { channel: string };
export type TChannelBar = { channel: string; clicked: number; openedOnly: number; sentOnly: number; failed: number };

// One stacked bar per channel, centred on its label: the parts do not overlap (clicked, opened but not
// clicked, sent but not opened, failed), so together they are every message the channel tried. Grouped bars
// kept a slot for each zero series and drew a channel's only bar off its label.
export function channelBars(rows: TChannelCounts[], label: (channel: string) => string): TChannelBar[] {
  return rows.map((row) => {
    const opened = Math.min(row.opened, row.sent);
    const clicked = Math.min(row.clicked, opened);
    return {
      channel: label(row.channel),
      clicked,
      openedOnly: opened - clicked,
      sentOnly: row.sent - opened,
      failed: row.failed,
    };
  });
}
