// The SMS channel's public API: settings routes, the pipeline provider (registered for `sms` when this
// module loads), the provider registry and the delivery report poll.
import { registerChannelProvider } from '../../messaging';
import { smsChannelProvider } from './sms-channel';

registerChannelProvider(smsChannelProvider);

export { smsSettingsRoutes } from './sms.routes';
export { SMS_REPORTS_CRON, SMS_REPORTS_JOB } from './sms.jobs';
export { smsChannelProvider, loadSmsSettings, type TSmsChannelSettings } from './sms-channel';
export { SMS_PROVIDER_REGISTRY, smsProvider } from './providers';
export { pollSmsDeliveryReports } from './sms-reports.service';
export { createProviderSmsSender } from './system-sms';
export type { SmsProvider, TSmsAccount, TSmsOutbound } from './sms-provider';
