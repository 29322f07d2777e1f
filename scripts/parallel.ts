/**
 * Runs shell commands at the same time and fails if any fails; each command's output is printed in
 * one piece when it ends, so the log stays readable. Used by `npm test` for the single-threaded static
 * checks (docs/architecture.md#tests).
 *
 *   tsx scripts/parallel.ts "npm run typecheck" "npm run lint"
 */
import { spawn } from 'node:child_process';

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n── ${command} (exit ${code ?? 'signal'}, ${seconds} s)\n${Buffer.concat(chunks).toString()}`,
      );
      resolve(code ?? 1);
    });
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: tsx scripts/parallel.ts "<command>" ["<command>" …]');
  process.exit(2);
}
const codes = await Promise.all(commands.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
