import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNELS, type TChannel } from '@ulak/shared/messaging/channels';
import { FormAlert } from '../../common/components/form-alert';
import { AudiencePicker, type TAudienceValue } from '../../messaging/components/audience-picker';
import { ChannelMessageFields } from '../../messaging/components/channel-message-fields';
import { confirmSendToAll, confirmSendToSegment } from '../../messaging/confirm-send';
import {
  EMPTY_PUSH_EXTRAS,
  directSendBody,
  draftProblems,
  messageContent,
  type TDirectSendDraft,
  type TPushExtrasDraft,
} from '../../messaging/direct-send-form';
import { useDirectSend } from '../../messaging/hooks/use-messaging';
import type { TContentValue } from '../../templates/components/message-content-editor';
import { TemplatePreview } from '../../templates/components/template-preview';
import { usePreflight } from '../hooks/use-embedded';
import { QUICK_AUDIENCE_KINDS, initialChoice, quickAudience, type TSendLinks } from '../quick-send';
import { PreflightPanel } from './preflight-panel';
import { SendProgress } from './send-progress';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

// The one-screen send of the embedded and lite areas: channel, everyone or a segment, the message with
// its variables, a preview, the check of who it reaches before anything is sent, the SPEC §5
// confirmations, then the send's progress and result. Built on the direct send API.
export function QuickSend({ sendingType, links }: { sendingType: string | null; links: TSendLinks }) {
  const { t } = useTranslation();
  const initial = initialChoice(sendingType);
  const [channel, setChannel] = useState<TChannel>(initial.channel);
  const [audience, setAudience] = useState<TAudienceValue>({
    kind: initial.audience,
    members: [],
    addressText: '',
    segment: null,
  });
  const [content, setContent] = useState<TContentValue>({ defaultLanguage: 'tr', languages: { tr: {} } });
  const [extras, setExtras] = useState<TPushExtrasDraft>(EMPTY_PUSH_EXTRAS);
  const [problems, setProblems] = useState<string[]>([]);
  const [runId, setRunId] = useState<number | null>(null);
  const send = useDirectSend(channel);
  const kind = audience.kind === 'segment' ? 'segment' : 'all';
  const apiAudience = quickAudience(kind, audience.segment?.id ?? null);
  const preflight = usePreflight(channel, apiAudience);
  const draft: TDirectSendDraft = {
    audience: kind,
    memberIds: [],
    addressText: '',
    segmentId: audience.segment?.id ?? null,
    defaultLanguage: content.defaultLanguage,
    languages: content.languages,
    fromName: '',
    push: extras,
  };

  const submit = async () => {
    const found = draftProblems(channel, draft);
    setProblems(found);
    if (found.length > 0 || !preflight.isSuccess) return;
    if (kind === 'all' && !(await confirmSendToAll())) return;
    if (kind === 'segment' && !(await confirmSendToSegment(audience.segment?.name ?? ''))) return;
    send.mutate(directSendBody(channel, draft), { onSuccess: (result) => setRunId(result.runId) });
  };

  const again = () => {
    setRunId(null);
    setContent({ defaultLanguage: 'tr', languages: { tr: {} } });
    setExtras(EMPTY_PUSH_EXTRAS);
    setProblems([]);
  };

  if (runId !== null) return <SendProgress runId={runId} links={links} onAgain={again} />;
  return (
    <Stack gap="md" data-testid="quick-send">
      <Section title={t('embedded.send.channel_title')}>
        <SegmentedChoice
          data={CHANNELS.map((c) => ({ value: c, label: t(`messaging.channels.${c}`) }))}
          value={channel}
          onChange={(value) => setChannel(value as TChannel)}
          aria-label={t('embedded.send.channel_title')}
          data-testid="quick-send-channel"
        />
      </Section>
      <Section title={t('messaging.audience_title')}>
        <AudiencePicker channel={channel} value={audience} onChange={setAudience} kinds={QUICK_AUDIENCE_KINDS} />
      </Section>
      <Section title={t('messaging.content_title')}>
        <ChannelMessageFields
          channel={channel}
          content={content}
          onContent={setContent}
          extras={extras}
          onExtras={setExtras}
        />
      </Section>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TemplatePreview channel={channel} content={messageContent(channel, draft)} />
        </Grid.Col>
      </Grid>
      <Section title={t('embedded.send.preflight_title')}>
        <PreflightPanel channel={channel} check={apiAudience ? preflight : null} links={links} />
      </Section>
      <FormAlert message={problems.map((p) => t(`messaging.errors.${p}`)).join('\n') || null} />
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          loading={send.isPending}
          disabled={!preflight.isSuccess}
          onClick={() => void submit()}
          data-testid="quick-send-submit"
        >
          {t('messaging.send_now')}
        </Button>
      </Group>
    </Stack>
  );
}
