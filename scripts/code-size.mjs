// `npm run code-size [-- DIR]`: the largest source files and functions of the tree at DIR (this
// checkout by default), for issue 28's "size of the largest function and file before and after"
// (docs/performance.md, "Code size"). Counts the lines of the TypeScript git tracks under the
// workspaces' sources and tests, generated files aside; a function is any function declaration,
// expression, arrow or method, measured from its first line to its last.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(process.argv[2] ?? '.')
const GENERATED = [/payload-types\.ts$/, /\/migrations\//, /^web\/src\/lib\/api\/routes\.ts$/]
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /^(contract|samples|cms|web|e2e)\//.test(file))
  .filter((file) => !GENERATED.some((pattern) => pattern.test(file)))

const lines = (text) => text.split('\n').length
const fileSizes = []
const functionSizes = []
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  fileSizes.push({ file, lines: lines(text) })
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const visit = (node) => {
    // A suite's `describe` callback is its list of tests, not a function of the code.
    const suite =
      node.parent !== undefined &&
      ts.isCallExpression(node.parent) &&
      /describe/.test(node.parent.expression.getText(source))
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !suite) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const named =
        node.name?.getText(source) ?? ts.getNameOfDeclaration(node.parent)?.getText(source)
      functionSizes.push({
        file,
        name: named ?? '(anonymous)',
        lines: end - start + 1,
        line: start + 1,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const top = (list, count) => [...list].sort((a, b) => b.lines - a.lines).slice(0, count)
const isTest = (file) => /\.(test|spec)\.tsx?$|\/(test|testing)\/|^e2e\//.test(file)
console.log(`${files.length} files, ${fileSizes.reduce((sum, f) => sum + f.lines, 0)} lines`)
for (const [label, keep] of [
  ['product code', (entry) => !isTest(entry.file)],
  ['tests', (entry) => isTest(entry.file)],
]) {
  console.log(`\n${label}: largest files`)
  for (const entry of top(fileSizes.filter(keep), 5)) console.log(`  ${entry.lines}\t${entry.file}`)
  console.log(`${label}: largest functions`)
  for (const entry of top(functionSizes.filter(keep), 5))
    console.log(`  ${entry.lines}\t${entry.name} (${entry.file}:${entry.line})`)
  const long = functionSizes.filter(keep).filter((entry) => entry.lines > 80).length
  console.log(`${label}: functions over 80 lines: ${long}`)
}
