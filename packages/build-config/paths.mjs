import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder (fileURLToPath decodes what a URL's pathname leaves escaped, such as spaces). */
export const here = path.dirname(fileURLToPath(import.meta.url));

/** A require() that resolves packages the way code in `appDir` does (pnpm gives each app its own node_modules). */
export const requireFrom = (appDir) => createRequire(path.join(appDir, 'package.json'));
