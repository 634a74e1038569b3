// Babel plugin, run after Lingui's macro: every message keeps its English source text, compiled
// here (as `lingui compile` compiles catalogues) instead of at run time. English is the source
// language, so an English reader needs no catalogue at all: each chunk carries the words it shows,
// and the first page downloads the shell's and the home page's words, not all 1,000 of the site.
// Other languages still load their compiled catalogue, whose entries win over these.
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const compiled = (t: typeof BabelTypes, message: string) => t.valueToNode(compileMessageOrThrow(message, (v) => v));

/** Lingui's descriptors, which the macro marks with an `i18n` comment: `{ id, message, values }` of t, msg and <Trans>. */
export function sourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'lingui-compiled-source-messages',
    visitor: {
      Program: {
        // On exit, once the macro has expanded every t, msg and <Trans> of the file.
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return;
              const message = path.node.properties.find(
                (p): p is BabelTypes.ObjectProperty =>
                  t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'message' }),
              );
              if (message && t.isStringLiteral(message.value)) message.value = compiled(t, message.value.value);
            },
          });
        },
      },
    },
  };
}
