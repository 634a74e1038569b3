import { defineConfig } from 'prisma/config';

// env("DATABASE_URL") throws when unset, even for `generate`; only name a datasource when a
// PostgreSQL URL is really configured (the embedded PGlite database needs none).
const url = process.env.DATABASE_URL;

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(url && /^postgres(ql)?:\/\//.test(url) ? { datasource: { url } } : {}),
});
