import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { noticesDue, type EngineNotice } from '../../core/notices';
import { useCurrentScreen } from '../router/ScreenContext';
import { useRuntime } from '../runtime/RuntimeContext';
import type { NoticePlace } from './noticesProvider';
import { noticeClients, noticesQuery, reloadNotices } from './noticesQuery';

/** What the app's notice dialog gets: the notice to show and the answers it may give. */
export interface NoticeDialogProps {
  notice: EngineNotice;
  /** Closed with no answer: shown again at the next opening of its pages unless it is `always`. */
  onClose(): void;
  /** The user confirms reading it (`until-confirmed`); the notices reload and the dialog closes. */
  onConfirm(): Promise<void>;
  /** The user does not want it again (`until-dismissed`); the notices reload and the dialog closes. */
  onDontShowAgain(): Promise<void>;
}

interface Opening {
  id: string;
  /** Keys of the notices shown during this opening: each is shown at most once per opening. */
  seen: ReadonlySet<string>;
}

/**
 * The popup notices of the page shown (spec: "shown per route and position"): when a screen with a
 * `popupPosition` opens, its notices due open one after another in the app's `Dialog`. Loaded through
 * the data layer in the background (no overlay, failures only logged); shows nothing while they load,
 * when there are none, with no notices provider or nobody signed in. Mounted once by the router.
 */
export function NoticesHost({
  Dialog,
  carriedPositions = () => [],
}: {
  Dialog: ComponentType<NoticeDialogProps>;
  /** Positions of the screens that redirected to `pathname` (their notices open first, there). */
  carriedPositions?: (pathname: string) => number[];
}) {
  const runtime = useRuntime();
  const user = useStore(runtime.store, (s) => s.user);
  const node = useCurrentScreen();
  const location = useLocation();
  const routeParams = useParams();
  const own = node?.screen.popupPosition;
  const positions = [...carriedPositions(location.pathname), ...(typeof own === 'number' ? [own] : [])];
  const active = runtime.notices !== null && user !== null && positions.length > 0;
  const { data } = useQuery({ ...noticesQuery(runtime, user), enabled: active });

  // An opening lasts while the same user stays on the same page; a new one shows `always` notices again.
  const openingId = `${String(user?.id ?? '')}|${node?.screen.name ?? ''}|${location.pathname}`;
  const [opening, setOpening] = useState<Opening>({ id: openingId, seen: new Set() });
  if (opening.id !== openingId) setOpening({ id: openingId, seen: new Set() });

  if (!active || !data || !node || opening.id !== openingId) return null;
  const params = { ...Object.fromEntries(new URLSearchParams(location.search)), ...routeParams };
  const provider = runtime.notices!;
  const applies = (n: EngineNotice) => {
    const place: NoticePlace = { screen: node.screen.name, position: n.position, params };
    return provider.appliesHere?.(n, place) ?? true;
  };
  const [current] = [...new Set(positions)].flatMap((p) => noticesDue(data, p, opening.seen, applies));
  if (!current) return null;

  const markSeen = () =>
    setOpening((o) => (o.id === openingId ? { id: o.id, seen: new Set([...o.seen, current.key]) } : o));
  const answer = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch {
      // The background client has logged it; the notice stays due and comes back at the next opening.
    }
    markSeen();
    await reloadNotices(runtime);
  };
  return (
    <Dialog
      key={current.key}
      notice={current}
      onClose={markSeen}
      onConfirm={() => answer(() => provider.confirm(noticeClients(runtime), current))}
      onDontShowAgain={() => answer(() => provider.dontShowAgain(noticeClients(runtime), current))}
    />
  );
}
