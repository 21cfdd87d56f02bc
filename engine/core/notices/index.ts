export { noticesDue } from './noticeQueue';
export type { EngineNotice, NoticeRepeat } from './noticeQueue';
