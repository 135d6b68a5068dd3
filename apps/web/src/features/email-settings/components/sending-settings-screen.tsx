import { Stack, Tabs } from '@mantine/core';
import {
  IconAdjustments,
  IconBellRinging,
  IconBrandWhatsapp,
  IconDeviceMobile,
  IconMail,
  IconMessage,
} from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { PageHeader } from '../../common/components/page-header';
import { SendingRulesPanel } from '../../messaging/components/sending-rules-panel';
import { MobilePushPanel } from '../../push-settings/components/mobile-push-panel';
import { WebPushPanel } from '../../push-settings/components/web-push-panel';
import { SmsSettingsPanel } from '../../sms-settings/components/sms-settings-panel';
import { WhatsappSettingsPanel } from '../../whatsapp-settings/components/whatsapp-settings-panel';
import { EmailSendersPanel } from './email-senders-panel';

// One entry per channel that can be configured; a new channel adds a line here.
type TSendingTab = { value: string; labelKey: string; icon: ComponentType<{ size?: number }>; Panel: ComponentType };
const SENDING_TABS: TSendingTab[] = [
  { value: 'email', labelKey: 'email_settings.tab_email', icon: IconMail, Panel: EmailSendersPanel },
  { value: 'sms', labelKey: 'sms_settings.tab', icon: IconMessage, Panel: SmsSettingsPanel },
  { value: 'whatsapp', labelKey: 'whatsapp_settings.tab', icon: IconBrandWhatsapp, Panel: WhatsappSettingsPanel },
  { value: 'webpush', labelKey: 'push_settings.tab_web', icon: IconBellRinging, Panel: WebPushPanel },
  { value: 'mobilepush', labelKey: 'push_settings.tab_mobile', icon: IconDeviceMobile, Panel: MobilePushPanel },
  { value: 'rules', labelKey: 'messaging.rules.tab', icon: IconAdjustments, Panel: SendingRulesPanel },
];

export function SendingSettingsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = SENDING_TABS.some((tab) => tab.value === params.get('tab')) ? (params.get('tab') ?? 'email') : 'email';
  const confirmed = params.get('senderConfirmed');

  // The sender verification mail's link lands here with the outcome.
  useEffect(() => {
    if (confirmed === null) return;
    if (confirmed === '1') showToast(t('email_settings.mailbox_confirmed_toast'), 'success');
    else showToast(t('email_settings.mailbox_link_invalid'), 'error');
    setParams(
      (current) => {
        current.delete('senderConfirmed');
        return current;
      },
      { replace: true },
    );
  }, [confirmed, setParams, t]);

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.settings_sending')} description={t('email_settings.sending_intro')} />
      <Tabs value={active} onChange={(value) => setParams({ tab: value ?? 'email' })} keepMounted={false}>
        <Tabs.List>
          {SENDING_TABS.map(({ value, labelKey, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`sending-tab-${value}`}>
              {t(labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SENDING_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
