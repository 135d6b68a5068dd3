import { Input, Radio, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSurveyAnswersInput, type TSatisfactionPage, type TSurveyQuestion } from '@ulak/shared/order-feedback';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useAnswerSurvey, useSatisfactionPage } from '../hooks/use-order-feedback';
import { DoneCard, FeedbackSubmit, MemberFeedbackShell, useMemberLanguage } from './member-feedback-shell';

type TValues = Record<string, string | number>;

function QuestionField({
  question,
  n,
  input,
}: {
  question: TSurveyQuestion;
  n: number;
  input: { value?: string | number; onChange: (value: unknown) => void; error?: string };
}) {
  const { t } = useTranslation();
  const label = `${n}. ${question.text}${question.required ? '' : ` (${t('order_feedback.optional')})`}`;
  if (question.kind === 'single')
    return (
      <Radio.Group
        label={label}
        value={String(input.value ?? '')}
        onChange={input.onChange}
        error={input.error}
        data-testid={`question-${n}`}
      >
        <Stack gap={6} mt={6}>
          {question.options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (question.kind === 'rating')
    return (
      <Input.Wrapper label={label} error={input.error} labelElement="div" data-testid={`question-${n}`}>
        <Rating value={Number(input.value ?? 0) || 0} onChange={input.onChange} size="lg" aria-label={question.text} />
      </Input.Wrapper>
    );
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxLength={2000}
      value={String(input.value ?? '')}
      onChange={(e) => input.onChange(e.currentTarget.value)}
      error={input.error}
      data-testid={`question-${n}`}
    />
  );
}

function SurveyForm({ token, page, onDone }: { token: string; page: TSatisfactionPage; onDone: () => void }) {
  const { t } = useTranslation();
  // The shared answers schema, and this page's required questions answered (each question is a field).
  const schema = ZSurveyAnswersInput.superRefine(({ answers }, ctx) => {
    for (const q of page.questions)
      if (q.required && !answers.some((a) => a.questionId === q.id))
        ctx.addIssue({ code: 'custom', path: [String(q.id)], message: 'order_feedback.answer_required' });
  });
  const form = useSchemaForm({
    schema,
    initialValues: Object.fromEntries(page.questions.map((q) => [String(q.id), q.kind === 'rating' ? 0 : ''])),
    toInput: (values: TValues) => ({
      answers: page.questions
        .map((q) => ({ questionId: q.id, value: values[String(q.id)] ?? '' }))
        .filter((a) => a.value !== '' && a.value !== 0),
    }),
    errorNamespace: 'order_feedback',
  });
  const send = useAnswerSurvey(token, onDone);
  if (page.questions.length === 0)
    return <Text data-testid="feedback-no-questions">{t('order_feedback.no_questions')}</Text>;
  return (
    <form onSubmit={form.onSubmit((input) => send.mutate(input))} noValidate>
      <Stack gap="lg">
        {page.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            n={index + 1}
            input={form.getInputProps(String(question.id))}
          />
        ))}
        <FeedbackSubmit send={send} />
      </Stack>
    </form>
  );
}

// /satisfaction/questions/:token: the account's order satisfaction survey, answered once.
export function SatisfactionScreen({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const query = useSatisfactionPage(token);
  useMemberLanguage(query.data?.language);
  if (done) return <DoneCard titleKey="order_feedback.thanks_title" textKey="order_feedback.thanks_text" />;
  if (query.data?.submitted)
    return <DoneCard titleKey="order_feedback.already_title" textKey="order_feedback.already_text" />;
  return (
    <MemberFeedbackShell query={query} titleKey="order_feedback.satisfaction_title">
      {(page) => <SurveyForm token={token} page={page} onDone={() => setDone(true)} />}
    </MemberFeedbackShell>
  );
}
