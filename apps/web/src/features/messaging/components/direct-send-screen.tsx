import { Alert, Anchor, Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TChannel } from '@ulak/shared/messaging/channels';
import { DirectTypeSwitch } from './direct-type-switch';
import { showToast } from '../../../lib/toast/toast';
import { FormAlert } from '../../common/components/form-alert';
import { PageHeader } from '../../common/components/page-header';
import type { TContentValue } from '../../templates/components/message-content-editor';
import { TemplatePreview } from '../../templates/components/template-preview';
import { messagingApi } from '../api';
import { confirmSendToAll, confirmSendToSegment } from '../confirm-send';
import { confirmPreflight } from '../preflight-check';
import {
  directSendBody,
  draftProblems,
  EMPTY_PUSH_EXTRAS,
  messageContent,
  type TDirectSendDraft,
  type TPushExtrasDraft,
} from '../direct-send-form';
import { useDirectSend } from '../hooks/use-messaging';
import { AudiencePicker, type TAudienceValue } from './audience-picker';
import { ChannelMessageFields } from './channel-message-fields';
import { ChannelUsage } from './channel-usage';

function toDraft(
  audience: TAudienceValue,
  content: TContentValue,
  fromName: string,
  push: TPushExtrasDraft,
): TDirectSendDraft {
  return {
    audience: audience.kind,
    memberIds: audience.members.map((m) => Number(m.value)),
    addressText: audience.addressText,
    segmentId: audience.segment?.id ?? null,
    defaultLanguage: content.defaultLanguage,
    languages: content.languages,
    fromName,
    push,
  };
}

// /user/direct/send/{type}: one message now, to members, a pasted list, a segment snapshot or everyone.
export function DirectSendScreen({ type, channel }: { type: string; channel: TChannel }) {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<TAudienceValue>({
    kind: type === 'segment' ? 'segment' : 'members',
    members: [],
    addressText: '',
    segment: null,
  });
  const [content, setContent] = useState<TContentValue>({ defaultLanguage: 'tr', languages: { tr: {} } });
  const [fromName, setFromName] = useState('');
  const [extras, setExtras] = useState<TPushExtrasDraft>(EMPTY_PUSH_EXTRAS);
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState<{ runId: number; total: number } | null>(null);
  const send = useDirectSend(channel);
  const navigate = useNavigate();
  const draft = toDraft(audience, content, fromName, extras);

  const submit = async () => {
    const found = draftProblems(channel, draft);
    setProblems(found);
    if (found.length > 0) return;
    if (audience.kind === 'all' && !(await confirmSendToAll())) return;
    if (audience.kind === 'segment' && !(await confirmSendToSegment(audience.segment?.name ?? ''))) return;
    const body = directSendBody(channel, draft);
    if (!(await confirmPreflight(channel, () => messagingApi.preflight(channel, body.audience), navigate))) return;
    send.mutate(body, {
      onSuccess: (result) => {
        showToast(t('messages.queued'), 'success');
        setSent(result);
      },
    });
  };

  const listLink = `/user/direct/messages/${type}`;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('messaging.direct_send_title', { type: t(`sending_types.${type}`) })}
        actions={
          <Anchor component={Link} to={listLink}>
            {t('pages.direct_messages')}
          </Anchor>
        }
      />
      <DirectTypeSwitch type={type} screen="send" />
      <ChannelUsage channel={channel} />
      {sent ? (
        <Alert color="teal" title={t('messages.queued')} data-testid="direct-send-done">
          <Group gap="xs">
            {t('messaging.queued_count', { count: sent.total })}
            <Anchor component={Link} to={listLink} data-testid="direct-send-list-link">
              {t('messaging.see_messages')}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('messaging.audience_title')}
        </Title>
        <AudiencePicker channel={channel} value={audience} onChange={setAudience} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('messaging.content_title')}
        </Title>
        {channel === 'email' ? (
          <TextInput
            label={t('messaging.from_name')}
            value={fromName}
            onChange={(e) => setFromName(e.currentTarget.value)}
            maw={360}
            mb="sm"
            data-testid="direct-from-name"
          />
        ) : null}
        <ChannelMessageFields
          channel={channel}
          content={content}
          onContent={setContent}
          extras={extras}
          onExtras={setExtras}
        />
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TemplatePreview channel={channel} content={messageContent(channel, draft)} />
        </Grid.Col>
      </Grid>
      <FormAlert message={problems.map((p) => t(`messaging.errors.${p}`)).join('\n') || null} />
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          loading={send.isPending}
          onClick={() => void submit()}
          data-testid="direct-send-submit"
        >
          {t('messaging.send_now')}
        </Button>
      </Group>
    </Stack>
  );
}
