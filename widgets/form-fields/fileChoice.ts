const MB = 1024 * 1024;

/** Whether a file's name matches an `accept` list of extensions (".pdf,.jpg"); MIME entries match its type. */
export function accepted(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((a) =>
      a.startsWith('.')
        ? name.endsWith(a)
        : a.endsWith('/*')
          ? file.type.startsWith(a.slice(0, -1))
          : file.type === a,
    );
}

/**
 * Why a chosen file cannot be sent (`form.fileTipo`, `form.fileGrande` worded), or null. Checked
 * before sending so the common mistakes cost no upload; the server sniffs the content and checks again.
 */
export function fileProblem(
  file: File,
  limits: { accept?: string | undefined; maxSize?: number | undefined },
  t: (key: string) => string,
): string | null {
  if (!accepted(file, limits.accept))
    return t('form.fileTipo')
      .replace('{name}', file.name)
      .replace('{accept}', (limits.accept ?? '').replaceAll('.', '').toUpperCase().replaceAll(',', ', '));
  if (limits.maxSize !== undefined && file.size > limits.maxSize)
    return t('form.fileGrande')
      .replace('{name}', file.name)
      .replace('{max}', String(Math.round((limits.maxSize / MB) * 10) / 10).replace('.', ','));
  return null;
}
