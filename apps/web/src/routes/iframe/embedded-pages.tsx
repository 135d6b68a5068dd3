import { SendingSettingsScreen } from '../../features/email-settings/components/sending-settings-screen';
import { IframeSendScreen } from '../../features/embedded/components/area-screens';
import { MarketingScreen } from '../../features/embedded/components/marketing-screens';
import { IframeReportScreen, SendingReportScreen } from '../../features/embedded/components/report-screens';
import { SecretDetectScreen } from '../../features/embedded/components/secret-detect-screen';

export const IframeSendPage = () => <IframeSendScreen />;
export const MarketingPage = () => <MarketingScreen />;
export const IframeReportPage = () => <IframeReportScreen />;
export const SendingReportPage = () => <SendingReportScreen />;
export const SendingSettingsPage = () => <SendingSettingsScreen />;
export const SecretDetectPage = () => <SecretDetectScreen />;
