import { useEffect, useState, type ComponentType } from 'react';
import { handleChunkLoadError } from '../../../lib/version/version-watcher';
import type { GrapesCanvas, TGrapesCanvasProps } from './grapes-canvas';

type TState =
  { status: 'loading' } | { status: 'ready'; Canvas: ComponentType<TGrapesCanvasProps> } | { status: 'failed' };

// Loads the GrapesJS chunk after the editor route has rendered; a failed load (network, an old build)
// becomes SPEC §8's 'the template editor could not be loaded' rather than a broken screen.
export function useGrapesModule(attempt: number): TState {
  const [state, setState] = useState<TState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // Vite's preload guard lets the version watcher swallow a failed chunk, which resolves the import with
    // nothing: a missing export counts as a failure too.
    import('./grapes-canvas')
      .then((module: { GrapesCanvas?: typeof GrapesCanvas } | undefined) => {
        if (!module?.GrapesCanvas) throw new Error('the editor chunk did not load');
        if (live) setState({ status: 'ready', Canvas: module.GrapesCanvas });
      })
      .catch(async (error: unknown) => {
        console.error('[editor] could not load', error);
        // After a new build the old chunk is gone: the version watcher reloads the page (SPEC §4).
        if (await handleChunkLoadError(error)) return;
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
