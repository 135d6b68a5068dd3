import type { TGuard } from '../session/guard-keys';

export type TDialogRequest = { variant: 'error' | 'warning'; title: string; message: string };

type THandlers = {
  onUnauthorized: (guard: TGuard) => void;
  onDialog: (dialog: TDialogRequest) => void;
};

// The app registers UI reactions at start; lib code stays free of React and the router.
const handlers: THandlers = {
  onUnauthorized: () => undefined,
  onDialog: () => undefined,
};

export function setApiHandlers(next: Partial<THandlers>): void {
  Object.assign(handlers, next);
}

export function getApiHandlers(): THandlers {
  return handlers;
}
