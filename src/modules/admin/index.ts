/**
 * The admin module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; admin/module.ts composes the module.
 */
