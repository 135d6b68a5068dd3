import type { Editor } from 'grapesjs';
import { useEffect } from 'react';
import { showSamples } from './canvas-samples';

// While `on`, the canvas shows sample values instead of merge tags, again after every change to the canvas.
// Editing a text shows its tags (the rich-text editor must edit the template, not the samples): `onEditing`
// then turns the samples off.
export function useCanvasSamples(
  editor: Editor | null,
  samples: Record<string, unknown> | undefined,
  on: boolean,
  onEditing: () => void,
) {
  useEffect(() => {
    if (!editor || !samples || !on) return;
    let restore: (() => void) | null = null;
    let frame = 0;
    const apply = () => {
      restore?.();
      const doc = editor.Canvas.getDocument();
      restore = doc?.body ? showSamples(doc, samples) : null;
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    };
    const editing = () => {
      restore?.();
      restore = null;
      onEditing();
    };
    apply();
    const changes = 'component:add component:update component:remove canvas:frame:load:body';
    editor.on(changes, later);
    editor.on('rte:enable', editing);
    return () => {
      cancelAnimationFrame(frame);
      editor.off(changes, later);
      editor.off('rte:enable', editing);
      restore?.();
    };
  }, [editor, samples, on, onEditing]);
}
