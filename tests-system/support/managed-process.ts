import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const OUTPUT_LIMIT = 200_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** When the process ended (Date.now()). */
  at: number;
}

/**
 * A child process a test owns: its output is kept for failure messages, and it is SIGKILLed if the
 * test process exits first, so a crashed run leaves nothing behind.
 */
export class ManagedProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  private out = '';
  private exit: Exit | null = null;
  private readonly killOnExit = () => this.child.kill('SIGKILL');

  constructor(
    readonly name: string,
    command: string,
    args: readonly string[],
    options: SpawnOptions,
  ) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.out = (this.out + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    process.once('exit', this.killOnExit);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        process.removeListener('exit', this.killOnExit);
        this.exit = { code, signal, at: Date.now() };
        resolve(this.exit);
      });
      this.child.once('error', (error) => {
        this.out += `\n[spawn error] ${error.message}`;
      });
    });
  }

  get pid(): number {
    return this.child.pid as number;
  }

  get running(): boolean {
    return this.exit === null;
  }

  output(): string {
    return this.out;
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
  async stop(graceMs = 10_000): Promise<Exit> {
    if (!this.running) return this.exit as Exit;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }
}
