import { CATALOGUE_LIMITS } from '#shared/catalogue-rules';
import { emptyVersion, type GameFormValues, type NodeRef, type VersionFormValues } from './game-form-values.ts';

export type VersionChange = Partial<Omit<VersionFormValues, 'key' | 'version'>>;

export type GameFormAction =
  | { type: 'title'; title: string }
  | { type: 'console'; console: NodeRef | null }
  | { type: 'version'; key: string; change: VersionChange }
  | { type: 'addVersion' }
  | { type: 'removeVersion'; key: string };

/** Every change a person makes to the game form. */
export function gameFormReducer(values: GameFormValues, action: GameFormAction): GameFormValues {
  switch (action.type) {
    case 'title': {
      // A new game's first version title follows the game's until someone types a different one.
      // A stored version never follows: an edit request changes only what the member touched.
      const [first, ...rest] = values.versions;
      const follows = first && first.version === null && first.title === values.title;
      return {
        ...values,
        title: action.title,
        versions: follows ? [{ ...first, title: action.title }, ...rest] : values.versions,
      };
    }
    case 'console':
      return { ...values, console: action.console };
    case 'version':
      return {
        ...values,
        versions: values.versions.map((version) =>
          version.key === action.key ? { ...version, ...action.change } : version,
        ),
      };
    case 'addVersion':
      if (values.versions.length >= CATALOGUE_LIMITS.versionsMax) return values;
      return { ...values, versions: [...values.versions, emptyVersion(values.title, values.versions.at(-1))] };
    case 'removeVersion':
      // A game keeps at least one version.
      if (values.versions.length <= 1) return values;
      return { ...values, versions: values.versions.filter((version) => version.key !== action.key) };
  }
}
