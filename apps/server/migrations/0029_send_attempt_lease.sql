-- hand-written
-- Messages held by a send attempt (`sending`), by the time of their last heartbeat: the recovery loop finds a dead
-- worker's attempts through it every few seconds without reading the rest of a big send.
CREATE INDEX "messages_sending_idx" ON "messages" ("updated_at") WHERE "status" = 'sending';
