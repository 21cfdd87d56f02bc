export { NoticesHost } from './NoticesHost';
export type { NoticeDialogProps } from './NoticesHost';
export type { NoticePlace, NoticesProvider } from './noticesProvider';
export { NOTICES_KEY, noticesQuery, prefetchNotices, reloadNotices, watchNotices } from './noticesQuery';
