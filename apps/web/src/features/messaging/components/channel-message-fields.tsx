import type { TChannel } from '@ulak/shared/messaging/channels';
import { PushExtrasFields } from '../../push-settings/components/push-extras-fields';
import { MessageContentEditor, type TContentValue } from '../../templates/components/message-content-editor';
import { WhatsappTemplatePicker } from '../../whatsapp-settings/components/whatsapp-template-picker';
import type { TPushExtrasDraft } from '../direct-send-form';

// The message of a send on its channel: a WhatsApp template to start from, the per-language content with
// its variables, and the push extras (target, icon, image, sound). Shared by every send form.
export function ChannelMessageFields({
  channel,
  content,
  onContent,
  extras,
  onExtras,
}: {
  channel: TChannel;
  content: TContentValue;
  onContent: (next: TContentValue) => void;
  extras: TPushExtrasDraft;
  onExtras: (next: TPushExtrasDraft) => void;
}) {
  return (
    <>
      {channel === 'whatsapp' ? (
        <WhatsappTemplatePicker
          value={content.languages[content.defaultLanguage]?.subject ?? ''}
          onPick={(picked) =>
            onContent({ ...content, languages: { ...content.languages, [content.defaultLanguage]: picked } })
          }
        />
      ) : null}
      <MessageContentEditor key={channel} channel={channel} value={content} onChange={onContent} />
      {channel === 'webpush' || channel === 'mobilepush' ? (
        <PushExtrasFields value={extras} onChange={onExtras} />
      ) : null}
    </>
  );
}
