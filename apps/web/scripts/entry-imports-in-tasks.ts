/**
 * The entry chunk's imports, evaluated one per task (decision 023). Each imported chunk is already fetched
 * (index.html preloads them, as do the head scripts), but static imports evaluate the whole graph (zod,
 * React, the app's modules and their schemas) in one task of the main thread: 25–30 ms on a quiet
 * machine, which Lighthouse's phone counts four times over. Each import after the first (the bundler's
 * small runtime) becomes an awaited `import()` after a pause that lets the browser run what waits (a tap,
 * a paint), in the same order; a last pause lets the entry's own code start React in a task of its own.
 * The chunk graph, and so the preloads, stay as the static imports made them.
 */
const PAUSE = 'await new Promise((resolve) => setTimeout(resolve, 0));';

/** What this reads of an ESTree import statement, as the bundler's parser gives it. */
interface ImportStatement {
  type: 'ImportDeclaration';
  start: number;
  end: number;
  source: { value: string };
  specifiers: (
    | {
        type: 'ImportSpecifier';
        imported: { type: 'Identifier'; name: string } | { type: 'Literal'; value: string };
        local: { name: string };
      }
    | { type: 'ImportDefaultSpecifier' | 'ImportNamespaceSpecifier'; local: { name: string } }
  )[];
}
interface ParsedModule {
  body: { type: string }[];
}

/** What the static import binds, as the destructuring of the module `import()` answers. */
function bindingOf(node: ImportStatement) {
  const namespace = node.specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier');
  if (namespace) return `const ${namespace.local.name} = `;
  const named = node.specifiers.map((specifier) => {
    if (specifier.type !== 'ImportSpecifier') return `default: ${specifier.local.name}`;
    const { imported, local } = specifier;
    return `${JSON.stringify(imported.type === 'Identifier' ? imported.name : imported.value)}: ${local.name}`;
  });
  return named.length > 0 ? `const { ${named.join(', ')} } = ` : '';
}

export function entryImportsInTasks(code: string, parse: (code: string) => ParsedModule): string {
  const imports = parse(code).body.filter((node): node is ImportStatement => node.type === 'ImportDeclaration');
  let rewritten = code;
  // From the last to the first, so the earlier statements' offsets still hold.
  for (let index = imports.length - 1; index > 0; index--) {
    const node = imports[index]!;
    const after = index === imports.length - 1 ? PAUSE : '';
    const dynamic = `${PAUSE}${bindingOf(node)}await import(${JSON.stringify(node.source.value)});${after}`;
    rewritten = `${rewritten.slice(0, node.start)}${dynamic}${rewritten.slice(node.end)}`;
  }
  return rewritten;
}
