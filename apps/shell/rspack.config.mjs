import path from 'node:path';
import { createAppConfig, createServerConfig } from '@shop/build-config';

const appDir = path.dirname(new URL(import.meta.url).pathname);
const client = createAppConfig({ name: 'shell', appDir, kind: 'host', port: 3010 });

// a production build also writes server/render.cjs: the frame and the home page rendered in the gateway
export default process.env.NODE_ENV === 'development'
  ? client
  : [client, createServerConfig({ name: 'shell', appDir, entry: './src/server/render.tsx' })];
