import type { NoticeDialogProps } from '../../engine/react/notices/NoticesHost';
import { PopupNotice } from '../../widgets/popup-notice/PopupNotice';
import { avvisoOf } from './portalNotices';

/** The engine's notice dialog for the portal: the popup-notice widget over the notice's record. */
export function NoticeDialog({ notice, onClose, onConfirm, onDontShowAgain }: NoticeDialogProps) {
  return (
    <PopupNotice
      avviso={avvisoOf(notice)}
      onClose={onClose}
      onConfirm={onConfirm}
      onDontShowAgain={onDontShowAgain}
    />
  );
}
