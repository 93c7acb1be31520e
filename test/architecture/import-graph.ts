// The import lines of src/, read by the TypeScript compiler (so `import type`, `export … from`,
// `import()` in code and in types, and a worker's `new URL(…, import.meta.url)` all count), with
// each line's target file and, through the type checker, the declaration each imported or
// referenced name stands for (so a name re-exported or renamed on the way is still found).
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
// The compiler API of TypeScript 5 (the alias typescript-api): TypeScript 7, which type-checks the
// project, is a native program without this API.
import ts from 'typescript-api';

export const root = resolve(import.meta.dirname, '../..');

/** One import line: `from` and `to` are paths relative to the repository root; `to` is null for a package. */
export interface ImportEdge {
  readonly from: string;
  readonly line: number;
  readonly specifier: string;
  readonly to: string | null;
  readonly kind: 'import' | 'import type' | 'export from' | 'import()' | 'type import()' | 'new URL';
  /** Brings only types (`import type`, or every name marked `type`): gone once compiled. */
  readonly typeOnly: boolean;
}

/** A name in a file that stands for a declaration in another file of src/ (an import, a re-export, or `ns.Name`, `import('…').Name`). */
export interface NameUse {
  readonly file: string;
  readonly line: number;
  /** The declared name (an alias `import { A as B }` is reported as A). */
  readonly name: string;
  /** Where it is declared, relative to the repository root. */
  readonly declaredIn: string;
}

export interface SourceGraph {
  readonly files: readonly string[];
  readonly edges: readonly ImportEdge[];
  readonly names: readonly NameUse[];
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry)) yield path;
  }
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

const rel = (path: string) => relative(root, path).split('\\').join('/');

/** Reads every .ts and .tsx file under `dir` (default src/) and returns their import lines and the names they take from each other. */
export function readSourceGraph(dir = join(root, 'src')): SourceGraph {
  const options = compilerOptions();
  const files = [...sources(dir)].sort();
  const program = ts.createProgram(files, options);
  const checker = program.getTypeChecker();
  const edges: ImportEdge[] = [];
  const names: NameUse[] = [];

  for (const path of files) {
    const source = program.getSourceFile(path);
    if (!source) throw new Error(`the compiler did not read ${path}`);
    const from = rel(path);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

    const target = (specifier: string): string | null => {
      const resolved = ts.resolveModuleName(specifier, path, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) return rel(resolved.resolvedFileName);
      // A relative path the resolver does not take as a module (a stylesheet, a worker's URL) is still a file of ours.
      if (specifier.startsWith('.')) return rel(resolve(dirname(path), specifier));
      return null;
    };
    const edge = (node: ts.Node, specifier: ts.Expression | undefined, kind: ImportEdge['kind'], typeOnly = false) => {
      if (!specifier || !ts.isStringLiteralLike(specifier)) return;
      edges.push({ from, line: lineOf(node), specifier: specifier.text, to: target(specifier.text), kind, typeOnly });
    };
    const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
    const nameUse = (identifier: ts.Node) => {
      let symbol = checker.getSymbolAtLocation(identifier);
      if (!symbol) return;
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol.declarations?.[0];
      if (!declaration) return;
      const declaredIn = rel(declaration.getSourceFile().fileName);
      if (declaredIn === from || declaredIn.startsWith('node_modules/') || declaredIn.startsWith('..')) return;
      names.push({ file: from, line: lineOf(identifier), name: symbol.name, declaredIn });
    };

    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
        const typeOnly = clause?.isTypeOnly === true || (!!clause && !clause.name && named !== null && allTypes(named));
        edge(node, node.moduleSpecifier, clause?.isTypeOnly ? 'import type' : 'import', typeOnly);
        if (clause?.name) nameUse(clause.name);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) nameUse(element.name);
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
        edge(node, node.moduleSpecifier, 'export from', node.isTypeOnly || (named !== null && allTypes(named)));
        if (node.exportClause && ts.isNamedExports(node.exportClause)) for (const element of node.exportClause.elements) nameUse(element.propertyName ?? element.name);
        return;
      }
      if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
        edge(node, node.moduleReference.expression, 'import');
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        edge(node, node.arguments[0], 'import()');
      } else if (ts.isImportTypeNode(node)) {
        const argument = node.argument;
        if (ts.isLiteralTypeNode(argument)) edge(node, argument.literal as ts.Expression, 'type import()', true);
        // import('…').A.B: the last name is the one used.
        if (node.qualifier) nameUse(ts.isQualifiedName(node.qualifier) ? node.qualifier.right : node.qualifier);
      } else if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'URL' &&
        node.arguments?.length === 2 &&
        ts.isPropertyAccessExpression(node.arguments[1]) &&
        ts.isMetaProperty(node.arguments[1].expression)
      ) {
        edge(node, node.arguments[0], 'new URL');
      } else if (ts.isQualifiedName(node) || (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))) {
        // ns.Name through `import * as ns`: the name is found on its declaration like any import.
        const left = ts.isQualifiedName(node) ? node.left : node.expression;
        const leftSymbol = ts.isIdentifier(left) ? checker.getSymbolAtLocation(left) : undefined;
        const isNamespace = leftSymbol?.declarations?.some((d) => ts.isNamespaceImport(d)) ?? false;
        if (isNamespace) nameUse(ts.isQualifiedName(node) ? node.right : node.name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: files.map(rel), edges, names };
}

