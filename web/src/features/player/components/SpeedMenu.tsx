import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';

import { useDismiss } from '../../../shared/hooks/use-dismiss';
import { PLAYER } from '../rules/playback-rules';

const speedLabel = (speed: number) => `${String(speed).replace('.', ',')}×`;

/**
 * The speed menu (0.5 to 2): a button that opens a list of radio items, arrows move, Escape closes, and
 * so does Tab (focus goes on to the next control) or Shift+Tab (back to the button).
 */
export function SpeedMenu({ speed, onChange }: { speed: number; onChange: (speed: number) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, dismiss, rootRef, buttonRef);

  const openMenu = () => {
    setOpen(true);
    const index = PLAYER.speeds.findIndex((value) => value === speed);
    requestAnimationFrame(() => itemRefs.current[Math.max(0, index)]?.focus());
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  /** Focus went elsewhere than the menu and its button (Tab to the next control): the menu closes. */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key] + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="player__menu" ref={rootRef} onBlur={open ? onBlur : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="player__button player__button--text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Vitesse de lecture : ${speedLabel(speed)}`}
        onClick={() => (open ? setOpen(false) : openMenu())}
      >
        {speedLabel(speed)}
      </button>
      {open && (
        <div id={menuId} className="player__popup" role="menu" aria-label="Vitesse de lecture" data-player-menu onKeyDown={onMenuKey}>
          {PLAYER.speeds.map((value, i) => (
            <button
              key={value}
              ref={(element) => {
                itemRefs.current[i] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={value === speed}
              className="player__popup-item"
              tabIndex={-1}
              onClick={() => {
                onChange(value);
                close();
              }}
            >
              {value === 1 ? 'Normale' : speedLabel(value)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
