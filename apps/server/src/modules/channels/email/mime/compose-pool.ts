import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { composeSigned, type TComposeJob } from './compose';
import type { TComposeAnswer, TComposeRequest, TComposeResponse } from './compose-worker';

// MIME building and DKIM signing (RSA) are the CPU-heavy part of an email send; they run in worker threads,
// one per spare core (at least one, at most MAX_THREADS), so the main thread is left to talk SMTP. Work waits in one queue in
// chunks: each thread holds at most IN_FLIGHT chunks (answers stream back while the SMTP pool already
// sends the first ones, and a thread never buffers a whole batch), and when every thread is busy the main
// thread takes a queued chunk itself between its I/O turns, so both cores work whichever side is the
// bottleneck (with the pipeline's rendering and database work the main thread is busier than the threads).
//
// Every message gets exactly one answer: a thread that dies (crash, out of memory, terminated) answers all
// of its in-flight messages with `ok: false`; later chunks go to a fresh thread.
const CHUNK = 10;
const IN_FLIGHT = 2;
const WORKER_URL = new URL('./compose-worker.mjs', import.meta.url);
// A runaway message must not take the process down: the thread dies alone and its messages are retried.
// Its live set is a few MB (the chunks in flight): a small heap keeps each thread's footprint small.
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 };
// Threads beyond a few add memory (each its own heap and isolate) more than speed: the SMTP side and the
// pipeline's database work bound the rate well before three threads' signing does.
const MAX_THREADS = 3;

type TTask = { dkim: TComposeJob['dkim']; mails: TComposeJob['mail'][]; resolve: (answers: TComposeAnswer[]) => void };
type TThread = { worker: Worker; pending: Map<number, TTask>; dead: boolean; answered: boolean };

const queue: TTask[] = [];
let threads: TThread[] = [];
let nextChunkId = 1;
let mainLaneBusy = false;
// A thread that dies before its first answer (it cannot even load) is not replaced for a while: the main
// thread does the work meanwhile instead of a respawn loop.
const RESPAWN_PAUSE_MS = 10_000;
let noSpawnUntil = 0;
// Chunks composed by the threads and by the main thread since start (tests, diagnostics).
const stats = { threadChunks: 0, mainChunks: 0, threadDeaths: 0 };

export function composePoolSize(): number {
  return Math.min(MAX_THREADS, Math.max(1, availableParallelism() - 1));
}

const failed = (task: TTask, reason: string): TComposeAnswer[] => task.mails.map(() => ({ ok: false, reason }));

function retire(thread: TThread, reason: string): void {
  if (thread.dead) return;
  thread.dead = true;
  stats.threadDeaths += 1;
  if (!thread.answered) noSpawnUntil = Date.now() + RESPAWN_PAUSE_MS;
  threads = threads.filter((t) => t !== thread);
  const pending = [...thread.pending.values()];
  thread.pending.clear();
  for (const task of pending) task.resolve(failed(task, reason));
  pump();
}

function startThread(): TThread {
  const worker = new Worker(WORKER_URL, { resourceLimits: RESOURCE_LIMITS });
  const thread: TThread = { worker, pending: new Map(), dead: false, answered: false };
  worker.on('message', (response: TComposeResponse) => {
    const task = thread.pending.get(response.chunkId);
    if (!task) return;
    thread.answered = true;
    stats.threadChunks += 1;
    thread.pending.delete(response.chunkId);
    task.resolve(task.mails.map((_, i) => response.answers[i] ?? { ok: false, reason: 'Composer gave no answer' }));
    pump();
  });
  worker.on('error', (error) => retire(thread, `Message composer crashed: ${error.message}`));
  worker.on('exit', (code) => retire(thread, `Message composer stopped (exit code ${code})`));
  return thread;
}

// Hands queued chunks to threads with room; an idle pool lets the process exit.
function pump(): void {
  const size = composePoolSize();
  while (queue.length > 0 && threads.length < size && Date.now() >= noSpawnUntil) threads.push(startThread());
  for (const thread of threads) {
    while (queue.length > 0 && thread.pending.size < IN_FLIGHT) {
      const task = queue.shift() as TTask;
      const chunkId = nextChunkId++;
      thread.pending.set(chunkId, task);
      try {
        thread.worker.postMessage({ chunkId, dkim: task.dkim, mails: task.mails } satisfies TComposeRequest);
      } catch (error) {
        // Not cloneable: only this chunk fails, the thread stays.
        thread.pending.delete(chunkId);
        task.resolve(failed(task, error instanceof Error ? error.message : String(error)));
      }
    }
    if (thread.pending.size > 0) thread.worker.ref();
    else thread.worker.unref();
  }
  if (queue.length > 0 && !mainLaneBusy) {
    mainLaneBusy = true;
    setImmediate(runMainLane);
  }
}

// The main thread's share: one queued chunk per turn of the event loop, so SMTP I/O runs in between.
function runMainLane(): void {
  const task = queue.shift();
  if (!task) {
    mainLaneBusy = false;
    return;
  }
  void Promise.all(
    task.mails.map((mail) =>
      composeSigned({ mail, dkim: task.dkim }).then(
        (raw): TComposeAnswer => ({ ok: true, raw }),
        (error: unknown): TComposeAnswer => ({
          ok: false,
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
    ),
  ).then((answers) => {
    stats.mainChunks += 1;
    task.resolve(answers);
    setImmediate(runMainLane);
  });
}

// Builds and signs the messages of one sender, calling `onAnswer(index, answer)` as each chunk comes back;
// resolves once every message has been answered exactly once.
export async function composeSignedMany(
  dkim: TComposeJob['dkim'],
  mails: TComposeJob['mail'][],
  onAnswer: (index: number, answer: TComposeAnswer) => void,
): Promise<void> {
  const chunks: Promise<void>[] = [];
  for (let start = 0; start < mails.length; start += CHUNK) {
    const slice = mails.slice(start, start + CHUNK);
    chunks.push(
      new Promise<TComposeAnswer[]>((resolve) => queue.push({ dkim, mails: slice, resolve })).then((answers) =>
        answers.forEach((answer, i) => onAnswer(start + i, answer)),
      ),
    );
  }
  pump();
  await Promise.all(chunks);
}

// Stops the threads (tests, shutdown); their in-flight messages are answered as failed.
export async function closeComposePool(): Promise<void> {
  const stopping = threads;
  await Promise.all(stopping.map((t) => t.worker.terminate()));
}

// For tests: the live threads, so a test can kill one mid-send.
export function composeThreads(): Worker[] {
  return threads.map((t) => t.worker);
}

export function composeStats(): Readonly<typeof stats> {
  return { ...stats };
}
