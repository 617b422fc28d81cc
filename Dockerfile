# svc's tool server over HTTP (`svc mcp --http`) as a container: one server next to the forge for
# everyone, each request acting with its own forge token (docs/mcp.md, "Over HTTP" and "Running it").
# Built from a checkout with dist/ in it (the bundles are committed): nothing is installed or fetched
# at build time, and nothing is written at run time, so the container runs with a read-only root
# file system (`docker run --read-only`). Put a TLS proxy in front; the server speaks plain HTTP.
#   docker build -t svc-mcp .
#   docker run --read-only --cap-drop ALL --security-opt no-new-privileges -p 127.0.0.1:8080:8080 \
#     -e SVC_SERVER_URL=https://git.example.com svc-mcp --public-url https://mcp.example.com
FROM node:24-bookworm-slim

WORKDIR /opt/svc
COPY package.json ./
COPY dist/ ./dist/

# A long-running server gains nothing from the compile cache, which would write to /tmp.
ENV NODE_ENV=production \
    NODE_DISABLE_COMPILE_CACHE=1

# The image's unprivileged user (uid 1000); the files stay root's, read-only to it.
USER node
EXPOSE 8080

# GET /healthz: 200 while serving, 503 while stopping (SIGTERM lets requests in flight finish).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]

# Every address of the container: it is reached through its published port only.
ENTRYPOINT ["node", "/opt/svc/dist/cli.js", "mcp", "--http", "0.0.0.0:8080", "--allow-remote"]
CMD ["--metrics"]
