import GjsEditor from '@grapesjs/react';
import grapesjs, { type Editor, type ProjectData } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import grapesjsMjml from 'grapesjs-mjml';
import { useMemo } from 'react';
import { registerUlakBlocks, type TBlockLabels } from './custom-blocks';

// This module (GrapesJS, its MJML plugin with the MJML browser compiler and its CSS) is the heavy part of
// the editor: it is imported only by the editor screen, after the route itself has loaded, so no other
// screen's first load carries it.

export type TGrapesCanvasProps = {
  mjml: string;
  project: Record<string, unknown> | null;
  labels: TBlockLabels;
  savedBlocks: { id: number; name: string; mjml: string }[];
  images: string[];
  uploadImage: (file: File) => Promise<string>;
  onUploadError: (error: unknown) => void;
  onReady: (editor: Editor) => void;
  onChange: () => void;
};

export const EMPTY_MJML =
  '<mjml><mj-body><mj-section><mj-column><mj-text></mj-text></mj-column></mj-section></mj-body></mjml>';

export function GrapesCanvas(props: TGrapesCanvasProps) {
  const { mjml, project, labels, savedBlocks, images, uploadImage, onUploadError, onReady, onChange } = props;
  // Options are read once, when GrapesJS starts; the screen remounts the canvas for another language or version.
  const options = useMemo(
    () => ({
      height: '72vh',
      storageManager: false as const,
      undoManager: { trackSelection: false },
      assetManager: {
        assets: images.map((src) => ({ src })),
        uploadFile: async (event: DragEvent) => {
          const target = event.target as HTMLInputElement | null;
          const files = event.dataTransfer?.files ?? target?.files ?? null;
          for (const file of Array.from(files ?? [])) {
            try {
              const url = await uploadImage(file);
              editorRef.current?.AssetManager.add({ src: url });
            } catch (error) {
              onUploadError(error);
            }
          }
        },
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- GrapesJS reads its options only at start
    [],
  );
  const editorRef = useMemo(() => ({ current: null as Editor | null }), []);
  return (
    <GjsEditor
      grapesjs={grapesjs}
      options={options}
      plugins={[grapesjsMjml]}
      onEditor={(editor) => {
        editorRef.current = editor;
        registerUlakBlocks(editor, labels, savedBlocks);
        if (project && Object.keys(project).length > 0) editor.loadProjectData(project as unknown as ProjectData);
        else editor.setComponents(mjml || EMPTY_MJML);
        editor.UndoManager.clear();
      }}
      onReady={(editor) => {
        editor.on('update', onChange);
        onReady(editor);
      }}
    />
  );
}
