import type { Editor } from 'grapesjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emailTemplatesApi } from '../email-api';

const AUTOSAVE_MS = 3000;

export type TEditorContent = {
  language: string;
  subject: string;
  mjml: string;
  project: Record<string, unknown> | null;
};

// The live editor, what it holds, and the autosaved draft: a change is written as the language's draft
// a few seconds after the last edit (and at once before switching language or leaving).
export function useEditorSession(templateId: number, language: string, subject: string) {
  const editorRef = useRef<Editor | null>(null);
  const dirty = useRef(false);
  const timer = useRef<number | null>(null);
  const subjectRef = useRef(subject);
  subjectRef.current = subject;
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);

  const content = useCallback((): TEditorContent => {
    const editor = editorRef.current;
    return {
      language,
      subject: subjectRef.current,
      mjml: editor ? editor.getHtml() : '',
      project: editor ? (editor.getProjectData() as unknown as Record<string, unknown>) : null,
    };
  }, [language]);

  const flush = useCallback(async () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current || !editorRef.current) return;
    dirty.current = false;
    try {
      const saved = await emailTemplatesApi.draft(templateId, content());
      setDraftSavedAt(saved.savedAt);
    } catch {
      // The next edit tries again; a lost autosave never blocks the merchant's own save.
      dirty.current = true;
    }
  }, [templateId, content]);

  const changed = useCallback(() => {
    dirty.current = true;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), AUTOSAVE_MS);
  }, [flush]);

  // A saved version supersedes the draft.
  const markClean = useCallback(() => {
    dirty.current = false;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => () => void flush(), [flush]);

  return { editorRef, content, changed, flush, markClean, draftSavedAt, setDraftSavedAt };
}
