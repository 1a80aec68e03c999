// The contract built in slices (web/src/main.tsx): each file evaluates its part and exports nothing.
// First zod's core, set up for the SPA (jitless.ts): the file that holds it and the contract is
// compiled as it is first imported, a task of its own before any schema is made.
import '../jitless';
