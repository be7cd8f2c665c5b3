import path from 'node:path';
import { createAppConfig } from '@shop/build-config';

export default createAppConfig({ name: 'account', appDir: path.dirname(new URL(import.meta.url).pathname), kind: 'remote', port: 3015 });
