/**
 * How dependency-cruiser reads TypeScript here (`babelConfig` in `.dependency-cruiser.cjs`): this repo
 * runs TypeScript 7, which has no JavaScript compiler API, and dependency-cruiser 17's swc parser reads
 * no JSX, so Babel strips the types and the JSX and dependency-cruiser reads the JavaScript left.
 * `import type` (and `export type … from`) would vanish with the types: they are kept as bare imports
 * first, so a type-only import across a layer, or a type-only circle, is still seen.
 */
function keepTypeImports({ types: t }) {
  const allTypes = (specifiers, kind) => specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type');
  return {
    name: 'keep-type-imports',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          const node = statement.node;
          const typeOnly =
            (statement.isImportDeclaration() && (node.importKind === 'type' || allTypes(node.specifiers, 'importKind'))) ||
            (statement.isExportNamedDeclaration() && node.source && (node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind'))) ||
            (statement.isExportAllDeclaration() && node.exportKind === 'type');
          if (typeOnly) statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports, ['@babel/plugin-transform-react-jsx', { runtime: 'classic' }]],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
