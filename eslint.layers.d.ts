import type { Linter } from 'eslint';

/** The layer rules of eslint.layers.js, typed for the test that checks them. */
export declare const layerRules: Linter.Config[];
