// TypeScript to JavaScript for the library builds of domain, ui and features. esbuild strips the
// types one file at a time (isolatedModules is on, so nothing needs the whole program); the
// typecheck layer (TypeScript 7) is what checks them. @rollup/plugin-typescript, used before, ran
// a full type-checking TypeScript program inside every build: 42 of the build layer's 57 s.
import esbuild from 'rollup-plugin-esbuild';

/** @returns {import('rollup').Plugin} */
export function transpile() {
  return esbuild({
    tsconfig: './tsconfig.build.json',
    // The same output language and JSX runtime as tsconfig.base.json states.
    target: 'es2022',
    jsx: 'automatic',
    sourceMap: true,
  });
}
