# Two stages (docs/operations.md, "Docker"): the build, with every dependency and the sources,
# and a lean runtime image that holds only what the product runs: production dependencies, the
# built SPA and server, the launcher bundle and the seed's images.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY samples/package.json samples/
COPY cms/package.json cms/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The runtime's tree: the cms workspace's production dependencies (the image brings Node 24,
# so the root's `node` package, a devDependency, stays out), then the built output beside them.
# The contract and samples workspaces are linked from node_modules; Next and the launcher
# bundle compiled them in, their package.json files keep the links whole. Next's build cache
# is not needed to serve. The SPA's server renderer (web/dist-ssr) carries its libraries inside.
RUN rm -rf node_modules */node_modules \
 && npm ci --omit=dev --workspace cms --no-audit --no-fund \
 && mkdir -p /runtime/cms/src/seed /runtime/web /runtime/contract /runtime/samples \
 && cp -a package.json package-lock.json tsconfig.base.json node_modules /runtime/ \
 && cp -a cms/package.json cms/next.config.ts cms/tsconfig.json cms/dist cms/.next /runtime/cms/ \
 && if [ -d cms/node_modules ]; then cp -a cms/node_modules /runtime/cms/; fi \
 && rm -rf /runtime/cms/.next/cache \
 && cp -a cms/src/seed/images /runtime/cms/src/seed/ \
 && cp -a web/dist web/dist-ssr /runtime/web/ \
 && cp -a contract/package.json /runtime/contract/ \
 && cp -a samples/package.json /runtime/samples/

FROM node:24-bookworm-slim AS runtime
# REBUILD_IF_STALE=false: the image holds no sources to compare the build with; it serves the
# build it was made with.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data REBUILD_IF_STALE=false
WORKDIR /app
COPY --from=build /runtime /app
# The tree stays root's; the app user writes only its data and Next's runtime cache (which also
# holds Node's compiled modules: docs/decisions/0180-compile-cache.md).
RUN mkdir -p /data /app/cms/.next/cache && chown node:node /data /app/cms/.next/cache
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations, the first admin and (with SEED=true) the sample data run on start, under a
# database lock, so several replicas may start at once. The same command runs without Docker.
CMD ["node", "cms/dist/launcher/start.mjs"]
