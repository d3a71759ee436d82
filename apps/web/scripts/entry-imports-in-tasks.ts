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

/**
 * `importsOf` names the chunks a chunk imports itself (as the entry would import them): those the entry does
 * not import first are evaluated in tasks of their own before it, dependencies first, where they would
 * otherwise be evaluated inside its task (the contracts' schemas inside the app chunk's).
 */
export function entryImportsInTasks(
  code: string,
  parse: (code: string) => ParsedModule,
  importsOf: (source: string) => string[] = () => [],
): string {
  const imports = parse(code).body.filter((node): node is ImportStatement => node.type === 'ImportDeclaration');
  const evaluated = new Set(imports.slice(0, 1).map((node) => node.source.value));
  const before = (source: string): string[] => {
    if (evaluated.has(source)) return [];
    evaluated.add(source);
    return [...importsOf(source).flatMap(before), source];
  };
  const statements = imports.map((node, index) => {
    if (index === 0) return '';
    const dependencies = before(node.source.value).slice(0, -1);
    const after = index === imports.length - 1 ? PAUSE : '';
    const own = dependencies.map((source) => `${PAUSE}await import(${JSON.stringify(source)});`).join('');
    return `${own}${PAUSE}${bindingOf(node)}await import(${JSON.stringify(node.source.value)});${after}`;
  });
  let rewritten = code;
  // From the last to the first, so the earlier statements' offsets still hold.
  for (let index = imports.length - 1; index > 0; index--) {
    const node = imports[index]!;
    rewritten = `${rewritten.slice(0, node.start)}${statements[index]}${rewritten.slice(node.end)}`;
  }
  return rewritten;
}
