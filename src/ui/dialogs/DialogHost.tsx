import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Modal } from '../popup/Modal.tsx';
import { $dialogs, closeDialog, type DialogRequest } from './dialog-store.ts';

export interface DialogLabels {
  ok: string;
  cancel: string;
  close: string;
  /** Title of a box that gives none. */
  notice: string;
}

/** Renders the alert, confirm and prompt boxes that code anywhere on the page asks for. */
export function DialogHost({ labels }: { labels: DialogLabels }) {
  const dialogs = useStore($dialogs);
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogBox key={dialog.id} dialog={dialog} labels={labels} />
      ))}
    </>
  );
}

function DialogBox({ dialog, labels }: { dialog: DialogRequest; labels: DialogLabels }) {
  const messageId = useId();
  const [text, setText] = useState(dialog.kind === 'prompt' ? dialog.initial : '');

  function answer(ok: boolean): void {
    closeDialog(dialog.id);
    if (dialog.kind === 'alert') dialog.resolve(undefined);
    else if (dialog.kind === 'confirm') dialog.resolve(ok);
    else dialog.resolve(ok ? text : null);
  }

  return (
    <Modal title={dialog.title ?? labels.notice} onClose={() => answer(false)} closeLabel={labels.close} role="alertdialog" describedBy={messageId}>
      <form
        className="ui-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          answer(true);
        }}
      >
        <p id={messageId}>{dialog.message}</p>
        {dialog.kind === 'prompt' && (
          <input className="ui-input" aria-labelledby={messageId} value={text} onChange={(e) => setText(e.target.value)} data-autofocus />
        )}
        <div className="ui-actions">
          {dialog.kind !== 'alert' && (
            <button type="button" className="ui-button" onClick={() => answer(false)}>
              {(dialog.kind === 'confirm' && dialog.answers?.cancel) || labels.cancel}
            </button>
          )}
          <button type="submit" className="ui-button ui-primary" data-autofocus={dialog.kind === 'prompt' ? undefined : true}>
            {(dialog.kind === 'confirm' && dialog.answers?.ok) || labels.ok}
          </button>
        </div>
      </form>
    </Modal>
  );
}
