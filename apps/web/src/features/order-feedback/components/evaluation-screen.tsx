import { Divider, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOrderEvaluationInput, type TOrderEvaluationPage } from '@ulak/shared/order-feedback';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useEvaluationPage, useRateOrder } from '../hooks/use-order-feedback';
import { DoneCard, FeedbackSubmit, MemberFeedbackShell, useMemberLanguage } from './member-feedback-shell';

function StarField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value?: number;
  onChange: (value: number) => void;
  error?: string;
  testId: string;
}) {
  return (
    <Input.Wrapper label={label} error={error} labelElement="div">
      <Rating value={value ?? 0} onChange={onChange} size="lg" aria-label={label} data-testid={testId} />
    </Input.Wrapper>
  );
}

function EvaluationForm({ token, page, onDone }: { token: string; page: TOrderEvaluationPage; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: ZOrderEvaluationInput,
    initialValues: {
      rating: 0,
      comment: '',
      products: page.products.map((p) => ({ code: p.code, rating: 0, comment: '' })),
    },
    // products left unrated are not sent
    toInput: (values) => ({ ...values, products: values.products.filter((p) => p.rating > 0) }),
    errorNamespace: 'order_feedback',
  });
  const send = useRateOrder(token, onDone);
  return (
    <form onSubmit={form.onSubmit((input) => send.mutate(input))} noValidate>
      <Stack gap="md">
        <StarField label={t('order_feedback.order_rating')} testId="order-rating" {...form.getInputProps('rating')} />
        <Textarea
          label={t('order_feedback.comment')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('comment')}
          data-testid="order-comment"
        />
        {page.products.length > 0 ? <Divider label={t('order_feedback.products')} labelPosition="left" /> : null}
        {page.products.map((product, index) => (
          <Stack key={product.code} gap={4} data-testid={`product-${product.code}`}>
            <Text fw={600}>{product.title}</Text>
            <StarField
              label={t('order_feedback.product_rating', { title: product.title })}
              testId={`product-rating-${product.code}`}
              {...form.getInputProps(`products.${index}.rating`)}
            />
            <Textarea
              label={t('order_feedback.product_comment', { title: product.title })}
              autosize
              minRows={1}
              maxLength={2000}
              {...form.getInputProps(`products.${index}.comment`)}
            />
          </Stack>
        ))}
        <FeedbackSubmit send={send} />
      </Stack>
    </form>
  );
}

// /order_evaluation/:token: the member rates the order and each of its products, once.
export function EvaluationScreen({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const query = useEvaluationPage(token);
  useMemberLanguage(query.data?.language);
  if (done) return <DoneCard titleKey="order_feedback.thanks_title" textKey="order_feedback.thanks_text" />;
  if (query.data?.submitted)
    return <DoneCard titleKey="order_feedback.already_title" textKey="order_feedback.already_text" />;
  return (
    <MemberFeedbackShell query={query} titleKey="order_feedback.evaluation_title">
      {(page) => <EvaluationForm token={token} page={page} onDone={() => setDone(true)} />}
    </MemberFeedbackShell>
  );
}
