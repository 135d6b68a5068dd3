import { parentPort } from 'node:worker_threads';
import { composeSigned, type TComposeJob } from './compose';

// Worker thread: builds and signs each chunk of messages the main thread sends, answering per message.
export type TComposeRequest = { chunkId: number; dkim: TComposeJob['dkim']; mails: TComposeJob['mail'][] };
export type TComposeAnswer = { ok: true; raw: string } | { ok: false; reason: string };
export type TComposeResponse = { chunkId: number; answers: TComposeAnswer[] };

parentPort?.on('message', (request: TComposeRequest) => {
  void Promise.all(
    request.mails.map((mail) =>
      composeSigned({ mail, dkim: request.dkim }).then(
        (raw): TComposeAnswer => ({ ok: true, raw }),
        (error: unknown): TComposeAnswer => ({
          ok: false,
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
    ),
  ).then((answers) => parentPort?.postMessage({ chunkId: request.chunkId, answers } satisfies TComposeResponse));
});
