import path from 'node:path';
import type { Config } from 'jest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The one jest setup of every workspace: jsdom, TypeScript through ts-jest (transpile only; `tsc
 * -b` does the type checking), and the ESM-only packages (jotai 3) transformed too.
 */
export function createJestConfig(workspaceDir: string, overrides: Config = {}): Config {
  return {
    rootDir: workspaceDir,
    displayName: path.basename(workspaceDir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: [path.join(root, 'shared/build/jest-setup.ts')],
    moduleNameMapper: {
      '\\.css$': path.join(root, 'shared/build/jest-file-stub.cjs'),
      '\\.(svg|png|webp|jpg|woff2)$': path.join(root, 'shared/build/jest-file-stub.cjs'),
    },
    transform: {
      '^.+\\.[tj]sx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            target: 'ES2022',
            esModuleInterop: true,
            resolveJsonModule: true,
            allowJs: true,
            isolatedModules: true,
            rootDir: root,
            ignoreDeprecations: '6.0',
          },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jotai|jose)/)'],
    ...overrides,
  };
}
