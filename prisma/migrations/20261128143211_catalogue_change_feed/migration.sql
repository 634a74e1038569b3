-- CreateEnum
CREATE TYPE "CatalogueEntity" AS ENUM ('CONSOLE', 'COMPANY', 'GAME', 'VERSION', 'HISTORY_ENTRY');

-- CreateEnum
CREATE TYPE "CatalogueOperation" AS ENUM ('CREATED', 'UPDATED', 'DELETED');

-- CreateTable
CREATE TABLE "CatalogueChange" (
    "id" BIGSERIAL NOT NULL,
    "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
    "entity" "CatalogueEntity" NOT NULL,
    "entityId" INTEGER NOT NULL,
    "operation" "CatalogueOperation" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CatalogueChange_xid_id_idx" ON "CatalogueChange"("xid", "id");

-- The triggers that fill it (api/src/changes/change-feed.ts reads it). Statement-level, with
-- transition tables, so a bulk write of a million games adds one INSERT ... SELECT, not a million
-- trigger calls. An UPDATE that changed nothing is not a change.
CREATE FUNCTION "catalogue_change_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
      SELECT TG_ARGV[0]::"CatalogueEntity", n.id, 'CREATED' FROM new_rows n ORDER BY n.id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
      SELECT TG_ARGV[0]::"CatalogueEntity", n.id, 'UPDATED'
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n IS DISTINCT FROM o ORDER BY n.id;
  ELSE
    INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
      SELECT TG_ARGV[0]::"CatalogueEntity", o.id, 'DELETED' FROM old_rows o ORDER BY o.id;
  END IF;
  RETURN NULL;
END $$;

-- A game's or a version's companies are part of its row: their change is an update of it, while
-- it exists (when the game itself is deleted, its deletion says it all).
CREATE FUNCTION "catalogue_change_companies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
       SELECT %L::"CatalogueEntity", p.id, ''UPDATED'' FROM %I p
       WHERE p.id IN (SELECT %I FROM %I) ORDER BY p.id',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END);
  RETURN NULL;
END $$;

-- Three triggers a table (transition tables allow one event a trigger): INSERT, UPDATE, DELETE.
DO $$
DECLARE
  target text[];
  event text;
BEGIN
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['Console', 'catalogue_change_log', 'CONSOLE', '', ''],
    ['Company', 'catalogue_change_log', 'COMPANY', '', ''],
    ['Game', 'catalogue_change_log', 'GAME', '', ''],
    ['Version', 'catalogue_change_log', 'VERSION', '', ''],
    ['GameHistoryEntry', 'catalogue_change_log', 'HISTORY_ENTRY', '', ''],
    ['GameCompany', 'catalogue_change_companies', 'GAME', 'Game', 'gameId'],
    ['VersionCompany', 'catalogue_change_companies', 'VERSION', 'Version', 'versionId']
  ] LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I(%L, %L, %L)',
        target[1] || '_changes_' || lower(event), event, target[1],
        CASE event
          WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
          WHEN 'UPDATE' THEN 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
          ELSE 'OLD TABLE AS old_rows'
        END,
        target[2], target[3], target[4], target[5]);
    END LOOP;
  END LOOP;
END $$;

-- What exists already is where the feed begins: one CREATED per row, so a mirror built from the
-- feed alone (with no dump) is whole too.
INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
  SELECT 'CONSOLE', id, 'CREATED' FROM "Console" ORDER BY id;
INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
  SELECT 'COMPANY', id, 'CREATED' FROM "Company" ORDER BY id;
INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
  SELECT 'GAME', id, 'CREATED' FROM "Game" ORDER BY id;
INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
  SELECT 'VERSION', id, 'CREATED' FROM "Version" ORDER BY id;
INSERT INTO "CatalogueChange" ("entity", "entityId", "operation")
  SELECT 'HISTORY_ENTRY', id, 'CREATED' FROM "GameHistoryEntry" ORDER BY id;
