# Production image: one Node process serving the SPA, GraphQL (HTTP + WebSocket), REST and images.
# Node 24, the active LTS (package.json "engines" also covers 20.19 and 22). `npm run deploy:check`
# replays this file without Docker: it reads these lines, so keep to the instructions it knows.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN PRISMA_SCHEMA_ENGINE_BINARY=/bin/false npx prisma generate && npx vite build && npx vite build --ssr

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
COPY package.json package-lock.json ./
# Production dependencies only: the web app is already bundled into dist/web, its server entry
# (with React and the rest it renders with) into dist/server.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/api ./api
COPY --from=build /app/shared ./shared
COPY --from=build /app/prisma ./prisma
# Read at start: the web app's persisted GraphQL operations (api/src/graphql/persisted-operations.ts).
COPY --from=build /app/persisted-operations.json ./persisted-operations.json
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node 24 runs the TypeScript as it is, by stripping its types (tsconfig: erasableSyntaxOnly): no
# compile step at start, so a restarted instance is ready in about half the time it took under tsx.
CMD ["node", "api/src/server.ts"]
