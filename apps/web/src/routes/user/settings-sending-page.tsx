import { SendingSettingsScreen } from '../../features/email-settings/components/sending-settings-screen';

export function SettingsSendingPage() {
  return <SendingSettingsScreen />;
}
