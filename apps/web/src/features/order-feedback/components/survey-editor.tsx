import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_QUESTION_KINDS,
  ZSurveyQuestionsInput,
  type TSurveyQuestion,
  type TSurveyQuestionKind,
} from '@ulak/shared/order-feedback';
import { showToast } from '../../../lib/toast/toast';
import { QueryState } from '../../common/components/query-state';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useSaveSurveyQuestions, useSurveyQuestions } from '../hooks/use-order-feedback';

type TDraft = { kind: TSurveyQuestionKind; text: string; options: string; required: boolean };

const toDraft = (q: TSurveyQuestion): TDraft => ({ ...q, options: q.options.join('\n') });
const toInput = (d: TDraft) => ({
  kind: d.kind,
  text: d.text,
  required: d.required,
  options:
    d.kind === 'single'
      ? d.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
});

function QuestionsForm({ questions }: { questions: TSurveyQuestion[] }) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: ZSurveyQuestionsInput,
    initialValues: { questions: questions.map(toDraft) },
    toInput: (values: { questions: TDraft[] }) => ({ questions: values.questions.map(toInput) }),
    errorNamespace: 'order_feedback',
  });
  const save = useSaveSurveyQuestions();
  const onSubmit = form.onSubmit((input) =>
    save.mutate(input.questions, {
      onSuccess: (saved) => {
        form.setValues({ questions: saved.map(toDraft) });
        form.resetDirty();
        showToast(t('order_feedback.questions_saved'), 'success');
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="survey-editor">
      <Stack gap="md">
        {form.values.questions.length === 0 ? (
          <Text c="dimmed" data-testid="survey-editor-empty">
            {t('order_feedback.empty_questions')}
          </Text>
        ) : null}
        {form.values.questions.map((question, index) => (
          <Paper key={index} withBorder p="sm" radius="sm" data-testid={`survey-question-${index + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('order_feedback.question_n', { n: index + 1 })}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('order_feedback.remove_question', { n: index + 1 })}
                  onClick={() => form.removeListItem('questions', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <TextInput
                label={t('order_feedback.question_text')}
                maxLength={300}
                {...form.getInputProps(`questions.${index}.text`)}
              />
              <Group grow align="flex-start">
                <Select
                  label={t('order_feedback.question_kind')}
                  data={SURVEY_QUESTION_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`order_feedback.kinds.${kind}`),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps(`questions.${index}.kind`)}
                />
                <Switch
                  mt="xl"
                  label={t('order_feedback.required')}
                  {...form.getInputProps(`questions.${index}.required`, { type: 'checkbox' })}
                />
              </Group>
              {question.kind === 'single' ? (
                <Textarea
                  label={t('order_feedback.options')}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`questions.${index}.options`)}
                />
              ) : null}
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={form.values.questions.length >= 20}
            onClick={() => form.insertListItem('questions', { kind: 'single', text: '', options: '', required: true })}
            data-testid="survey-add-question"
          >
            {t('order_feedback.add_question')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="survey-save">
            {t('order_feedback.save_questions')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The satisfaction scenario's survey: the questions its member page asks.
export function SurveyEditor() {
  const { t } = useTranslation();
  const questions = useSurveyQuestions();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('order_feedback.editor_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('order_feedback.editor_description', { variable: '{{ satisfaction_url }}' })}
        </Text>
        <QueryState query={questions} errorTitleKey="order_feedback.load_error">
          {(data) => <QuestionsForm questions={data} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
