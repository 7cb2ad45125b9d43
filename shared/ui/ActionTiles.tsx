import type { ReactNode } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useClickBeforeHydration } from './use-click-before-hydration';

/** One tile: a link to a page, or a button whose action the page supplies (open the chat, a dialog). */
export type ActionTile =
  { id: string; title: string; text: string; to: string } | { id: string; title: string; text: string; onSelect: () => void };

/**
 * A grid of large action tiles (the support portal's quick actions, the dashboard's actions). Links
 * stay links and actions stay buttons, so each is announced and operated as what it is.
 */
export function ActionTiles({ tiles }: { tiles: readonly ActionTile[] }) {
  return (
    <ul className="ui-tile-grid">
      {tiles.map((tile) => {
        const body = (
          <>
            <span className="ui-tile-title">{tile.title}</span>
            <span className="ui-tile-text">{tile.text}</span>
          </>
        );
        return (
          <li key={tile.id}>
            {'to' in tile ? (
              <Link to={tile.to} className="ui-tile">
                {body}
              </Link>
            ) : (
              <ActionButton id={tile.id} onSelect={tile.onSelect}>
                {body}
              </ActionButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** An action tile pressed before the page hydrated (the support portal's Live Chat) acts once hydrated. */
function ActionButton({ id, onSelect, children }: { id: string; onSelect: () => void; children: ReactNode }) {
  const earlyClicks = useClickBeforeHydration(`action-${id}`, onSelect);
  return (
    <button type="button" className="ui-tile" onClick={onSelect} {...earlyClicks}>
      {children}
    </button>
  );
}
