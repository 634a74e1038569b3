-- CreateTable
CREATE TABLE "Webhook" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "events" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" BIGSERIAL NOT NULL,
    "webhookId" INTEGER NOT NULL,
    "eventId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),
    "gaveUpAt" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastError" TEXT,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Webhook_userId_id_idx" ON "Webhook"("userId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_webhookId_id_idx" ON "WebhookDelivery"("webhookId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_nextAttemptAt_idx" ON "WebhookDelivery"("nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_webhookId_eventId_key" ON "WebhookDelivery"("webhookId", "eventId");

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "Webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Webhook events are written by triggers, in the transaction of the change itself: a change that
-- rolls back leaves no delivery, and no writer can forget one. Each trigger is statement-level
-- (transition tables) and fans out with one INSERT ... SELECT over the subscribed webhooks, after
-- an EXISTS that makes it free when nobody subscribes. An event's id is derived from what it is
-- about and the writing transaction, so every webhook gets the same id for it, and a game changed
-- by several statements of one transaction is one event (ON CONFLICT below).

-- The envelope every event shares (docs/webhooks.md): links point into the REST facade.
CREATE FUNCTION "webhook_event"(event_id uuid, event_type text, data jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', event_id,
    'type', event_type,
    'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', data,
    'links', CASE WHEN data->'gameId' IS NULL OR data->'gameId' = 'null'::jsonb THEN '{}'::jsonb
             ELSE jsonb_build_object('game', '/api/v1/games/' || (data->>'gameId')) END)
$$;

-- request.created (INSERT) and request.resolved (UPDATE that moves status away from PENDING).
CREATE FUNCTION "webhook_request_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE TG_OP WHEN 'INSERT' THEN 'request.created' ELSE 'request.resolved' END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "Webhook" WHERE event_type = ANY("events")) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "WebhookDelivery" ("webhookId", "eventId", "type", "payload")
      SELECT w.id, e.id, event_type, "webhook_event"(e.id, event_type, e.data)
      FROM (
        SELECT n.id AS request_id,
               md5(event_type || ':' || n.id || ':' || pg_current_xact_id()::text)::uuid AS id,
               jsonb_build_object('requestId', n.id, 'requestType', n.type, 'status', n.status,
                                  'gameId', n."gameId") AS data
        FROM new_rows n
      ) e
      CROSS JOIN "Webhook" w
      WHERE event_type = ANY(w."events")
      ORDER BY e.request_id, w.id;
  ELSE
    INSERT INTO "WebhookDelivery" ("webhookId", "eventId", "type", "payload")
      SELECT w.id, e.id, event_type, "webhook_event"(e.id, event_type, e.data)
      FROM (
        SELECT n.id AS request_id,
               md5(event_type || ':' || n.id || ':' || pg_current_xact_id()::text)::uuid AS id,
               jsonb_build_object('requestId', n.id, 'requestType', n.type, 'status', n.status,
                                  'gameId', n."gameId") AS data
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.status = 'PENDING' AND n.status <> 'PENDING'
      ) e
      CROSS JOIN "Webhook" w
      WHERE event_type = ANY(w."events")
      ORDER BY e.request_id, w.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Request_webhooks_insert" AFTER INSERT ON "Request"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_request_events"();
CREATE TRIGGER "Request_webhooks_update" AFTER UPDATE ON "Request"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_request_events"();

-- game.changed, from the change feed's own rows (so a game's companies count, as in the feed).
-- One event per game and transaction: created, then edited, is "created"; deleted wins over both.
CREATE FUNCTION "webhook_game_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "Webhook" WHERE 'game.changed' = ANY("events")) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "WebhookDelivery" ("webhookId", "eventId", "type", "payload")
    SELECT w.id, e.id, 'game.changed', "webhook_event"(e.id, 'game.changed', e.data)
    FROM (
      SELECT DISTINCT ON (c."entityId") c."entityId" AS game_id,
             md5('game.changed:' || c."entityId" || ':' || pg_current_xact_id()::text)::uuid AS id,
             jsonb_build_object('gameId', c."entityId", 'operation', lower(c.operation::text)) AS data
      FROM new_rows c
      WHERE c.entity = 'GAME'
      ORDER BY c."entityId", CASE c.operation WHEN 'DELETED' THEN 0 WHEN 'CREATED' THEN 1 ELSE 2 END
    ) e
    CROSS JOIN "Webhook" w
    WHERE 'game.changed' = ANY(w."events")
    ORDER BY e.game_id, w.id
  ON CONFLICT ("webhookId", "eventId") DO UPDATE SET "payload" = EXCLUDED."payload"
    WHERE (CASE EXCLUDED."payload" #>> '{data,operation}' WHEN 'deleted' THEN 2 WHEN 'created' THEN 1 ELSE 0 END)
        > (CASE "WebhookDelivery"."payload" #>> '{data,operation}' WHEN 'deleted' THEN 2 WHEN 'created' THEN 1 ELSE 0 END);
  RETURN NULL;
END $$;

CREATE TRIGGER "CatalogueChange_webhooks" AFTER INSERT ON "CatalogueChange"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "webhook_game_events"();
