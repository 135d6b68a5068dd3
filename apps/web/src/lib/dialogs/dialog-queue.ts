// Runs dialog tasks one after another so startup prompts and error dialogs never stack.
export type TDialogTask = () => Promise<void>;

export function createDialogQueue(): { enqueue: (task: TDialogTask) => Promise<void>; size: () => number } {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    enqueue(task) {
      pending += 1;
      const run = tail.then(task).catch((error: unknown) => console.error('[dialog]', error));
      tail = run.finally(() => {
        pending -= 1;
      });
      return run;
    },
    size: () => pending,
  };
}

export const dialogQueue = createDialogQueue();
