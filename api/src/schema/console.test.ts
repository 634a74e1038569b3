import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';

const t = useTestApp({ seed: true });

const create = /* GraphQL */ `
  mutation Create($input: ConsoleInput!) {
    createConsole(input: $input) {
      __typename
      ... on MutationCreateConsoleSuccess {
        data {
          id
          name
          manufacturer
          releaseDate
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;
const update = /* GraphQL */ `
  mutation Update($id: ID!, $input: ConsoleInput!) {
    updateConsole(id: $id, input: $input) {
      __typename
      ... on MutationUpdateConsoleSuccess {
        data {
          id
          name
          manufacturer
          releaseDate
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

const users: Record<'user' | 'moderator' | 'admin', string> = { user: '', moderator: '', admin: '' };
beforeAll(async () => {
  users.user = (await createTestUser(t.db, 'console_user')).cookie;
  users.moderator = (await createTestUser(t.db, 'console_mod', { role: 'MODERATOR' })).cookie;
  users.admin = (await createTestUser(t.db, 'console_admin', { role: 'ADMIN' })).cookie;
});

describe('console management', () => {
  it('lets moderators add a console and admins correct it', async () => {
    const added: any = await graphql(
      t.app,
      create,
      { input: { name: 'Pippin Prototype', manufacturer: 'Nintendo', releaseDate: '1996-03-28' } },
      { cookie: users.moderator },
    );
    expect(added.data.createConsole.data).toMatchObject({
      name: 'Pippin Prototype',
      manufacturer: 'Nintendo',
      releaseDate: '1996-03-28',
    });
    const corrected: any = await graphql(
      t.app,
      update,
      {
        id: added.data.createConsole.data.id,
        input: { name: 'Pippin Prototype', manufacturer: 'Nintendo', releaseDate: '' },
      },
      { cookie: users.admin },
    );
    expect(corrected.data.updateConsole.data).toMatchObject({ name: 'Pippin Prototype', releaseDate: null });
  });

  it('refuses users and visitors', async () => {
    const byUser: any = await graphql(
      t.app,
      create,
      { input: { name: 'Pirate Console', manufacturer: 'Nobody' } },
      { cookie: users.user },
    );
    expect(byUser.errors[0].extensions.code).toBe('FORBIDDEN');
    const byVisitor: any = await graphql(t.app, create, { input: { name: 'Pirate Console', manufacturer: 'Nobody' } });
    expect(byVisitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await t.db.prisma.console.count({ where: { name: 'Pirate Console' } })).toBe(0);
  });

  it('names the broken rules: required fields, a real date, a unique name', async () => {
    const empty: any = await graphql(
      t.app,
      create,
      { input: { name: ' ', manufacturer: '', releaseDate: '1995-13-01' } },
      { cookie: users.moderator },
    );
    expect(empty.data.createConsole.fieldErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['name', 'required'],
      ['manufacturer', 'required'],
      ['releaseDate', 'invalidDate'],
    ]);
    const taken: any = await graphql(
      t.app,
      create,
      { input: { name: 'Game Boy', manufacturer: 'Nintendo' } },
      { cookie: users.moderator },
    );
    expect(taken.data.createConsole.fieldErrors).toEqual([
      { field: 'name', code: 'taken', message: 'A console with this name already exists' },
    ]);
    const consoles: any = await graphql(t.app, '{ consoles { edges { node { id name } } } }');
    const nes = consoles.data.consoles.edges.find((e: any) => e.node.name === 'Nintendo Entertainment System').node.id;
    const renamedOnto: any = await graphql(
      t.app,
      update,
      { id: nes, input: { name: 'Game Boy', manufacturer: 'Nintendo' } },
      { cookie: users.moderator },
    );
    expect(renamedOnto.data.updateConsole.fieldErrors[0].code).toBe('taken');
    const missing: any = await graphql(
      t.app,
      update,
      { id: 'Q29uc29sZTo5OTk5OTk=', input: { name: 'X', manufacturer: 'Y' } },
      { cookie: users.moderator },
    );
    expect(missing.data.updateConsole.fieldErrors[0]).toMatchObject({ field: 'id', code: 'notFound' });
  });
});
