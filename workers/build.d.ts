// The Remix server build that `npm run build` writes to build/server (imported by workers/app.ts).
declare module '*/build/server' {
  import type { ServerBuild } from '@remix-run/cloudflare';
  const build: ServerBuild;
  export = build;
}
