import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import type { PhoneArea } from '../../domain/area-codes.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { storefrontApi } from '../../stores/api.ts';
import { $areaCodes, $recentAreaCodes, type AreaCodeOption, loadAreaCodes, rememberAreaCode } from '../../stores/area-codes.ts';
import { DELAYS } from '../timing.ts';
import { useDelayed } from '../use-delayed.ts';

export interface AreaCodePickerLabels {
  label: string;
  recent: string;
  all: string;
  noMatch: string;
}

/** The picker's labels from the page's messages (keys ui.areaCode.*). */
export function areaCodePickerLabels(t: (key: string) => string): AreaCodePickerLabels {
  return { label: t('ui.areaCode.label'), recent: t('ui.areaCode.recent'), all: t('ui.areaCode.all'), noMatch: t('ui.areaCode.noMatch') };
}

export interface AreaCodePickerProps {
  lang: Lang;
  value: PhoneArea;
  onChange: (value: PhoneArea) => void;
  labels: AreaCodePickerLabels;
}

/**
 * The phone area-code picker of spec 2: a field that filters the regions by name
 * or code as one types, the three recent choices first; Up and Down move, Enter
 * chooses, Esc closes.
 */
export function AreaCodePicker({ lang, value, onChange, labels }: AreaCodePickerProps) {
  const id = useId();
  const { status, list } = useStore($areaCodes);
  const recent = useStore($recentAreaCodes);
  const [text, setText] = useState(`+${value.code}`);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Enter pressed before the list has come: the choice is made when it comes, as the traveller meant it.
  const [chooseOnLoad, setChooseOnLoad] = useState(false);
  const hide = useDelayed();

  useEffect(() => {
    void loadAreaCodes(storefrontApi(), bcp47(lang));
  }, [lang]);
  useEffect(() => setText(`+${value.code}`), [value.code]);

  const groups = useMemo(() => {
    const query = text.trim().replace(/^\+/, '').toLowerCase();
    const browsing = query === '' || query === value.code;
    const matches = browsing ? list : list.filter((o) => o.code.startsWith(query) || o.name.toLowerCase().includes(query) || o.region.toLowerCase() === query);
    const recentOptions = browsing ? recent.map((r) => list.find((o) => o.region === r.region)).filter((o): o is AreaCodeOption => o !== undefined) : [];
    return [
      { key: 'recent', label: labels.recent, options: recentOptions },
      { key: 'all', label: labels.all, options: matches },
    ].filter((g) => g.options.length > 0);
  }, [text, list, recent, value.code, labels]);
  const flat = groups.flatMap((g) => g.options.map((option) => ({ group: g.key, option })));

  // After each render, as the options it chooses from are the render's own: the list's arrival is one such render.
  useEffect(() => {
    if (!chooseOnLoad || status !== 'loaded') return;
    setChooseOnLoad(false);
    choose(flat[active]?.option);
  });

  function choose(option: AreaCodeOption | undefined): void {
    if (!option) return;
    const chosen = { code: option.code, region: option.region };
    rememberAreaCode(chosen);
    onChange(chosen);
    setText(`+${option.code}`);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + flat.length) % Math.max(flat.length, 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (status === 'loaded') choose(flat[active]?.option);
      else setChooseOnLoad(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setChooseOnLoad(false);
      setOpen(false);
      setText(`+${value.code}`);
    }
  }

  let index = -1;
  return (
    <div className="ui-area-code">
      <label htmlFor={`${id}-input`} className="ui-label">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        className="ui-input ui-area-code-input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && flat.length > 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChooseOnLoad(false);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onFocus={hide.cancel}
        onBlur={() =>
          hide.schedule(() => {
            setChooseOnLoad(false);
            setOpen(false);
            setText(`+${value.code}`);
          }, DELAYS.optionListHide)
        }
      />
      {/* The options exist only while the list is open: some two hundred regions, drawn while closed, held the passengers page's first render back. */}
      <div id={`${id}-list`} role="listbox" aria-label={labels.label} className="ui-options ui-area-code-list" hidden={!open}>
        {open &&
          groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
              <div id={`${id}-${group.key}`} role="presentation" className="ui-option-group">
                {group.label}
              </div>
              {group.options.map((option) => {
                index++;
                const at = index;
                return (
                  <div
                    key={`${group.key}-${option.region}`}
                    id={`${id}-option-${at}`}
                    role="option"
                    aria-selected={at === active}
                    className={at === active ? 'ui-option ui-active' : 'ui-option'}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {option.name} +{option.code}
                  </div>
                );
              })}
            </div>
          ))}
        {open && flat.length === 0 && (
          <div role="option" aria-selected={false} aria-disabled className="ui-option ui-empty">
            {labels.noMatch}
          </div>
        )}
      </div>
    </div>
  );
}
