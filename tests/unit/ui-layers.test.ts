import { describe, expect, it } from 'vitest';
import { $dialogs, alertDialog, closeDialog, confirmDialog, promptDialog } from '../../src/ui/dialogs/dialog-store.ts';
import { $layers, closeLayer, isTopLayer, openLayer } from '../../src/ui/popup/layers.ts';

describe('pop-up layers', () => {
  it('stack from z-index 991, each new one on top', () => {
    $layers.set([]);
    expect(openLayer('alert')).toBe(991);
    expect(openLayer('captcha')).toBe(992);
    expect(isTopLayer('captcha')).toBe(true);
    expect(isTopLayer('alert')).toBe(false);
    closeLayer('captcha');
    expect(isTopLayer('alert')).toBe(true);
  });
});

describe('dialog promises', () => {
  it('resolve with the answer of each kind of box, newest on top', async () => {
    $dialogs.set([]);
    const alerted = alertDialog('Saved');
    const confirmed = confirmDialog('Cancel the booking?');
    const prompted = promptDialog('Name?', 'ZHANG/SAN');
    expect($dialogs.get().map((d) => d.kind)).toEqual(['alert', 'confirm', 'prompt']);
    for (const dialog of [...$dialogs.get()].reverse()) {
      closeDialog(dialog.id);
      if (dialog.kind === 'prompt') dialog.resolve('LI/SI');
      else if (dialog.kind === 'confirm') dialog.resolve(true);
      else dialog.resolve(undefined);
    }
    await expect(alerted).resolves.toBeUndefined();
    await expect(confirmed).resolves.toBe(true);
    await expect(prompted).resolves.toBe('LI/SI');
    expect($dialogs.get()).toEqual([]);
  });
});
