import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Popover,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBookmark,
  IconDeviceFloppy,
  IconEye,
  IconHistory,
  IconPackage,
  IconSend,
  IconVariable,
} from '@tabler/icons-react';
import { MESSAGE_LANGUAGES } from '@ulak/shared';
import { ZSavedBlockInput, type TTemplatePreview, type TTemplateWarning } from '@ulak/shared/templates/template-api';
import type { Editor } from 'grapesjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { RecordMissing, RecordState } from '../../common/components/record-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { TemplateWarnings } from '../components/email-preview-frame';
import { VariableHelpPanel } from '../components/variable-help-panel';
import { emailTemplatesApi } from '../email-api';
import {
  useEditorState,
  useMyTemplate,
  useRestoreVersion,
  useSaveBlock,
  useSaveVersion,
  useSampleValues,
  useSavedBlocks,
  useTemplateImages,
} from '../hooks/use-email-templates';
import { productMjml, textMjml } from './block-mjml';
import { addSavedBlock, insertSection, type TBlockLabels } from './custom-blocks';
import { NamePromptModal } from '../components/name-prompt-modal';
import { PreviewModal, TestSendModal } from './editor-dialogs';
import { EditorBoundary, EditorLoadFailed } from './editor-failure';
import { ProductPicker } from './product-picker';
import { useCanvasSamples } from './use-canvas-samples';
import { useEditorSession } from './use-editor-session';
import { useGrapesModule } from './use-grapes-module';
import { VersionsDrawer } from './versions-drawer';

type TDialog = 'product' | 'preview' | 'versions' | 'test' | 'block' | null;
// A saved block's name follows the rule of the block it names.
const ZBlockNameInput = ZSavedBlockInput.pick({ name: true });

// /user/email-templates/edit-user-email-template?id=&language=: the drag-and-drop MJML editor of one
// language of a template, with merge tags, blocks, preview, autosaved drafts, versions and a test send.
export function EmailTemplateEditorScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const template = useMyTemplate(id);
  const language = params.get('language') ?? template.data?.defaultLanguage ?? 'tr';
  const title = t('pages.email_template_edit');
  if (!Number.isInteger(id) || id <= 0) return <RecordMissing title={title} listPath="/user/email-templates" />;
  if (!template.data) return <RecordState query={template} title={title} listPath="/user/email-templates" />;
  return (
    <LanguageEditor
      key={language}
      templateId={id}
      name={template.data.name}
      commercial={template.data.commercial}
      language={language}
      onLanguage={(next) => setParams({ id: String(id), language: next })}
    />
  );
}

