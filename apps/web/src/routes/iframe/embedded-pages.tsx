import { Navigate, useSearchParams } from 'react-router';
import { SendingSettingsScreen } from '../../features/email-settings/components/sending-settings-screen';
import { IframeSendScreen } from '../../features/embedded/components/area-screens';
import { MarketingScreen } from '../../features/embedded/components/marketing-screens';
import { IframeReportScreen, SendingReportScreen } from '../../features/embedded/components/report-screens';
import { SecretDetectScreen } from '../../features/embedded/components/secret-detect-screen';
import { channelOfSendingType } from '../../features/messaging/sending-types';
import { session } from '../../lib/storage/browser-storage';
import { SESSION_KEYS } from '../../lib/storage/storage-keys';

export const IframeSendPage = () => <IframeSendScreen />;
export const MarketingPage = () => <MarketingScreen />;
export const IframeReportPage = () => <IframeReportScreen />;
export const SendingReportPage = () => <SendingReportScreen />;
export const SecretDetectPage = () => <SecretDetectScreen />;

// The remembered sending type opens its channel's tab when the address names none.
export function SendingSettingsPage() {
  const [params] = useSearchParams();
  const channel = channelOfSendingType(session.getItem(SESSION_KEYS.sendingType) ?? undefined);
  if (!params.get('tab') && channel) return <Navigate to={`?tab=${channel}`} replace />;
  return <SendingSettingsScreen />;
}
