import type { Config } from '../config';
import type { Database } from '../db/client';

export interface CommandArgument {
  name: string;
  /** The input's Italian caption on the Job screen (the name is for the command line and the API). */
  label: string;
  required?: boolean;
  default?: string;
  /** Checks a value; returns an Italian reason when it is not acceptable. */
  validate?: (value: string) => string | null;
}

export interface CommandOption {
  name: string;
  /** The checkbox's Italian caption. */
  label: string;
}

export interface CommandParams {
  arguments: Record<string, string>;
  options: Record<string, boolean>;
}

export interface CommandContext {
  database: Database;
  config: Config;
  runId: number;
  /**
   * Reports rows (or steps) done out of a total, and optionally what the run is doing now (kept until changed);
   * cheap to call often (throttled).
   */
  progress(done: number, total?: number | null, phase?: string): void;
  /** Writes the last report now: before a step that holds the database for long (a single-connection database waits for it). */
  flushProgress(): Promise<void>;
}

/** What a run leaves in its history row: a short message plus anything worth showing. */
export interface CommandOutput {
  message: string;
  /** A run that refused its input (e.g. an import with bad rows) finishes as failed, with this output. */
  failed?: boolean;
  [key: string]: unknown;
}

/**
 * A command an admin may queue. Adding one = one file in jobs/commands/ exporting defineCommand(...)
 * and one line in jobs/registry.ts.
 */
export interface CommandDefinition {
  name: string;
  description: string;
  /** Ascending: lower runs (and is listed) first, as the spec orders commands. */
  priority: number;
  arguments: CommandArgument[];
  options: CommandOption[];
  /** Imports: never retried, one run at a time, an uploaded file argument. */
  kind?: 'import' | 'task';
  /** Imports: the columns a file may carry (docs/ERP-IMPORT.md lists the same, a test compares them). */
  columns?: readonly string[];
  handler(ctx: CommandContext, params: CommandParams): Promise<CommandOutput>;
}

export function defineCommand(command: CommandDefinition): CommandDefinition {
  return command;
}