function LanguageEditor(props: {
  templateId: number;
  name: string;
  commercial: boolean;
  language: string;
  onLanguage: (language: string) => void;
}) {
  const { templateId, name, commercial, language, onLanguage } = props;
  const { t } = useTranslation();
  const [revision, setRevision] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const grapes = useGrapesModule(attempt);
  const state = useEditorState(templateId, language);
  const blocks = useSavedBlocks();
  const samples = useSampleValues(language);
  const images = useTemplateImages();
  const [subject, setSubject] = useState<string | null>(null);
  const currentSubject = subject ?? state.data?.subject ?? '';
  const session = useEditorSession(templateId, language, currentSubject);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [warnings, setWarnings] = useState<TTemplateWarning[]>([]);
  const [preview, setPreview] = useState<TTemplatePreview | null>(null);
  const save = useSaveVersion();
  const restore = useRestoreVersion();
  const saveBlock = useSaveBlock();
  // The live editor as state too (the ref serves callbacks), so the canvas samples follow a remounted canvas.
  const [liveEditor, setLiveEditor] = useState<Editor | null>(null);
  const [showingSamples, setShowingSamples] = useState(false);
  const hideSamples = useCallback(() => setShowingSamples(false), []);
  useCanvasSamples(liveEditor, samples.data, showingSamples, hideSamples);

  const labels: TBlockLabels = {
    category: t('email_templates.blocks.category'),
    savedCategory: t('email_templates.blocks.saved'),
    product: t('email_templates.blocks.product'),
    productCta: t('email_templates.blocks.product_cta'),
    coupon: t('email_templates.blocks.coupon'),
    couponLabel: t('email_templates.blocks.coupon_label'),
    cart: t('email_templates.blocks.cart'),
    order: t('email_templates.blocks.order'),
    orderLabel: t('email_templates.blocks.order_label'),
    total: t('email_templates.blocks.total'),
    quantity: t('email_templates.blocks.quantity'),
    track: t('email_templates.blocks.track'),
    unsubscribe: t('email_templates.blocks.unsubscribe'),
    unsubscribeLabel: t('email_templates.blocks.unsubscribe_label'),
  };
  const editor = () => session.editorRef.current;

  const insertTag = (snippet: string) => {
    const e = editor();
    if (!e) return;
    const editing = e.getEditing();
    if (editing) e.Canvas.getDocument()?.execCommand('insertText', false, snippet);
    else insertSection(e, textMjml(snippet));
    session.changed();
  };
  const onSave = () => {
    const content = session.content();
    save.mutate(
      { id: templateId, body: content },
      {
        onSuccess: (result) => {
          session.markClean();
          session.setDraftSavedAt(null);
          setWarnings(result.warnings);
          showToast(t('email_templates.editor.saved', { n: result.version.version }), 'success');
        },
      },
    );
  };
  const onPreview = async () => {
    const c = session.content();
    setPreview(await emailTemplatesApi.preview({ language, subject: c.subject, mjml: c.mjml, commercial }));
    setDialog('preview');
  };
  const onRestore = async (versionId: number) => {
    if (!(await confirmIrreversible(t('email_templates.editor.restore_confirm')))) return;
    restore.mutate(
      { id: templateId, versionId },
      {
        onSuccess: async (v) => {
          session.markClean();
          setSubject(null);
          setDialog(null);
          await state.refetch();
          setRevision((r) => r + 1);
          showToast(t('email_templates.editor.restored', { n: v.version }), 'success');
        },
      },
    );
  };
  const onSaveBlock = (blockName: string) => {
    const e = editor();
    const selected = e?.getSelected();
    if (!e || !selected) return;
    saveBlock.mutate(
      { name: blockName, mjml: selected.toHTML() },
      {
        onSuccess: (block) => {
          addSavedBlock(e, block, labels.savedCategory);
          setDialog(null);
          showToast(t('email_templates.editor.block_saved'), 'success');
        },
      },
    );
  };

  const tool = (label: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Stack gap="sm">
      <PageHeader
        title={name}
        description={
          <Anchor component={Link} to="/user/email-templates">
            {t('email_templates.editor.back')}
          </Anchor>
        }
        actions={
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={onSave}
            loading={save.isPending}
            disabled={grapes.status !== 'ready' || !state.data}
            data-testid="editor-save"
          >
            {t('common.save')}
          </Button>
        }
      />
      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('email_templates.language')}
            data={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={language}
            onChange={(next) => {
              if (!next || next === language) return;
              void session.flush().then(() => onLanguage(next));
            }}
            allowDeselect={false}
            searchable
            w={170}
            data-testid="editor-language"
          />
          <TextInput
            label={t('email_templates.subject')}
            value={currentSubject}
            onChange={(e) => {
              setSubject(e.currentTarget.value);
              session.changed();
            }}
            style={{ flex: 1, minWidth: 240 }}
            data-testid="editor-subject"
          />
        </Group>
        <Group mt="sm" gap="xs" wrap="wrap">
          {tool(
            t('email_templates.editor.undo'),
            <IconArrowBackUp size={18} />,
            () => editor()?.UndoManager.undo(),
            'editor-undo',
          )}
          {tool(
            t('email_templates.editor.redo'),
            <IconArrowForwardUp size={18} />,
            () => editor()?.UndoManager.redo(),
            'editor-redo',
          )}
          <Button
            variant="default"
            leftSection={<IconPackage size={16} />}
            onClick={() => setDialog('product')}
            data-testid="editor-product"
          >
            {t('email_templates.editor.insert_product')}
          </Button>
          <Popover width={360} position="bottom-start" shadow="md" withinPortal>
            <Popover.Target>
              <Button variant="default" leftSection={<IconVariable size={16} />} data-testid="editor-merge-tags">
                {t('email_templates.editor.merge_tags')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="xs" c="dimmed" mb="xs">
                {t('email_templates.editor.merge_tags_hint')}
              </Text>
              <VariableHelpPanel onInsert={insertTag} samples={samples.data} />
            </Popover.Dropdown>
          </Popover>
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={() => void onPreview()}
            data-testid="editor-preview"
          >
            {t('email_templates.editor.preview')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHistory size={16} />}
            onClick={() => setDialog('versions')}
            data-testid="editor-versions"
          >
            {t('email_templates.editor.versions')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} />}
            onClick={() =>
              editor()?.getSelected() ? setDialog('block') : showToast(t('email_templates.editor.select_first'), 'info')
            }
            data-testid="editor-save-block"
          >
            {t('email_templates.editor.save_block')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} />}
            onClick={() => setDialog('test')}
            data-testid="editor-test-send"
          >
            {t('email_templates.editor.test_send')}
          </Button>
          <Switch
            label={t('email_templates.editor.sample_values')}
            checked={showingSamples}
            disabled={!samples.data || !liveEditor}
            onChange={(e) => setShowingSamples(e.currentTarget.checked)}
            data-testid="editor-samples"
          />
          <Text size="xs" c="dimmed" ml="auto" data-testid="editor-draft-status" aria-live="polite">
            {session.draftSavedAt
              ? t('email_templates.editor.draft_saved', { time: formatDateTimeShort(session.draftSavedAt) })
              : state.data?.fromDraft
                ? t('email_templates.editor.draft_opened')
                : ''}
          </Text>
        </Group>
      </Paper>
      <TemplateWarnings warnings={warnings} />
      {state.data?.versionId === null && state.data.mjml ? (
        <Alert color="blue" data-testid="editor-fallback">
          {t('email_templates.editor.fallback_language')}
        </Alert>
      ) : null}
      {grapes.status === 'failed' ? <EditorLoadFailed onRetry={() => setAttempt((a) => a + 1)} /> : null}
      {grapes.status === 'loading' || !state.data || blocks.isPending || images.isPending ? <LoadingScreen /> : null}
      {grapes.status === 'ready' && state.data && !blocks.isPending && !images.isPending ? (
        <EditorBoundary onRetry={() => setAttempt((a) => a + 1)}>
          <div data-testid="editor-canvas">
            <grapes.Canvas
              key={`${revision}-${attempt}`}
              mjml={state.data.mjml}
              project={state.data.project}
              labels={labels}
              savedBlocks={blocks.data ?? []}
              images={(images.data ?? []).map((i) => i.url)}
              uploadImage={async (file) => (await emailTemplatesApi.uploadImage(file)).url}
              onUploadError={(error) => showToast(error instanceof Error ? error.message : String(error), 'error')}
              onReady={(e) => {
                session.editorRef.current = e;
                setLiveEditor(e);
              }}
              onChange={session.changed}
            />
          </div>
        </EditorBoundary>
      ) : null}
      <ProductPicker
        opened={dialog === 'product'}
        onClose={() => setDialog(null)}
        onPick={(product) => {
          const e = editor();
          if (e) insertSection(e, productMjml(product, labels.productCta));
          session.changed();
          setDialog(null);
        }}
      />
      <PreviewModal preview={dialog === 'preview' ? preview : null} onClose={() => setDialog(null)} />
      <VersionsDrawer
        templateId={templateId}
        language={language}
        opened={dialog === 'versions'}
        onClose={() => setDialog(null)}
        onRestore={(v) => void onRestore(v.id)}
      />
      <TestSendModal opened={dialog === 'test'} onClose={() => setDialog(null)} content={session.content} />
      <NamePromptModal
        key={dialog === 'block' ? 'block-open' : 'block'}
        opened={dialog === 'block'}
        title={t('email_templates.editor.save_block')}
        label={t('email_templates.editor.block_name')}
        schema={ZBlockNameInput}
        saving={saveBlock.isPending}
        onSave={onSaveBlock}
        onClose={() => setDialog(null)}
        testId="block"
      />
    </Stack>
  );
}
