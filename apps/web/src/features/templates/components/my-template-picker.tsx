import { Anchor, Group, Select } from '@mantine/core';
import type { TMessageContent } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { emailTemplatesApi } from '../email-api';
import { useMyTemplates } from '../hooks/use-email-templates';

// Takes over one of "my templates" (its current version in every language) as an email's content:
// used by direct sends and campaign tasks; the pipeline compiles the MJML once per send.
export function MyTemplatePicker({
  hasContent,
  onPick,
}: {
  hasContent: boolean;
  onPick: (content: TMessageContent) => void;
}) {
  const { t } = useTranslation();
  const templates = useMyTemplates();
  const pick = async (id: string | null) => {
    if (!id) return;
    if (hasContent && !(await confirmIrreversible(t('email_templates.picker.replace')))) return;
    onPick(await emailTemplatesApi.content(Number(id)));
  };
  return (
    <Group align="flex-end" gap="xs" mb="sm">
      <Select
        label={t('email_templates.picker.label')}
        placeholder={t('email_templates.picker.placeholder')}
        data={(templates.data ?? [])
          .filter((tpl) => tpl.languages.length > 0)
          .map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
        value={null}
        onChange={(id) => void pick(id)}
        searchable
        nothingFoundMessage={t('email_templates.picker.none')}
        w={320}
        data-testid="content-template-picker"
      />
      <Anchor component={Link} to="/user/email-templates">
        {t('email_templates.picker.manage')}
      </Anchor>
    </Group>
  );
}
