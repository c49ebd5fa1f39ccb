import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const srcDir = path.resolve(__dirname, '..');
const coreStyles = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const list = fs.readFileSync(path.join(__dirname, 'mantine-styles.ts'), 'utf8');
const listed = [...list.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('per-component Mantine styles', () => {
  it('imports the stylesheet of every component the app imports from @mantine/core', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)) {
          if (/^[A-Z]/.test(name) && fs.existsSync(path.join(coreStyles, `${name}.css`))) used.add(name);
        }
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists existing files in the order of Mantine’s full stylesheet', () => {
    const full = fs.readFileSync(path.join(coreStyles, '..', 'styles.css'), 'utf8');
    const positions = listed.map((name) => full.indexOf(fs.readFileSync(path.join(coreStyles, `${name}.css`), 'utf8').trim().slice(0, 200)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
