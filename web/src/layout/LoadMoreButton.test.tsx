import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test/render.tsx';
import { LoadMoreButton } from './LoadMoreButton.tsx';

describe('LoadMoreButton', () => {
  it('renders nothing without a next page', () => {
    const { container } = renderAt(<LoadMoreButton hasNext={false} isLoading={false} onLoad={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('loads once, and says "Loading…" with focus kept while the page comes', () => {
    const onLoad = vi.fn();
    renderAt(<LoadMoreButton hasNext isLoading={false} onLoad={onLoad} keepFocus paragraph />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    cleanup();
    renderAt(<LoadMoreButton hasNext isLoading onLoad={onLoad} keepFocus paragraph="admin-more" />);
    const button = screen.getByRole('button', { name: 'Loading…' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.parentElement?.outerHTML).toMatch(/^<p class="admin-more">/);
    fireEvent.click(button);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('keeps a fixed label, and is hidden with a note where the page is read without script', () => {
    const { container } = renderAt(
      <LoadMoreButton hasNext isLoading onLoad={() => {}} label="Show more votes" needsScript />,
    );
    const button = screen.getByRole('button', { name: 'Show more votes' });
    expect(button.className).toBe('button needs-script');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('noscript')).not.toBeNull();
  });
});
