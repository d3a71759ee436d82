/**
 * tailwind-merge's default configuration knows every Tailwind utility (some 380 groups and their values),
 * and was most of its 9 KB of gzip on every screen. The web build gives `cn` a merger configured with
 * only the groups, and the values within them, of the class names written in the app's sources; for those
 * names it merges exactly as the default one does (src/lib/cn.test.ts compares every pair).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createTailwindMerge, getDefaultConfig, twMerge, validators, type Config } from 'tailwind-merge';

type AnyConfig = Config<string, string>;

/** The texts of a module's string and template literals, where its class names are written. */
function literalTexts(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

/** Every word of the sources' literals that could be a class name; more than there are is harmless. */
function sourceWords(dir: string, words = new Set<string>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceWords(full, words);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      for (const text of literalTexts(full)) for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The words the default merger takes for class names: it merges a known class with itself into one. */
export function classNamesIn(dir: string) {
  return [...sourceWords(dir)].filter((word) => twMerge(`${word} ${word}`) === word);
}

/** The class without its variants: "hover:[&>svg]:px-2" is "px-2". */
function baseClass(name: string) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[' || name[i] === '(') depth++;
    else if (name[i] === ']' || name[i] === ')') depth--;
    else if (name[i] === ':' && depth === 0) start = i + 1;
  }
  return name.slice(start);
}

type ClassDefinition = AnyConfig['classGroups'][string];

/** The class names of `names` a merger knowing only `group`, defined as `definition`, takes for its own. */
function membersOf(full: AnyConfig, group: string, definition: ClassDefinition, names: string[]) {
  const only = createTailwindMerge(() => ({
    ...full,
    classGroups: { [group]: definition },
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: full.postfixLookupClassGroups?.filter((g) => g === group),
  }));
  return names.filter((name) => only(`${name} ${name}`) === name);
}

/** Copies of a definition, each without one of its literal values ("flex", "auto"…), wherever it is nested. */
function* withoutOneLiteral(definition: unknown): Generator<unknown> {
  if (Array.isArray(definition)) {
    for (let i = 0; i < definition.length; i++) {
      const entry: unknown = definition[i];
      if (typeof entry === 'string') yield definition.filter((_, j) => j !== i);
      else for (const smaller of withoutOneLiteral(entry)) yield definition.map((e, j) => (j === i ? smaller : e));
    }
  } else if (definition && typeof definition === 'object') {
    for (const [key, value] of Object.entries(definition)) {
      for (const smaller of withoutOneLiteral(value)) yield { ...definition, [key]: smaller };
    }
  }
}

/** The group's definition without the literal values none of its members use. */
function prunedDefinition(full: AnyConfig, group: string, members: string[]) {
  let definition = full.classGroups[group]!;
  let shrunk = true;
  while (shrunk) {
    shrunk = false;
    for (const smaller of withoutOneLiteral(definition)) {
      if (membersOf(full, group, smaller as ClassDefinition, members).length === members.length) {
        definition = smaller as ClassDefinition;
        shrunk = true;
        break;
      }
    }
  }
  return definition;
}

/**
 * The default configuration cut down to the groups at least one of `classNames` belongs to, each without
 * the literal values none of them use. An arbitrary property ("[scrollbar-width:none]") belongs to no
 * group: the merger compares those by property itself.
 */
export function prunedConfig(classNames: string[]): AnyConfig {
  const full = getDefaultConfig() as unknown as AnyConfig;
  const grouped = classNames.filter((name) => !baseClass(name).startsWith('['));
  const classGroups: AnyConfig['classGroups'] = {};
  for (const group of Object.keys(full.classGroups)) {
    const members = membersOf(full, group, full.classGroups[group]!, grouped);
    if (members.length > 0) classGroups[group] = prunedDefinition(full, group, members);
  }
  const kept = (group: string) => group in classGroups;
  const keptOnly = (groups: readonly string[]) => groups.filter(kept);
  const keptKeys = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(record).flatMap(([group, others]) => (kept(group) ? [[group, keptOnly(others ?? [])]] : [])),
    );
  return {
    ...full,
    classGroups,
    conflictingClassGroups: keptKeys(full.conflictingClassGroups),
    conflictingClassGroupModifiers: keptKeys(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: full.postfixLookupClassGroups && keptOnly(full.postfixLookupClassGroups),
  };
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/**
 * A configuration value as source: validators and theme getters by the names of constants declared once
 * (`validatorsUsed` and `themes` collect them), which the minifier then shortens; the rest as literals.
 */
function toSource(value: unknown, validatorsUsed: Set<string>, themes: Map<string, string>): string {
  const inner = (entry: unknown) => toSource(entry, validatorsUsed, themes);
  if (Array.isArray(value)) return `[${value.map(inner).join(',')}]`;
  if (typeof value === 'function') {
    const getter = value as { isThemeGetter?: boolean; themeKey?: string };
    if (getter.isThemeGetter && getter.themeKey) {
      if (!themes.has(getter.themeKey)) themes.set(getter.themeKey, `theme${themes.size}`);
      return themes.get(getter.themeKey)!;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge's configuration holds a function that is not a validator: ${String(value)}`);
    validatorsUsed.add(name);
    return name;
  }
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${inner(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The module the build gives `cn` in place of tailwind-merge: the same `twMerge`, on the configuration
 * pruned to `classNames` (`classNamesIn` the sources).
 */
export function prunedTailwindMergeModule(classNames: string[]) {
  const validatorsUsed = new Set<string>();
  const themes = new Map<string, string>();
  const { theme, ...config } = prunedConfig(classNames);
  const rest = toSource(config, validatorsUsed, themes);
  // Only the scales a kept group reads (those its theme getters named above).
  const usedTheme = toSource(
    Object.fromEntries(Object.entries(theme).filter(([key]) => themes.has(key))),
    validatorsUsed,
    themes,
  );
  return [
    `import { createTailwindMerge, fromTheme, validators } from 'tailwind-merge';`,
    `const { ${[...validatorsUsed].join(', ')} } = validators;`,
    ...[...themes].map(([key, name]) => `const ${name} = fromTheme(${JSON.stringify(key)});`),
    `export const twMerge = createTailwindMerge(() => ({ theme: ${usedTheme}, ...${rest} }));`,
  ].join('\n');
}
