import path from 'node:path';
import { createAppConfig } from '@shop/build-config';

export default createAppConfig({ name: 'return', appDir: path.dirname(new URL(import.meta.url).pathname), kind: 'remote', port: 3014 });
