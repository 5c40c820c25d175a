import { EmptyState } from "@/components/ui/empty-state";

/** What a page shows in place of a tool the member's role may not use. */
export function RoleNotice({ role, what }: { role: string; what: string }) {
  return (
    <EmptyState title="Not available to your role">
      Your role in this workspace is {role}: it may not {what}. An admin of the workspace can change
      your role.
    </EmptyState>
  );
}
