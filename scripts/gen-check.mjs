// Regenerates generated/ from the contracts and fails when the result differs from what is committed.
import { spawnSync } from 'node:child_process';
import { root, run } from './lib.mjs';

if (run('npm', ['run', '--silent', 'gen']) !== 0) process.exit(1);
const status = spawnSync('git', ['status', '--porcelain', '--', 'generated'], {
  cwd: root,
  encoding: 'utf8',
});
if (status.status !== 0) {
  console.error('gen:check: git status failed:', status.stderr);
  process.exit(1);
}
if (status.stdout.trim() !== '') {
  console.error('\ngen:check FAILED: generated/ is not what `npm run gen` produces from openapi/:');
  console.error(status.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', 'generated'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.error('Run `npm run gen` and commit the result (never edit generated/ by hand).');
  process.exit(1);
}
console.log('gen:check: generated/ matches the contracts.');
