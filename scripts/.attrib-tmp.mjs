// attribute bytes of a built chunk to sources using its source map
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2]; const depth = +(process.argv[3]||2);
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const bytes = new Map();
let mappings = [];
smc.eachMapping((m) => mappings.push(m));
// group by generated line, sorted by column
const byLine = new Map();
for (const m of mappings) { if (!byLine.has(m.generatedLine)) byLine.set(m.generatedLine, []); byLine.get(m.generatedLine).push(m); }
for (const [ln, ms] of byLine) { ms.sort((a,b)=>a.generatedColumn-b.generatedColumn); const len = lines[ln-1].length;
  for (let i=0;i<ms.length;i++){ const end = i+1<ms.length? ms[i+1].generatedColumn : len; const src = ms[i].source||'?'; let key=src.replace(/.*node_modules\//,'nm:');
   if(key.startsWith('nm:')) key = key.split("/").slice(0, depth).join("/"); else key = key.replace(/^(\.\.\/)+/,'').split('/').slice(0,depth).join('/');
   bytes.set(key,(bytes.get(key)||0)+end-ms[i].generatedColumn);} }
const rows=[...bytes].sort((a,b)=>b[1]-a[1]); let t=0; for(const [k,v] of rows){t+=v;} console.log('total mapped',(t/1024).toFixed(1), 'file', (code.length/1024).toFixed(1));
for (const [k,v] of rows.slice(0,30)) console.log((v/1024).toFixed(1).padStart(8), k);
