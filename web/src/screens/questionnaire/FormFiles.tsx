import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type FormFilesValue = {
  propertyId: string;
  /** Names of the vault documents the answers name, by id. */
  nameOf(id: string): string | undefined;
  /** A file just uploaded from a question, named before the form is read again. */
  remember(id: string, name: string): void;
};

const FormFilesContext = createContext<FormFilesValue | null>(null);

/** What a form's upload questions need: the property they upload to and the names of the files already given. */
export function FormFilesProvider({
  propertyId,
  attachments,
  children,
}: {
  propertyId: string;
  attachments: readonly { id: string; name: string }[];
  children: ReactNode;
}) {
  const [added, setAdded] = useState<Record<string, string>>({});
  const known = useMemo(() => new Map(attachments.map((file) => [file.id, file.name])), [attachments]);
  const remember = useCallback((id: string, name: string) => setAdded((current) => ({ ...current, [id]: name })), []);
  const value = useMemo<FormFilesValue>(
    () => ({ propertyId, nameOf: (id) => known.get(id) ?? added[id], remember }),
    [propertyId, known, added, remember],
  );
  return <FormFilesContext.Provider value={value}>{children}</FormFilesContext.Provider>;
}

export function useFormFiles(): FormFilesValue {
  const value = useContext(FormFilesContext);
  if (!value) throw new Error('useFormFiles outside a FormFilesProvider');
  return value;
}
