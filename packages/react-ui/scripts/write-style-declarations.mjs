// The stylesheet export gets an empty declaration, so `import '@mall/react-ui/styles.css'`
// type-checks under every resolution mode without a CSS module shim in the consumer's project.
import { writeFile } from 'node:fs/promises';

await writeFile(new URL('../dist/styles.css.d.ts', import.meta.url), 'export {};\n');
