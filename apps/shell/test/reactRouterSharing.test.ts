import * as reactRouter from 'react-router';
import { subsetExportNames } from './sourceFiles';

/** The names the shared react-router module provides (packages/build-config/shared/react-router.mjs). */
const subsetNames = () => subsetExportNames('react-router.mjs');

// That every app and package imports only react-router values of the subset is a lint rule (eslint.config.mjs).
describe('the shared react-router subset', () => {
  it('lists only names react-router really exports', () => {
    const runtime = new Set(Object.keys(reactRouter));
    expect([...subsetNames()].filter((n) => !runtime.has(n))).toEqual([]);
  });
});
