import { graphql, useFragment } from 'react-relay';
import type { DevTalkArticle_post$key } from '../../__generated__/DevTalkArticle_post.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { DevTalkByline } from './DevTalkByline.tsx';
import { DevTalkHtml } from './DevTalkHtml.tsx';

const fragment = graphql`
  fragment DevTalkArticle_post on DevTalkPost {
    title
    contentHtml
    ...DevTalkByline_post
  }
`;

/** A whole post: the page's heading and title, its byline and its body. */
export function DevTalkArticle({ post: key }: { post: DevTalkArticle_post$key }) {
  const post = useFragment(fragment, key);
  useDocumentTitle(post.title);
  return (
    <>
      <h1>{post.title}</h1>
      <DevTalkByline post={post} />
      <DevTalkHtml html={post.contentHtml} />
    </>
  );
}
