import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * Finds the message keys an island translates, by reading its source and everything it
 * imports. A key counts when it is written where a translation call reads it:
 *
 *   t('order.none'), text.t('coupon.title'), translate(messages, 'login.title')
 *   t(paying ? 'paid.opening' : 'paid.retry'), t(reason) with `const reason = … ? 'a' : 'b'` in the file
 *   t(`search.pax.${kind}.name`)  (a template, written search.pax.*.name: the keys of en.json it can name)
 *   errorMessage(messages, 'network'), fieldMessage(messages, { code: 'e01' })  (an error code: error.{code} or {code})
 *
 * Keys computed elsewhere (a key in a data table passed on as a value) are not seen.
 */

export const ROOT = resolve(import.meta.dirname, '../../..');

/** The folders an island's code lives in; imports outside them (packages, the server) are not followed. */
const SCANNED = ['src/islands', 'src/ui', 'src/stores', 'src/lib', 'src/domain'].map((folder) => `${resolve(ROOT, folder)}/`);

/** One place a file asks for a message. */
export interface KeyUse {
  /** The file, relative to the repository. */
  readonly file: string;
  readonly line: number;
  /** The key as the code writes it. */
  readonly written: string;
  /**
   * 'key': exactly this key. 'template': any key the pattern matches. 'errorCode': the
   * message of an error code, `error.{code}` or else `{code}` (and x02 when neither).
   */
  readonly kind: 'key' | 'template' | 'errorCode';
}

type Written = { readonly kind: KeyUse['kind']; readonly written: string };

// Islands share most of their modules, and routes share islands: each file is parsed once per run.
const parsed = new Map<string, { readonly imports: string[]; readonly uses: KeyUse[] }>();

function parse(file: string): { readonly imports: string[]; readonly uses: KeyUse[] } {
  let found = parsed.get(file);
  if (!found) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    found = { imports: importsOf(source), uses: keyUsesIn(source) };
    parsed.set(file, found);
  }
  return found;
}

/** Every key use in a file and in the files it imports, transitively (those `follows` allows). */
export function keyUsesFrom(entry: string, follows: (file: string) => boolean = () => true): KeyUse[] {
  const seen = new Set<string>();
  const uses: KeyUse[] = [];
  const pending = [resolve(ROOT, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, uses: here } = parse(file);
    pending.push(...imports.filter(follows));
    uses.push(...here);
  }
  return uses;
}

/** The scanned files a file imports for their values (type-only imports carry no messages). */
function importsOf(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [target] = node.arguments;
      if (target && ts.isStringLiteral(target)) specifiers.push(target.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.') && /\.tsx?$/.test(specifier))
    .map((specifier) => resolve(dirname(source.fileName), specifier))
    .filter((file) => SCANNED.some((folder) => file.startsWith(folder)) && existsSync(file));
}

function keyUsesIn(source: ts.SourceFile): KeyUse[] {
  const uses: KeyUse[] = [];
  const record = (node: ts.Node, found: readonly Written[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const one of found) uses.push({ file: relative(ROOT, source.fileName), line, ...one });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const [first, second] = node.arguments;
      switch (calleeName(node.expression)) {
        case 't':
          if (first) record(node, keysOf(first, source, 'key'));
          break;
        case 'translate':
          if (second) record(node, keysOf(second, source, 'key'));
          break;
        case 'errorMessage':
          if (second) record(node, [...keysOf(second, source, 'errorCode'), { kind: 'key', written: 'x02' }]);
          break;
        case 'fieldMessage':
          if (second) record(node, [...issueCodesOf(second, source), { kind: 'key', written: 'x02' }]);
          break;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function calleeName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The keys an argument can be, as far as the file shows; nothing for a value from elsewhere. */
function keysOf(expression: ts.Expression, source: ts.SourceFile, kind: 'key' | 'errorCode', depth = 0): Written[] {
  if (depth > 5) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [{ kind, written: expression.text }];
  if (ts.isTemplateExpression(expression)) {
    const written = expression.head.text + expression.templateSpans.map((span) => `*${span.literal.text}`).join('');
    return kind === 'key' && expression.head.text !== '' ? [{ kind: 'template', written }] : [];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return keysOf(expression.expression, source, kind, depth + 1);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...keysOf(expression.whenTrue, source, kind, depth + 1), ...keysOf(expression.whenFalse, source, kind, depth + 1)];
  }
  if (ts.isBinaryExpression(expression) && isFallback(expression.operatorToken.kind)) {
    return [...keysOf(expression.left, source, kind, depth + 1), ...keysOf(expression.right, source, kind, depth + 1)];
  }
  if (ts.isIdentifier(expression)) {
    const initializer = constInitializer(source, expression.text);
    return initializer ? keysOf(initializer, source, kind, depth + 1) : [];
  }
  return [];
}

/** The codes of a field issue written in place: `{ code: 'e01' }`, maybe behind `??`. */
function issueCodesOf(expression: ts.Expression, source: ts.SourceFile): Written[] {
  if (ts.isParenthesizedExpression(expression)) return issueCodesOf(expression.expression, source);
  if (ts.isConditionalExpression(expression)) return [...issueCodesOf(expression.whenTrue, source), ...issueCodesOf(expression.whenFalse, source)];
  if (ts.isBinaryExpression(expression) && isFallback(expression.operatorToken.kind)) {
    return [...issueCodesOf(expression.left, source), ...issueCodesOf(expression.right, source)];
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const code = expression.properties.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'code');
    return code && ts.isPropertyAssignment(code) ? keysOf(code.initializer, source, 'errorCode') : [];
  }
  return [];
}

function isFallback(operator: ts.SyntaxKind): boolean {
  return operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken;
}

/** The initializer of a `const name = …` of the file, when there is exactly one. */
function constInitializer(source: ts.SourceFile, name: string): ts.Expression | undefined {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      found.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.length === 1 ? found[0] : undefined;
}

/** The keys of a catalog a use can read: the key itself, the keys a template matches, or an error code's message. */
export function keysFor(use: KeyUse, keys: readonly string[]): string[] {
  switch (use.kind) {
    case 'key':
      return keys.filter((key) => key === use.written);
    case 'errorCode':
      return keys.filter((key) => key === `error.${use.written}` || key === use.written);
    case 'template': {
      const pattern = new RegExp(`^${use.written.split('*').map(escapeRegExp).join('[A-Za-z0-9_.]+')}$`);
      return keys.filter((key) => pattern.test(key));
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The keys an Astro file translates at build time: t('…') and t(`…${…}…`) of its translator,
 * data-i18n="…" of the texts switched in the browser, and en['…'] read directly.
 */
export function keyUsesInAstro(file: string): KeyUse[] {
  const lines = readFileSync(resolve(ROOT, file), 'utf8').split('\n');
  const patterns = [/\bt\('([^']+)'/g, /\bt\(`([^`]+)`/g, /data-i18n="([^"]+)"/g, /\ben\['([^']+)'\]/g];
  return lines.flatMap((text, index) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map(([, key]): KeyUse => {
        const written = key.replace(/\$\{[^}]*\}/g, '*');
        return { file, line: index + 1, written, kind: written === key ? 'key' : 'template' };
      }),
    ),
  );
}
