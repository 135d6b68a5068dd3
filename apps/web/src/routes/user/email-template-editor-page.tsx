import { EmailTemplateEditorScreen } from '../../features/templates/editor/editor-screen';

export function EmailTemplateEditorPage() {
  return <EmailTemplateEditorScreen />;
}
