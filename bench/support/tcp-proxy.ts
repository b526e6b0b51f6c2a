import net from 'node:net';

export type ProxyMode = 'pass' | 'stall' | 'refuse';

/**
 * A TCP proxy on loopback between the server and its database, for fault drills: `dropAll` ends every
 * open connection at once, `stall` holds every byte in both directions until the mode changes, `refuse`
 * stops listening so new connections are refused (and ends the open ones).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private mode: ProxyMode = 'pass';
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
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.mode === 'stall') this.pause(pair);
  }

  private pause([a, b]: [net.Socket, net.Socket]) {
    a.pause();
    b.pause();
    a.unpipe(b);
    b.unpipe(a);
  }

  private resume([a, b]: [net.Socket, net.Socket]) {
    a.pipe(b);
    b.pipe(a);
    a.resume();
    b.resume();
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
