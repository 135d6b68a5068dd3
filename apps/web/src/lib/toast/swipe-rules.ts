import { TOAST_SWIPE_THRESHOLD_PX } from '@ulak/shared/constants';

// A horizontal drag past the threshold (either direction) dismisses a toast.
export function isSwipeDismiss(deltaX: number, threshold: number = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return Math.abs(deltaX) >= threshold;
}
