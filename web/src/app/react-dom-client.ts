/**
 * react-dom's client, as the app imports it (main.tsx loads it first, in a task of its own;
 * start.tsx renders with it). An ES module in between: react-dom is CommonJS, and the helper that
 * turns it into a module then sits in react-dom's chunk, not in the entry chunk, which would
 * otherwise import Rolldown's runtime from a chunk of its own before the app starts.
 */
export { createRoot } from 'react-dom/client';
