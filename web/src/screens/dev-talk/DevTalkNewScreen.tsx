import { Trans } from '@lingui/react/macro';
import { useViewer } from '../../viewer/useViewer.ts';
import { DevTalkAdminOnly } from './DevTalkAdminOnly.tsx';
import { DevTalkEditor } from './DevTalkEditor.tsx';
import './dev-talk.css';

/** /dev-talk/new: an administrator writes a post. */
export function Component() {
  const admin = useViewer()?.role === 'ADMIN';
  return (
    <article className="dev-talk-write">
      <h1>
        <Trans>Write a post</Trans>
      </h1>
      {admin ? <DevTalkEditor post={null} /> : <DevTalkAdminOnly />}
    </article>
  );
}
