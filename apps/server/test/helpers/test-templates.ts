/** The databases a test file may start from (built once per run by test/global-setup.ts). */
export type TemplateKind = 'migrated' | 'tiny';

/** Where each template is: a PGlite dump file, or a PostgreSQL database to copy. */
export type TestTemplate = { pgliteDump?: string; postgresDatabase?: string };
export type TestTemplates = Record<TemplateKind, TestTemplate>;

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}
