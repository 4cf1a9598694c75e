// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload,
// which proxies /api to the API server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
