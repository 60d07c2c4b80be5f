/**
 * The browser's entry. Everything it loads statically is in boot.tsx, which
 * the build also imports into every lazily loaded module (scripts/boot-chunk.ts):
 * that code then ships as one chunk, not a dozen small ones.
 */
import { start } from './boot.tsx';

start();
