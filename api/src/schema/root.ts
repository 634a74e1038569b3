import { builder } from '../builder.ts';

// Root types exist once; each domain file adds its fields with queryFields/mutationFields.
builder.queryType({});
builder.mutationType({});
