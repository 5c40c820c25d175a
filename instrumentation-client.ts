import { z } from "zod";

// Before any schema exists in the browser: zod's compiled parsers probe `new Function`, which the
// pages' CSP (no 'unsafe-eval') refuses and reports as a violation on every page.
z.config({ jitless: true });
