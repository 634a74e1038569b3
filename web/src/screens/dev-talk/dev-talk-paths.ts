/** The address of a post (its own page) and of its editor. */
export const devTalkPostPath = (slug: string) => `/dev-talk/${encodeURIComponent(slug)}`;
export const devTalkEditPath = (slug: string) => `${devTalkPostPath(slug)}/edit`;
export const DEV_TALK_FEED_PATH = '/dev-talk/feed.xml';