/**
 * The strongly connected components of more than one file (or one file importing itself): each
 * is a set of files that all reach each other through import lines, i.e. the import cycles.
 * Tarjan's algorithm; components and their files sorted, so the result is stable.
 */
export function cycles(files: readonly string[], edges: readonly { readonly from: string; readonly to: string }[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const { from, to } of edges) if (next.has(from) && next.has(to)) next.get(from)!.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file)!) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One shortest cycle through the component's first file, as a path of files (first = last), for the failure message. */
export function oneCycle(component: readonly string[], edges: readonly { readonly from: string; readonly to: string }[]): string[] {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const { from, to } of edges) {
      if (from !== file || !members.has(to)) continue;
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(to) && to !== start) {
        previous.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** A declaration a module's exports reach, and the way there (export name, then the properties, parameters and type arguments passed). */
export interface Reached {
  readonly line: number;
  readonly path: string;
  readonly name: string;
  readonly declaredIn: string;
}

/**
 * Every declaration of src/ that the types of `file`'s exports reach and `wanted` picks: through
 * properties, call and construct signatures (parameters and results), index signatures, unions,
 * intersections, base types and type arguments (Promise<T>, signals, arrays: a library's class or
 * interface is entered only through its type arguments; an engine type is a leaf, checked but
 * not entered). So a function whose result holds a repository, a signal of a record with the
 * engine's state in a field, or a re-exported class all count, whether or not the type is named
 * where it is exported.
 */
export function exportsReach(file: string, wanted: (name: string, declaredIn: string) => boolean): Reached[] {
  const path = join(root, file);
  const program = ts.createProgram([path], compilerOptions());
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`the compiler did not read ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const found: Reached[] = [];

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = exported.declarations?.[0];
    const line = declaration && declaration.getSourceFile() === source ? source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1 : 0;
    const seen = new Set<ts.Type>();
    const reported = new Set<string>();
    const visit = (type: ts.Type, way: string, depth: number): void => {
      if (seen.has(type) || depth > 12) return;
      seen.add(type);
      const where = (named: ts.Symbol | undefined) => {
        const at = named?.declarations?.[0];
        return at ? rel(at.getSourceFile().fileName) : null;
      };
      // An alias (SessionRepository) and the type it stands for (GameRepository) are both checked.
      for (const named of [type.aliasSymbol, type.getSymbol()]) {
        const at = where(named);
        if (!named || at === null || !at.startsWith('src/') || !wanted(named.name, at) || reported.has(`${at}#${named.name}`)) continue;
        reported.add(`${at}#${named.name}`);
        found.push({ line, path: way, name: named.name, declaredIn: at });
      }
      const typeSymbol = type.aliasSymbol ?? type.getSymbol();
      const declaredIn = where(typeSymbol);
      const ours = declaredIn !== null && declaredIn.startsWith('src/');
      const next = (inner: ts.Type, step: string) => visit(inner, `${way}${step}`, depth + 1);
      // Type arguments: a reference's always (Promise<T>, T[], a signal's T), an alias's when the
      // alias is ours (a library's, Omit<S, K>, is judged by the properties it leaves, below).
      if (ours) for (const argument of type.aliasTypeArguments ?? []) next(argument, '<>');
      if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
        for (const argument of checker.getTypeArguments(type as ts.TypeReference)) next(argument, '<>');
      }
      if (type.isUnionOrIntersection()) for (const member of type.types) next(member, '');
      // The engine's views are the engine's to shape (G11, its façade's own tests): a state type is
      // found where it is handed out, not inside a view that shows part of it.
      if (declaredIn?.startsWith('src/engine/')) return;
      // A library's type (Promise, Map, a signal, idb's) is entered only through its type arguments,
      // above; but TypeScript's own Omit<S, K>, Pick, Partial… are what they leave of S.
      const utility = declaredIn !== null && /^node_modules\/typescript-api\/lib\//.test(declaredIn) && type.aliasSymbol !== undefined && !type.isClassOrInterface();
      if (declaredIn !== null && !ours && !utility) return;
      for (const property of type.getProperties()) {
        const propertyDeclaration = property.valueDeclaration ?? property.declarations?.[0];
        if (!propertyDeclaration) continue;
        next(checker.getTypeOfSymbolAtLocation(property, propertyDeclaration), `.${property.name}`);
      }
      for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
        for (const parameter of signature.getParameters()) {
          const parameterDeclaration = parameter.valueDeclaration ?? parameter.declarations?.[0];
          if (parameterDeclaration) next(checker.getTypeOfSymbolAtLocation(parameter, parameterDeclaration), `(${parameter.name})`);
        }
        next(signature.getReturnType(), '()');
      }
      for (const info of checker.getIndexInfosOfType(type)) next(info.type, '[]');
      if (type.isClassOrInterface()) for (const base of checker.getBaseTypes(type)) next(base, '');
    };
    const start = symbol.flags & ts.SymbolFlags.Type && !(symbol.flags & ts.SymbolFlags.Value) ? checker.getDeclaredTypeOfSymbol(symbol) : checker.getTypeOfSymbol(symbol);
    visit(start, exported.name, 0);
    // A class hands out its instances too.
    if (symbol.flags & ts.SymbolFlags.Class) visit(checker.getDeclaredTypeOfSymbol(symbol), `${exported.name}#instance`, 0);
  }
  return found;
}
