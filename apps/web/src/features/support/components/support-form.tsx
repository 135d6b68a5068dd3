import { Button, Card, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { SUPPORT_CATEGORIES, ZSupportRequestInput, type TSupportCategory } from '@ulak/shared/support';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const form = useSchemaForm({
    schema: ZSupportRequestInput,
    initialValues: EMPTY,
    toInput: (draft: TDraft) => ({
      ...draft,
      preferredAt: draft.kind === 'demo' && draft.preferredAt ? new Date(draft.preferredAt).toISOString() : null,
    }),
    errorNamespace: 'support',
  });
  const kind = form.getValues().kind;

  const onSubmit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        form.reset();
        showToast(t('support.sent'), 'success');
      },
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate data-testid="support-form">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('support.form_title')}
          </Title>
          <SegmentedChoice
            aria-label={t('support.kind')}
            {...form.getInputProps('kind')}
            data={[
              { value: 'support', label: t('support.kinds.support') },
              { value: 'demo', label: t('support.kinds.demo') },
            ]}
            data-testid="support-kind"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('support.subject')}
              {...form.getInputProps('subject')}
              required
              data-testid="support-subject"
            />
            <Select
              label={t('support.category')}
              data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) }))}
              allowDeselect={false}
              {...form.getInputProps('category')}
              data-testid="support-category"
            />
          </SimpleGrid>
          <Textarea
            label={t('support.message')}
            {...form.getInputProps('message')}
            autosize
            minRows={4}
            required
            data-testid="support-message"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('support.phone')}
              type="tel"
              {...form.getInputProps('phone')}
              required={kind === 'demo'}
              data-testid="support-phone"
            />
            {kind === 'demo' ? (
              <DateTimeField
                label={t('support.preferred_at')}
                {...form.getInputProps('preferredAt')}
                value={form.getValues().preferredAt}
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
