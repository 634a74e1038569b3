// The zod every shared schema is built with: zod/mini, whose functions a bundle takes one by one,
// where `import { z } from 'zod'` brings all of zod (~86 KB) into the browser. Mini loads no
// locale and says only "Invalid input"; English is set here so every message, in the browser
// and on the server, is the one classic zod gives (the API's own classic schemas set the same).
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };
