import { describe, expect, it } from 'vitest';
import { channelBars } from './channel-bars';

describe('channelBars', () => {
  it('splits each channel into parts that add up to the messages it tried', () => {
    const bars = channelBars(
      [
        { channel: 'email', sent: 10, opened: 4, clicked: 2, failed: 0 },
        { channel: 'webpush', sent: 0, opened: 0, clicked: 0, failed: 3 },
      ],
      (channel) => channel.toUpperCase(),
    );
    expect(bars).toEqual([
      { channel: 'EMAIL', clicked: 2, openedOnly: 2, sentOnly: 6, failed: 0 },
      { channel: 'WEBPUSH', clicked: 0, openedOnly: 0, sentOnly: 0, failed: 3 },
    ]);
  });

  it('never draws a negative part when clicks or opens outrun the sends', () => {
    const [bar] = channelBars([{ channel: 'sms', sent: 2, opened: 3, clicked: 5, failed: 1 }], (c) => c);
    expect(bar).toEqual({ channel: 'sms', clicked: 2, openedOnly: 0, sentOnly: 0, failed: 1 });
  });
});
