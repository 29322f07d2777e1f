// The API modules' boundaries (docs/architecture.md#the-api-appsapisrc), as an ESLint plugin:
// `front-door` — another module is imported only through its `index.ts`;
// `no-mutual-import` — two modules never import each other (type imports included).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const MODULES = resolve(import.meta.dirname, '../apps/api/src/modules');

/** The module (folder under modules/) a path lies in, or null outside modules/. */
function moduleOf(path) {
  const inside = relative(MODULES, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0];
}

const isTest = (file) => file.endsWith('.test.ts');

/** The module each relative import of `source` (a file in `file`'s folder) lands in, type imports included. */
function importedModules(file, source) {
  const { importedFiles } = ts.preProcessFile(source, true, false);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => moduleOf(resolve(dirname(file), name)));
}

/** Every module the module imports, read from disk once per lint run (tests do not count). */
const importsOf = new Map();
function modulesImportedBy(module) {
  let found = importsOf.get(module);
  if (found) return found;
  found = new Set();
  const folder = join(MODULES, module);
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts') || isTest(name)) continue;
    const file = join(folder, name);
    for (const imported of importedModules(file, readFileSync(file, 'utf8')))
      if (imported && imported !== module) found.add(imported);
  }
  importsOf.set(module, found);
  return found;
}

/** Calls `check(node, target)` for each import or re-export of the file with a relative source. */
function eachRelativeImport(context, check) {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    check(node, resolve(dirname(context.filename), source));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/**
 * A rule over a module file's imports of other modules: `breaks(target, module, own)` says whether an
 * import of `target` (in `module`) from a file of module `own` breaks it, reported with `message`.
 */
function boundaryRule(description, message, breaks) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { broken: message }, schema: [] },
    create(context) {
      const own = moduleOf(context.filename);
      if (!own || isTest(context.filename)) return {};
      return eachRelativeImport(context, (node, target) => {
        const module = moduleOf(target);
        if (!module || module === own || !breaks(target, module, own)) return;
        context.report({ node: node.source, messageId: 'broken', data: { source: node.source.value, module, own } });
      });
    },
  };
}

const frontDoor = boundaryRule(
  'Another API module is imported only through its index.ts (its front door).',
  "'{{source}}' is internal to the `{{module}}` module: import what it exports from '../{{module}}/index.js' (add it there if it is meant for other modules).",
  (target, module) => relative(join(MODULES, module), target).replace(/\.js$/, '') !== 'index',
);

const noMutualImport = boundaryRule(
  'Two API modules never import each other (type imports included).',
  'The `{{module}}` module imports `{{own}}` already: two modules never import each other. Move what both need to the lower one (docs/architecture.md).',
  (_target, module, own) => modulesImportedBy(module).has(own),
);

export default { rules: { 'front-door': frontDoor, 'no-mutual-import': noMutualImport } };
