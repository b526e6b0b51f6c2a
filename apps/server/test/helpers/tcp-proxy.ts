import net from 'node:net';

export type ProxyMode = 'pass' | 'stall' | 'refuse';

/** Decides from bytes the client sends whether the connection they travel on is cut before them. */
export type DropTrigger = (sent: Buffer) => boolean;

/**
 * A TCP proxy on loopback between the server and its database, for fault drills (the fault tests and
 * the bench's fault gate): `dropAll` ends every open connection at once, `stall` holds every byte in
 * both directions until the mode changes, `refuse` stops listening so new connections are refused (and
 * ends the open ones), `dropNext` cuts the next connection whose client sends matching bytes, before
 * they reach the server (a connection lost at BEGIN, at a statement, at COMMIT).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private mode: ProxyMode = 'pass';
  private triggers: { matches: DropTrigger; tripped: () => void }[] = [];
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
  ) {}

  async start(port = 0): Promise<number> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Client to server by hand, so a trigger sees each chunk before the server does.
    client.on('data', (chunk: Buffer) => {
      const trigger = this.triggers.find((t) => t.matches(chunk));
      if (!trigger) {
        upstream.write(chunk);
        return;
      }
      this.triggers.splice(this.triggers.indexOf(trigger), 1);
      end();
      trigger.tripped();
    });
    upstream.pipe(client);
    if (this.mode === 'stall') this.pause(pair);
  }

  private pause([client, upstream]: [net.Socket, net.Socket]) {
    client.pause();
    upstream.pause();
    upstream.unpipe(client);
  }

  private resume([client, upstream]: [net.Socket, net.Socket]) {
    upstream.pipe(client);
    client.resume();
    upstream.resume();
  }

  /**
   * Cuts the next connection whose client sends bytes `matches` accepts, before they are passed on;
   * resolves once it has. One connection per call.
   */
  dropNext(matches: DropTrigger): Promise<void> {
    return new Promise((tripped) => this.triggers.push({ matches, tripped }));
  }

  /** A trigger for a statement whose text contains `text` (simple and extended query protocol alike). */
  static statement(text: string): DropTrigger {
    const pattern = new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
    return (sent) => (sent[0] === 0x51 || sent[0] === 0x50) && pattern.test(sent.toString('latin1'));
  }

  /** Ends every open connection, as a database restart or a network cut does. */
  dropAll() {
    for (const [a, b] of [...this.pairs]) {
      a.destroy();
      b.destroy();
    }
    this.pairs.clear();
  }

  get open() {
    return this.pairs.size;
  }

  async setMode(mode: ProxyMode) {
    const before = this.mode;
    this.mode = mode;
    if (mode === 'stall') for (const pair of this.pairs) this.pause(pair);
    if (before === 'stall' && mode !== 'stall') for (const pair of this.pairs) this.resume(pair);
    if (mode === 'refuse' && this.server) {
      const server = this.server;
      this.server = null;
      this.dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (before === 'refuse' && mode !== 'refuse') await this.start(this.port);
  }

  async close() {
    this.dropAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
