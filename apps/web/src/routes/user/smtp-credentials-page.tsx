import { SmtpCredentialsScreen } from '../../features/email-settings/components/smtp-credentials-screen';

export function SmtpCredentialsPage() {
  return <SmtpCredentialsScreen />;
}
