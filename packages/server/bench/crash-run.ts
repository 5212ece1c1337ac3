/**
 * The long crash run: the crash test (`src/resilience/crash.test.ts`) with more kills. The shop
 * runs as `src/main.ts` under mixed concurrent traffic and is killed with SIGKILL at seeded random
 * moments, then restarted on the same data; after each kill the database is checked against every
 * acknowledged request and every money and stock promise. Prints a line per kill and a summary;
 * exit code 1 on any broken promise.
 * Usage: node --import tsx --conditions=@mall/source bench/crash-run.ts [--kills 50]
 *        [--database pglite|postgres|both] [--seed N] [--shoppers 6]
 */
import { formatCrashReport, runCrashLoad } from '../src/resilience/crash-load';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const kills = Number(option('kills', '50'));
const seed = Number(option('seed', String(Date.now() % 1_000_000_000)));
const shoppers = Number(option('shoppers', '6'));
const which = option('database', 'both');
const databases = (which === 'both' ? ['pglite', 'postgres'] : [which]) as ('pglite' | 'postgres')[];

console.log(`crash run: ${kills} kills per database on ${databases.join(' and ')}, seed ${seed}`);
const reports = [];
for (const database of databases) {
  const report = await runCrashLoad({
    database,
    kills,
    seed,
    shoppers,
    log: (line) => console.log(`${database} ${line}`),
  });
  console.log(formatCrashReport(report));
  reports.push(report);
}
const problems = reports.reduce((sum, report) => sum + report.problems.length, 0);
console.log(problems === 0 ? 'crash run: every promise held' : `crash run: ${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
