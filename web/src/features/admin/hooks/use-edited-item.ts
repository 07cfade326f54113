import { useState } from 'react';

/**
 * The item an add-or-edit form of an admin screen holds (null: a new one), and the form's key: render
 * the form with it, so that editing another item, or starting a new one, starts from fresh fields.
 */
export function useEditedItem<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = (item: T | null) => {
    setEditing(item);
    setFormKey((key) => key + 1);
  };
  return { editing, formKey, edit: (item: T) => open(item), startNew: () => open(null) };
}
