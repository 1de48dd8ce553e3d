import type { ReactNode } from 'react';
import { Datagrid, useCanAccess, useResourceContext, useResourceDefinition } from 'react-admin';

/**
 * Where a list's row leads: its edit page for whoever may change the resource; for the others (a viewer) its
 * read-only page where it has one, else nowhere. Nobody is offered a change the API would refuse.
 */
export function useDetailLink(): 'edit' | 'show' | false {
  const resource = useResourceContext();
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  if (canAccess && hasEdit) return 'edit';
  return hasShow ? 'show' : false;
}

/** A studio list's rows: each leads to its detail (useDetailLink); changes are one record at a time. */
export function StudioRows({ children }: { children: ReactNode }) {
  return (
    <Datagrid rowClick={useDetailLink()} bulkActionButtons={false}>
      {children}
    </Datagrid>
  );
}
