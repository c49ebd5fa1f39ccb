/**
 * What one statement costs the API's process, whatever it asks: node-postgres runs `select $1::int` (a named
 * prepared statement, as the app does) 3,000 times in a row over TCP and over the Unix socket, and prints the wall
 * time and the process's own CPU (user and system) per statement. On a machine where a round trip is dear, fewer
 * statements per request is the lever (docs/PERFORMANCE.md, history of 27/11/2026: "limiti costanti"). Not a test.
 *   npx tsx bench/round-trip.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--socket /var/run/postgresql]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    socket: { type: 'string', default: '/var/run/postgresql' },
    count: { type: 'string', default: '3000' },
  },
});
const COUNT = Number(values.count);
const url = new URL(values['database-url']!);
const targets: [string, pg.ClientConfig][] = [['TCP ' + url.host, { connectionString: url.toString() }]];
if (fs.existsSync(values.socket!)) targets.push(['socket ' + values.socket, { host: values.socket, user: url.username || 'postgres', database: url.pathname.slice(1) }]);

console.log(`| collegamento | ms per istruzione (tempo) | CPU utente ms | CPU sistema ms |\n|---|---:|---:|---:|`);
for (const [name, config] of targets) {
  const client = new pg.Client(config);
  await client.connect();
  const query = (i: number) => client.query({ name: 'round_trip', text: 'select $1::int as n', values: [i] });
  for (let i = 0; i < 200; i++) await query(i);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < COUNT; i++) await query(i);
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(`| ${name} | ${(wall / COUNT).toFixed(3)} | ${(used.user / 1000 / COUNT).toFixed(3)} | ${(used.system / 1000 / COUNT).toFixed(3)} |`);
  await client.end();
}
