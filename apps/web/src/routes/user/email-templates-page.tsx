import { CreateTemplateScreen } from '../../features/templates/mine/create-template-screen';
import { EmailTemplatesScreen } from '../../features/templates/mine/templates-screen';

export function EmailTemplatesPage() {
  return <EmailTemplatesScreen titleKey="pages.email_templates" initialTab="mine" />;
}

// /user/settings/templates: the same screen, opening on the template store.
export function TemplateSettingsPage() {
  return <EmailTemplatesScreen titleKey="pages.settings_templates" initialTab="store" />;
}

export function CreateEmailTemplatePage() {
  return <CreateTemplateScreen />;
}
