// Images and consoles that stored snapshots (requests, history entries) name by id, looked up
// for a whole page at once: one statement per table however many entries and versions it holds.
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import type { PrismaClient } from '../generated/prisma/client.ts';

interface LoaderContext {
  prisma: PrismaClient;
}

async function imagesById(prisma: PrismaClient, ids: readonly number[]) {
  const rows = await prisma.image.findMany({ where: { id: { in: [...ids] } }, omit: { data: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function consolesById(prisma: PrismaClient, ids: readonly number[]) {
  const rows = await prisma.console.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

const loaders = createContextCache((ctx: LoaderContext) => ({
  image: new DataLoader((ids: readonly number[]) => imagesById(ctx.prisma, ids)),
  console: new DataLoader((ids: readonly number[]) => consolesById(ctx.prisma, ids)),
}));

/** The image without its bytes, or null when it is gone. */
export const snapshotImage = (ctx: LoaderContext, id: number) => loaders(ctx).image.load(id);

/** The console, or null when it is gone. */
export const snapshotConsole = (ctx: LoaderContext, id: number) => loaders(ctx).console.load(id);
