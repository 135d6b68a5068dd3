import { useEffect, useState, type ComponentType } from 'react';
import type { TGrapesCanvasProps } from './grapes-canvas';

type TState =
  { status: 'loading' } | { status: 'ready'; Canvas: ComponentType<TGrapesCanvasProps> } | { status: 'failed' };

// Loads the GrapesJS chunk after the editor route has rendered; a failed load (network, an old build)
// becomes SPEC §8's 'the template editor could not be loaded' rather than a broken screen.
export function useGrapesModule(attempt: number): TState {
  const [state, setState] = useState<TState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    import('./grapes-canvas').then(
      (module) => live && setState({ status: 'ready', Canvas: module.GrapesCanvas }),
      (error: unknown) => {
        console.error('[editor] could not load', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
