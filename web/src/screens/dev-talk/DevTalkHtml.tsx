/**
 * The one place Dev Talk HTML enters the page. `html` must come from a field the server rendered
 * and sanitised (DevTalkPost.contentHtml, devTalkPreview): marked then sanitize-html with an
 * allowlist, so it holds no scripts, event handlers or javascript: links. Never pass it anything else.
 */
export function DevTalkHtml({ html }: { html: string }) {
  return <div className="dev-talk-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
