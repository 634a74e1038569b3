-- A relevance search walks each rank in title order and stops after a page (api/src/catalogue/
-- relevance-page.ts). Titles are compared byte by byte ("C"), whatever the database's collation,
-- so a search's title prefix ("dr" up to "dr" || U+10FFFF) is one stretch of Game(titleKey, id).
ALTER TABLE "Game" ALTER COLUMN "titleKey" SET DATA TYPE TEXT COLLATE "C";

-- CreateIndex
CREATE INDEX "Game_titleKey_id_idx" ON "Game"("titleKey", "id");

-- The first one, two and three letters of every word of a game's searchKey, with the game's
-- titleKey: games where a word starts with "q" are one stretch of the primary key, in title order.
-- CreateTable
CREATE TABLE "GameWordStart" (
    "prefix" TEXT COLLATE "C" NOT NULL,
    "titleKey" TEXT COLLATE "C" NOT NULL,
    "gameId" INTEGER NOT NULL,

    CONSTRAINT "GameWordStart_pkey" PRIMARY KEY ("prefix","titleKey","gameId")
);

-- CreateIndex
CREATE INDEX "GameWordStart_gameId_idx" ON "GameWordStart"("gameId");

-- AddForeignKey
ALTER TABLE "GameWordStart" ADD CONSTRAINT "GameWordStart_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by the database, so every writer (the app, the seeds, a bulk load) keeps it true.
CREATE FUNCTION "game_word_starts"(game_id INTEGER, title_key TEXT, search_key TEXT)
RETURNS TABLE (prefix TEXT, "titleKey" TEXT, "gameId" INTEGER) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT left(word, n), title_key, game_id
  FROM regexp_split_to_table(search_key, ' ') AS word, generate_series(1, 3) AS n
  WHERE word <> '' AND char_length(word) >= n
$$;

CREATE FUNCTION "game_word_starts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "GameWordStart" (prefix, "titleKey", "gameId")
  SELECT s.* FROM inserted_games g, "game_word_starts"(g.id, g."titleKey", g."searchKey") AS s;
  RETURN NULL;
END $$;

CREATE FUNCTION "game_word_starts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "GameWordStart" WHERE "gameId" = NEW.id;
  INSERT INTO "GameWordStart" (prefix, "titleKey", "gameId")
  SELECT * FROM "game_word_starts"(NEW.id, NEW."titleKey", NEW."searchKey");
  RETURN NULL;
END $$;

CREATE TRIGGER "Game_word_starts_insert" AFTER INSERT ON "Game"
  REFERENCING NEW TABLE AS inserted_games FOR EACH STATEMENT EXECUTE FUNCTION "game_word_starts_inserted"();

CREATE TRIGGER "Game_word_starts_update" AFTER UPDATE OF "titleKey", "searchKey" ON "Game" FOR EACH ROW
  WHEN (OLD."titleKey" IS DISTINCT FROM NEW."titleKey" OR OLD."searchKey" IS DISTINCT FROM NEW."searchKey")
  EXECUTE FUNCTION "game_word_starts_updated"();

INSERT INTO "GameWordStart" (prefix, "titleKey", "gameId")
SELECT s.* FROM "Game" g, "game_word_starts"(g.id, g."titleKey", g."searchKey") AS s;
