import { atom } from 'nanostores';

export type DialogRequest =
  | { id: number; kind: 'alert'; message: string; title?: string; resolve: (value: undefined) => void }
  | { id: number; kind: 'confirm'; message: string; title?: string; answers?: ConfirmAnswers; resolve: (value: boolean) => void }
  | { id: number; kind: 'prompt'; message: string; title?: string; initial: string; resolve: (value: string | null) => void };

/** Words for a confirm's two buttons where OK and Cancel would not say enough (Retry, Back). */
export interface ConfirmAnswers {
  readonly ok: string;
  readonly cancel: string;
}

/** Open dialogs, oldest first; the newest is on top. */
export const $dialogs = atom<readonly DialogRequest[]>([]);

let nextId = 1;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function open(request: WithoutId<DialogRequest>): void {
  $dialogs.set([...$dialogs.get(), { ...request, id: nextId++ } as DialogRequest]);
}

export function closeDialog(id: number): void {
  $dialogs.set($dialogs.get().filter((d) => d.id !== id));
}

/** Shows a message; resolves when it is dismissed. */
export function alertDialog(message: string, title?: string): Promise<void> {
  return new Promise((resolve) => open({ kind: 'alert', message, title, resolve: () => resolve() }));
}

/** Asks a question; resolves with true for OK and false for Cancel or Esc. */
export function confirmDialog(message: string, title?: string, answers?: ConfirmAnswers): Promise<boolean> {
  return new Promise((resolve) => open({ kind: 'confirm', message, title, answers, resolve }));
}

/** Asks for text; resolves with it, or null for Cancel or Esc. */
export function promptDialog(message: string, initial = '', title?: string): Promise<string | null> {
  return new Promise((resolve) => open({ kind: 'prompt', message, title, initial, resolve }));
}
