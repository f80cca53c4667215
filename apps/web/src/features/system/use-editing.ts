import { useState } from 'react';

/**
 * The record a drawer or dialog edits (`null`: a new one). It keeps the record while closing so
 * the closing animation still shows it.
 */
export function useEditing<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  return {
    ...state,
    edit: (item: T | null) => setState({ open: true, item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
