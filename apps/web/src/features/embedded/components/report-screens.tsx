import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANNELS, type TChannel } from '@ulak/shared/messaging/channels';
import { PageHeader } from '../../common/components/page-header';
import { ActionSummary } from '../../messaging/components/action-summary';
import { useActionSummary } from '../../messaging/hooks/use-log-summary';
import { IFRAME_LINKS } from '../quick-send';
import { SendRunsTable } from './send-runs-table';

const ALL = 'all';
const ISO = 'YYYY-MM-DD';

// /iframe/report: the account's sends with their figures, on every channel or one.
export function IframeReportScreen() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<string>(ALL);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.iframe_report')}
        description={t('embedded.report.intro')}
        actions={
          <Anchor component={Link} to="/iframe/sendingReport" data-testid="sending-report-link">
            {t('pages.iframe_sending_report')}
          </Anchor>
        }
      />
      <SegmentedChoice
        data={[ALL, ...CHANNELS].map((c) => ({
          value: c,
          label: c === ALL ? t('embedded.report.all_channels') : t(`messaging.channels.${c}`),
        }))}
        value={channel}
        onChange={setChannel}
        aria-label={t('embedded.report.channel')}
        data-testid="report-channel"
      />
      <SendRunsTable key={channel} links={IFRAME_LINKS} channel={channel === ALL ? undefined : channel} />
    </Stack>
  );
}

type TRange = { from: string; to: string };

function ChannelRow({ channel, range, onPick }: { channel: TChannel; range?: TRange; onPick: () => void }) {
  const { t } = useTranslation();
  const summary = useActionSummary({ channel, ...range });
  const totals = summary.data?.totals;
  const cells = ['messages', 'sent', 'delivered', 'opened', 'clicked', 'failed'] as const;
  return (
    <Table.Tr data-testid={`channel-report-${channel}`}>
      <Table.Td>
        <Anchor component="button" type="button" onClick={onPick} size="sm">
          {t(`messaging.channels.${channel}`)}
        </Anchor>
      </Table.Td>
      {cells.map((key) => (
        <Table.Td key={key} ta="right" data-testid={`channel-report-${channel}-${key}`}>
          {totals ? totals[key] : '…'}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

// /iframe/sendingReport: per channel, what the messages of a date range did; the chosen channel day by day.
// Until the merchant picks a range the server's default applies: the last 30 days up to today in the
// account's time zone (the browser's own "today" is a different day for part of every night).
export function SendingReportScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TRange | undefined>();
  const [channel, setChannel] = useState<TChannel>('email');
  const resolved = useActionSummary({ channel, ...range }).data;
  const shown = range ?? (resolved ? { from: resolved.from, to: resolved.to } : undefined);
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.iframe_sending_report')} description={t('embedded.report.sending_intro')} />
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          label={t('messaging.date_range')}
          value={shown ? [shown.from, shown.to] : [null, null]}
          valueFormat="DD-MM-YYYY"
          w={260}
          onChange={([from, to]) => {
            if (from && to) setRange({ from: dayjs(from).format(ISO), to: dayjs(to).format(ISO) });
          }}
          data-testid="sending-report-range"
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('embedded.report.per_channel')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="channel-report">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('embedded.report.channel')}</Table.Th>
                {(['messages', 'sent', 'delivered', 'opened', 'clicked', 'failed'] as const).map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(`log_summary.outcomes.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CHANNELS.map((c) => (
                <ChannelRow key={c} channel={c} range={range} onPick={() => setChannel(c)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Text fw={600} data-testid="sending-report-channel">
        {t('embedded.report.chart_of', { channel: t(`messaging.channels.${channel}`) })}
      </Text>
      <ActionSummary query={{ channel, ...range }} />
    </Stack>
  );
}
