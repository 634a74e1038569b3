import { Trans } from '@lingui/react/macro';

/** What a section the owner hides shows in its place (spec: "section private"). */
export function SectionPrivate() {
  return (
    <p className="muted section-private">
      <Trans>section private</Trans>
    </p>
  );
}
