/** The demo account that `npm start` seeds on an embedded database (see lib/accounts/demo.ts). */
export const DEMO = { email: "demo@leadwise.local", password: "demo-password" };
export const DEMO_STATE = "test-results/.auth/demo.json";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
