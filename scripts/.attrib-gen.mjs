import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const sw=fs.readFileSync("dist/web/sw.js","utf8");
const urls=[...sw.matchAll(/url:"([^"]+)"/g)].map(m=>m[1]).filter(u=>/\.js$/.test(u));
const bytes=new Map();
for (const u of urls){ const file='dist/web/'+u; if(!fs.existsSync(file+'.map')) continue;
 const code=fs.readFileSync(file,'utf8'); const lines=code.split('\n'); const smc=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8')));
 const byLine=new Map(); smc.eachMapping(m=>{ if(!byLine.has(m.generatedLine)) byLine.set(m.generatedLine,[]); byLine.get(m.generatedLine).push(m);});
 for (const [ln,ms] of byLine){ ms.sort((a,b)=>a.generatedColumn-b.generatedColumn); const len=lines[ln-1].length;
  for(let i=0;i<ms.length;i++){ const end=i+1<ms.length?ms[i+1].generatedColumn:len; const src=ms[i].source||'?'; if(!src.includes('__generated__')) continue; const key=src.replace(/.*__generated__\//,'');
   bytes.set(key,(bytes.get(key)||0)+end-ms[i].generatedColumn);} } }
const rows=[...bytes].sort((a,b)=>b[1]-a[1]); let t=0; for(const [,v] of rows) t+=v; console.log('total',(t/1024).toFixed(1), rows.length);
for(const [k,v] of rows.slice(0,+(process.argv[2]||25))) console.log((v/1024).toFixed(1).padStart(8),k);
