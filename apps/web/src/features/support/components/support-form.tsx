import { Button, Card, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { SUPPORT_CATEGORIES, ZSupportRequestInput, type TSupportCategory } from '@ulak/shared/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/toast/toast';
import { DateTimeField } from '../../common/components/date-time-field';
import { useCreateSupportRequest } from '../hooks/use-support';

type TDraft = {
  kind: 'support' | 'demo';
  subject: string;
  category: TSupportCategory;
  message: string;
  phone: string;
  // Wall-clock 'YYYY-MM-DDTHH:mm' as DateTimeField keeps it.
  preferredAt: string;
};
const EMPTY: TDraft = { kind: 'support', subject: '', category: 'technical', message: '', phone: '', preferredAt: '' };

// A support or demo request: stored, mailed to the operator, listed below and in the admin area.
export function SupportForm() {
  const { t } = useTranslation();
  const create = useCreateSupportRequest();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: string) => (errors[key] ? t([`support.${errors[key]}`, errors[key]]) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...draft,
      preferredAt: draft.kind === 'demo' && draft.preferredAt ? new Date(draft.preferredAt).toISOString() : null,
    };
    const parsed = ZSupportRequestInput.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    create.mutate(input, {
      onSuccess: () => {
        setDraft(EMPTY);
        showToast(t('support.sent'), 'success');
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate data-testid="support-form">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('support.form_title')}
          </Title>
          <SegmentedControl
            aria-label={t('support.kind')}
            value={draft.kind}
            onChange={(value) => set('kind', value as TDraft['kind'])}
            data={[
              { value: 'support', label: t('support.kinds.support') },
              { value: 'demo', label: t('support.kinds.demo') },
            ]}
            data-testid="support-kind"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('support.subject')}
              value={draft.subject}
              onChange={(e) => set('subject', e.currentTarget.value)}
              error={errorOf('subject')}
              required
              data-testid="support-subject"
            />
            <Select
              label={t('support.category')}
              data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) }))}
              value={draft.category}
              allowDeselect={false}
              onChange={(value) => set('category', (value ?? 'other') as TSupportCategory)}
              data-testid="support-category"
            />
          </SimpleGrid>
          <Textarea
            label={t('support.message')}
            value={draft.message}
            onChange={(e) => set('message', e.currentTarget.value)}
            error={errorOf('message')}
            autosize
            minRows={4}
            required
            data-testid="support-message"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('support.phone')}
              type="tel"
              value={draft.phone}
              onChange={(e) => set('phone', e.currentTarget.value)}
              error={errorOf('phone')}
              required={draft.kind === 'demo'}
              data-testid="support-phone"
            />
            {draft.kind === 'demo' ? (
              <DateTimeField
                label={t('support.preferred_at')}
                value={draft.preferredAt}
                onChange={(value) => set('preferredAt', value)}
                error={errorOf('preferredAt')}
                testId="support-preferred-at"
              />
            ) : null}
          </SimpleGrid>
          <Button
            type="submit"
            loading={create.isPending}
            style={{ alignSelf: 'flex-start' }}
            data-testid="support-submit"
          >
            {t('support.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
