#!/usr/bin/env node
// Makes sure Debian's ffmpeg is installed: the server makes the poster of a goods video with it in
// local upload mode (its jpg frame at 1000 ms, once per video, `goods-video.service.ts`). Installs
// the `ffmpeg` package through apt when the binary is missing, quietly when it is there. Without
// it the shop still runs and plays its videos, only without their posters (the server logs why),
// so `npm start` goes on after a failed install; the server's tests and the browser journeys need
// it and fail here (`--required`).
import { spawnSync } from 'node:child_process';

const required = process.argv.includes('--required');
const found = () => spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;

function aptGet(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  return (
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

if (found()) {
  process.exit(0);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(
    'ffmpeg is missing and installing it needs root. Run: sudo apt-get update && sudo apt-get install -y ffmpeg',
  );
} else {
  console.log("ffmpeg is not installed; installing Debian's ffmpeg ...");
  aptGet(['update']);
  aptGet(['install', '-y', '--no-install-recommends', 'ffmpeg']);
}
if (!found()) {
  console.error('ffmpeg is not installed: goods videos are served without their posters.');
  process.exit(required ? 1 : 0);
}
