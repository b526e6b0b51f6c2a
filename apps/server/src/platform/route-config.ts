declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route needs no session; every other route is refused without one (identity issue). */
    public?: boolean;
  }
}

export {};
