import { Alert, Anchor, Select } from '@mantine/core';
import { whatsappContent } from '@ulak/shared/whatsapp/whatsapp-settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWhatsappSettings } from '../hooks/use-whatsapp-settings';

// Direct send: picks one of the approved templates and fills the message with its template name and
// its parameters (one variable per line), ready to edit.
export function WhatsappTemplatePicker({
  value,
  onPick,
}: {
  value: string;
  onPick: (content: { subject: string; body: string }) => void;
}) {
  const { t } = useTranslation();
  const settings = useWhatsappSettings();
  const templates = settings.data?.templates ?? [];
  if (settings.isSuccess && templates.length === 0)
    return (
      <Alert color="orange" mb="sm" data-testid="whatsapp-no-templates">
        {t('whatsapp_settings.no_templates_send')}{' '}
        <Anchor component={Link} to="/user/settings/sending?tab=whatsapp">
          {t('pages.settings_sending')}
        </Anchor>
      </Alert>
    );
  return (
    <Select
      label={t('whatsapp_settings.pick_template')}
      data={templates.map((template) => ({ value: template.name, label: `${template.name} (${template.language})` }))}
      value={templates.some((template) => template.name === value) ? value : null}
      onChange={(name) => {
        const template = templates.find((x) => x.name === name);
        if (template) onPick(whatsappContent(template));
      }}
      maw={420}
      mb="sm"
      data-testid="whatsapp-template-picker"
    />
  );
}
