// `pnpm --filter @shop/routes generate`: rewrites src/routes.generated.ts from the apps' route tables.
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, REPO_ROOT, renderRoutesModule } from './routeTables';

fs.writeFileSync(GENERATED_FILE, renderRoutesModule());
console.log(`wrote ${path.relative(REPO_ROOT, GENERATED_FILE)}`);
