import type { PartecipanteViaggio } from '../../schemas/types';
import { useSourceMutation } from '../../engine/react/data';
import { readData } from '../shopping/readBody';

export type FormatoModello = 'xlsx' | 'csv';

/** POST carrello/upload/excelpartecipanti (field filePartecipanti): the file's participants. */
export function useLeggiFilePartecipanti() {
  return useSourceMutation<File, PartecipanteViaggio[]>({
    method: 'post',
    path: 'carrello/upload/excelpartecipanti',
    body: (file) => {
      const form = new FormData();
      form.append('filePartecipanti', file, file.name);
      return form;
    },
    read: async (response) => readData<PartecipanteViaggio[]>(await response.json()) ?? [],
  });
}

/** POST carrello/upload/immaginepartecipanti (field imgPartecipanti): the stored file's id. */
export function useCaricaImmagine() {
  return useSourceMutation<File, string>({
    method: 'post',
    path: 'carrello/upload/immaginepartecipanti',
    body: (file) => {
      const form = new FormData();
      form.append('imgPartecipanti', file, file.name);
      return form;
    },
    read: async (response) => String(readData<unknown>(await response.json()) ?? ''),
  });
}

/** DELETE carrello/upload/immaginepartecipanti/{id}: true when the file was removed. */
export function useRimuoviImmagine() {
  return useSourceMutation<string, boolean>({
    method: 'delete',
    path: (id) => `carrello/upload/immaginepartecipanti/${encodeURIComponent(id)}`,
    read: async (response) => Boolean(readData<unknown>(await response.json())),
  });
}

/** GET carrello/modelloPartecipanti?formato=: the template, read as a Blob (the call needs the token). */
export function useScaricaModello() {
  return useSourceMutation<{ formato: FormatoModello }, Blob>({
    method: 'get',
    path: 'carrello/modelloPartecipanti',
    read: (response) => response.blob(),
  });
}
