#!/usr/bin/env node
// Each package is read by other packages only through its `@mall/...` name, declared in their
// package.json: fails on a relative import (or `require`, `import()`, `new URL(…, import.meta.url)`,
// `vi.mock`, …) that leaves its package folder (`packages/<name>/`, `tests/`, `scripts/`), and on
// an `@mall/...` import its package.json does not declare, naming each file and path. The rule
// lives in @mall/test-support (with its test); this runs it on the repository, after install.
import { checkImports } from '@mall/test-support/check-imports';
import { root } from './toolchain.mjs';

process.exit(checkImports(root));
