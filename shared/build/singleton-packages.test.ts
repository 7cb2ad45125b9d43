import fs from 'node:fs';
import path from 'node:path';
import { runtimeModules } from './singleton-packages';

describe('runtimeModules', () => {
  it('names every module of shared/runtime, so each is a singleton (a module left out would exist once per remote)', () => {
    const files = fs
      .readdirSync(path.join(__dirname, '../runtime'))
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => name.replace(/\.tsx?$/, ''));
    expect([...runtimeModules].sort()).toEqual(files.sort());
  });
});
