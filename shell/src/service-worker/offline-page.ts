/** The page the service worker answers a navigation it has nothing for, with no network (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';
