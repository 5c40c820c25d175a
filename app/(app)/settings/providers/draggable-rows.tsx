"use client";

import { useRouter } from "next/navigation";
import { type DragEvent, type ReactNode, useState } from "react";
import { orderProvidersAction } from "@/lib/edge/actions/provider-actions";

const rowOf = (target: EventTarget) =>
  (target as HTMLElement).closest<HTMLTableRowElement>("tr[data-provider-id]");

/**
 * The providers' rows, reordered by dragging one onto another (native drag and drop): the
 * dragged row takes the place of the one it is dropped on. The ↑/↓ buttons in each row stay,
 * for the keyboard and for anyone who does not drag.
 */
export function DraggableRows({ ids, children }: { ids: string[]; children: ReactNode }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const onDragStart = (e: DragEvent) => {
    const id = rowOf(e.target)?.dataset.providerId;
    if (!id) return;
    e.dataTransfer.setData("text/plain", id);
    e.dataTransfer.effectAllowed = "move";
  };
  const onDragOver = (e: DragEvent) => {
    if (rowOf(e.target)) e.preventDefault();
  };
  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    const dragged = e.dataTransfer.getData("text/plain");
    const onto = rowOf(e.target)?.dataset.providerId;
    if (!dragged || !onto || dragged === onto) return;
    const order = ids.filter((id) => id !== dragged);
    order.splice(ids.indexOf(onto), 0, dragged);
    const result = await orderProvidersAction(order);
    setError(result.ok ? null : result.message);
    router.refresh();
  };
  return (
    <tbody onDragStart={onDragStart} onDragOver={onDragOver} onDrop={onDrop}>
      {children}
      {error && (
        <tr>
          <td colSpan={14} role="alert" className="px-3 py-2 text-sm text-red-700">
            {error}
          </td>
        </tr>
      )}
    </tbody>
  );
}
