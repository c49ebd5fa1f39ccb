import { execFileSync } from 'node:child_process';

/** Whether a command-line tool (pdftoppm, pdftotext…) is installed: tests that read PDFs back skip without it. */
export function hasCommand(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
