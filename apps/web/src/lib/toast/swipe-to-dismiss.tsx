import { useRef, type PointerEvent, type ReactNode } from 'react';
import { isSwipeDismiss } from './swipe-rules';

const ROOT_SELECTOR = '.mantine-Notification-root';

// Mantine notifications have no swipe gesture; this wrapper drags the whole toast and hides it past 45 px.
export function SwipeToDismiss({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  const startX = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  const target = (): HTMLElement | null => ref.current?.closest<HTMLElement>(ROOT_SELECTOR) ?? ref.current;

  const move = (deltaX: number) => {
    const element = target();
    if (!element) return;
    element.style.transform = deltaX === 0 ? '' : `translateX(${deltaX}px)`;
    element.style.opacity = deltaX === 0 ? '' : String(Math.max(0.3, 1 - Math.abs(deltaX) / 200));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) move(event.clientX - startX.current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const deltaX = event.clientX - startX.current;
    startX.current = null;
    if (isSwipeDismiss(deltaX)) onDismiss();
    else move(0);
  };

  return (
    <div
      ref={ref}
      data-testid="toast-swipe"
      style={{ touchAction: 'pan-y', cursor: 'grab' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        startX.current = null;
        move(0);
      }}
    >
      {children}
    </div>
  );
}
