export { chromiumLaunchOptions, haproxyBinary, opensslBinary } from './debian-tools.js';
export { collectOutput, freePort } from './process.js';
