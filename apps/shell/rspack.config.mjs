import path from 'node:path';
import { createAppConfig } from '@shop/build-config';

export default createAppConfig({ name: 'shell', appDir: path.dirname(new URL(import.meta.url).pathname), kind: 'host', port: 3010 });
