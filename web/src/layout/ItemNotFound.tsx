import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from './document-title.ts';

interface ItemNotFoundProps {
  /** The page's title and heading, such as "Game not found". */
  title: string;
  /** Why there is nothing here. */
  children: ReactNode;
  /** The list to go back to. */
  back: { to: string; label: ReactNode };
}

/** For an address that names nothing of its kind: say so and lead back to the list it came from. */
export function ItemNotFound({ title, children, back }: ItemNotFoundProps) {
  useDocumentTitle(title);
  return (
    <article className="item-not-found">
      <h1>{title}</h1>
      <p>{children}</p>
      <p>
        <Link className="button primary" to={back.to}>
          {back.label}
        </Link>
      </p>
    </article>
  );
}
