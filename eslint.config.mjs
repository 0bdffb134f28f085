// Flat ESLint config. The import-direction rules encode DESIGN.md:
// app -> features -> ui, features -> domain <- server; ui knows nothing of data, routes or roles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { featureAreaNames } from './scripts/areas.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      'storybook-static*/**',
      'storybook-*/**',
      '.data/**',
      '**/*.generated.ts',
      'packages/server/drizzle/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/ui',
              from: ['./packages/features', './packages/app', './packages/server'],
            },
            { target: './packages/features', from: ['./packages/app', './packages/server'] },
            {
              target: './packages/domain',
              from: ['./packages/ui', './packages/features', './packages/app', './packages/server'],
            },
            {
              target: './packages/server',
              from: ['./packages/ui', './packages/features', './packages/app'],
            },
            ...featureAreaNames.map((area) => ({
              target: `./packages/features/src/${area}`,
              from: './packages/features/src',
              except: [`./${area}`, './shared', './api', './store', './test'],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@podoffice/features', '@podoffice/app', '@podoffice/server'],
              message: 'ui is the bottom layer.',
            },
            {
              group: ['react-redux', '@reduxjs/*', 'react-router', 'react-router-dom'],
              message: 'ui components take data and callbacks as props.',
            },
            {
              group: ['graphql', 'graphql-request', '@rtk-query/*', 'msw', 'msw/*'],
              message: 'ui knows nothing about the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@podoffice/app', '@podoffice/server'],
              message: 'features never import app or server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'styled-components', '@podoffice/*'],
              message: 'domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
