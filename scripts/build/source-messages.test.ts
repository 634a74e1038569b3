import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from './source-messages.ts';

const build = (code: string) =>
  transformSync(code, {
    filename: 'web/src/Example.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], sourceMessages],
  })!.code!;

describe('English source messages compiled into the build', () => {
  it('gives t, msg and <Trans> their English text in compiled form, as a catalogue holds it', () => {
    const code = build(`
      import { t, msg } from '@lingui/core/macro';
      import { Trans } from '@lingui/react/macro';
      const greeting = t\`Hello \${name}\`;
      const title = msg\`Games\`;
      export const More = () => <Trans>Read <a href="/x">more</a> of {name}</Trans>;
    `);
    expect(code).toMatch(/message: \["Hello ", \["name"\]\]/);
    expect(code).toMatch(/message: \["Games"\]/);
    expect(code).toMatch(/message: \["Read <0>more<\/0> of ", \["name"\]\]/);
  });

  it('leaves objects that are not Lingui descriptors alone', () => {
    expect(build(`export const problem = { id: 'x', message: 'Name is required' };`)).toContain(
      `message: 'Name is required'`,
    );
  });
});
