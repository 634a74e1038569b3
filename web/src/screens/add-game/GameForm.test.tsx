import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutationsIn } from '../../test/fake-relay.tsx';
import type { GameFormProps } from './GameForm.tsx';
import { defaultAnswer, fillRequiredFields, pngFile, renderGameForm } from './test/game-form-harness.tsx';

const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field-error'))
    ?.textContent;
};

describe('GameForm', () => {
  it('shows each missing field beside it, focuses the first and keeps what was typed', async () => {
    const onSubmit = vi.fn<GameFormProps['onSubmit']>();
    renderGameForm({ onSubmit });
    await userEvent.type(await screen.findByLabelText('Game title'), 'Star Jacker');
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    const console = screen.getByLabelText('Console');
    expect(document.activeElement).toBe(console);
    expect(errorOf(console)).toBe('This field is required');
    expect(console.getAttribute('aria-invalid')).toBe('true');
    for (const label of [
      'Region',
      'Revision / number',
      'Release date',
      'Developer 1',
      'Publisher 1',
      'Disc or cartridge image',
    ]) {
      expect([label, errorOf(screen.getByLabelText(label))]).toEqual([label, 'This field is required']);
    }
    // The first version's title follows the game's title, so it is not missing.
    expect(screen.getByLabelText<HTMLInputElement>('Version title').value).toBe('Star Jacker');
    expect(errorOf(screen.getByLabelText('Game title'))).toBeUndefined();
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixing a field retracts its problem.
    await userEvent.type(screen.getByLabelText('Revision / number'), '1.0');
    expect(errorOf(screen.getByLabelText('Revision / number'))).toBeUndefined();
  });

  it('asks for a country only for a unique regional variant', async () => {
    renderGameForm();
    const variant = await screen.findByRole('checkbox', { name: 'Unique regional variant (released for one country)' });
    expect(screen.queryByLabelText('Country')).toBeNull();
    await userEvent.click(variant);
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    expect(errorOf(screen.getByLabelText('Country'))).toBe('Country is required when the country field is used');
    await userEvent.click(variant);
    expect(screen.queryByLabelText('Country')).toBeNull();
  });

  it('adds and removes versions, moving the focus to the version concerned', async () => {
    renderGameForm();
    await userEvent.type(await screen.findByLabelText('Game title'), 'Hang-On');
    await userEvent.type(screen.getByLabelText('Developer 1'), 'Sega');
    await userEvent.click(screen.getByRole('button', { name: 'Add another version' }));
    const second = screen.getByRole('region', { name: 'Version 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Version title'));
    expect(within(second).getByLabelText<HTMLInputElement>('Version title').value).toBe('Hang-On');
    expect(within(second).getByLabelText<HTMLInputElement>('Developer 1').value).toBe('Sega');
    await userEvent.type(within(second).getByLabelText('Revision / number'), 'Rev A');

    await userEvent.click(screen.getByRole('button', { name: 'Remove version 1' }));
    expect(screen.queryByRole('region', { name: 'Version 2' })).toBeNull();
    const only = screen.getByRole('region', { name: 'Version 1' });
    expect(document.activeElement).toBe(within(only).getByRole('heading', { name: 'Version 1' }));
    expect(within(only).getByLabelText<HTMLInputElement>('Revision / number').value).toBe('Rev A');
    expect(screen.queryByRole('button', { name: /Remove version/ })).toBeNull();
  });

  it('adds and removes developer names', async () => {
    renderGameForm();
    await userEvent.type(await screen.findByLabelText('Developer 1'), 'Westone');
    await userEvent.click(screen.getByRole('button', { name: 'Add another developer' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Developer 2'));
    await userEvent.type(screen.getByLabelText('Developer 2'), 'Sega');
    await userEvent.click(screen.getByRole('button', { name: 'Remove developer 1' }));
    expect(screen.getByLabelText<HTMLInputElement>('Developer 1').value).toBe('Sega');
    expect(screen.queryByLabelText('Developer 2')).toBeNull();
  });

  it('offers the existing companies matching a name, keeping the last ones while the next load', async () => {
    let answerSecond = () => {};
    const second = new Promise<void>((resolve) => (answerSecond = resolve));
    const company = (id: number, name: string) => ({ __typename: 'Company', id: btoa(`Company:${id}`), name });
    const { sent } = renderGameForm({
      answer: (operation) => {
        if (operation.name !== 'CompanySuggestionsQuery') return defaultAnswer(operation);
        if (operation.variables.search === 'Nin') return { data: { companies: [company(1, 'Nintendo')] } };
        return second.then(() => ({ data: { companies: [company(2, 'Nintendo EAD')] } }));
      },
    });
    const developer = await screen.findByLabelText<HTMLInputElement>('Developer 1');
    const sentSearches = () =>
      sent.filter((operation) => operation.name === 'CompanySuggestionsQuery').map(({ variables }) => variables.search);
    const offered = () =>
      [...(document.getElementById(developer.getAttribute('list')!)?.querySelectorAll('option') ?? [])].map(
        (option) => option.value,
      );
    await userEvent.type(developer, 'Nin');
    await waitFor(() => expect(offered()).toEqual(['Nintendo']));
    await userEvent.type(developer, 'tendo E');
    await waitFor(() => expect(sentSearches()).toContain('Nintendo E'));
    expect(offered()).toEqual(['Nintendo']);
    answerSecond();
    await waitFor(() => expect(offered()).toEqual(['Nintendo EAD']));
  });

  it('uploads a chosen image at once and shows what was stored', async () => {
    const { sent } = renderGameForm();
    await userEvent.upload(await screen.findByLabelText('Front box art (optional)'), pngFile('front.png'));
    expect(await screen.findByText('Stored image: 1.2 KB, 40 × 56 pixels.')).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Front box art of version 1' }).getAttribute('src')).toBe(
      '/images/sha-7',
    );
    expect(mutationsIn(sent).map((operation) => operation.name)).toEqual(['useUploadImageMutation']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the front box art of version 1' }));
    expect(screen.queryByRole('img', { name: 'Front box art of version 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Front box art (optional)'));
  });

  it('refuses a file that is too large before sending it, keeping the rest of the form', async () => {
    const { sent } = renderGameForm();
    await userEvent.type(await screen.findByLabelText('Game title'), 'Star Jacker');
    const medium = screen.getByLabelText('Disc or cartridge image');
    await userEvent.upload(medium, pngFile('huge.png', 600 * 1024));
    expect(errorOf(medium)).toBe('Images must be at most 500 KB');
    expect(mutationsIn(sent)).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Game title').value).toBe('Star Jacker');
  });

  it('shows the server’s reason for refusing an image beside the field', async () => {
    renderGameForm({
      answer: (operation) =>
        operation.name === 'useUploadImageMutation'
          ? {
              data: {
                uploadImage: {
                  __typename: 'ValidationError',
                  fieldErrors: [{ field: 'file', code: 'imageType', message: 'Images must be PNG, JPG or WebP' }],
                },
              },
            }
          : defaultAnswer(operation),
    });
    await userEvent.type(await screen.findByLabelText('Game title'), 'Star Jacker');
    const medium = screen.getByLabelText('Disc or cartridge image');
    await userEvent.upload(medium, pngFile('notes.png', 20));
    await vi.waitFor(() => expect(errorOf(medium)).toBe('Images must be PNG, JPG or WebP'));
    expect(screen.getByLabelText<HTMLInputElement>('Game title').value).toBe('Star Jacker');
  });

  it('says how long to wait after too many uploads', async () => {
    renderGameForm({
      answer: (operation) =>
        operation.name === 'useUploadImageMutation'
          ? ({
              data: null,
              errors: [{ message: 'Too many attempts.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 61 } }],
            } as never)
          : defaultAnswer(operation),
    });
    const back = await screen.findByLabelText('Back box art (optional)');
    await userEvent.upload(back, pngFile('back.png'));
    await vi.waitFor(() => expect(errorOf(back)).toBe('Too many images uploaded. Try again in 2 minutes.'));
  });

  it('puts the server’s problems beside their fields and focuses the first', async () => {
    const onSubmit = vi.fn<GameFormProps['onSubmit']>(async () => ({
      kind: 'invalid',
      problems: [
        { field: 'versions.0.publishers.0', code: 'tooLong', message: 'Publisher name must be at most 100 characters' },
        {
          field: 'versions.0.mediumImageId',
          code: 'notFound',
          message: 'This image was not uploaded; choose it again',
        },
      ],
    }));
    renderGameForm({ onSubmit });
    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![1]).toEqual({ confirmedNotDuplicate: false });
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Star Jacker', console: { databaseId: 18 } });
    const publisher = screen.getByLabelText('Publisher 1');
    await vi.waitFor(() => expect(document.activeElement).toBe(publisher));
    expect(errorOf(publisher)).toBe('This is too long');
    expect(errorOf(screen.getByLabelText('Disc or cartridge image'))).toBe(
      'This image was not uploaded; choose it again',
    );
    expect(screen.getByText('The game was not added. Please correct the marked fields.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Game title').value).toBe('Star Jacker');
  });

  it('looks for similar games once the title is left with a console chosen', async () => {
    const { sent } = renderGameForm();
    await userEvent.selectOptions(await screen.findByLabelText('Console'), 'Mega Drive / Genesis');
    await userEvent.type(screen.getByLabelText('Game title'), '  Sonic ');
    await userEvent.tab();
    expect(
      sent.filter((operation) => operation.name === 'SimilarGamesLookupQuery').map((operation) => operation.variables),
    ).toEqual([{ title: 'Sonic', consoleId: 'Q29uc29sZToxOA==' }]);
  });
});
