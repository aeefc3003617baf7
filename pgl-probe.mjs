import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const db = new PGlite(); await db.waitReady; console.log('new', Date.now()-t, process.memoryUsage().rss/1e6|0);
await db.exec('create table t(id int); insert into t values (1)');
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t, process.memoryUsage().rss/1e6|0);
console.log((await db2.query('select * from t')).rows);
t=Date.now(); const db3 = new PGlite(); await db3.waitReady; console.log('new2', Date.now()-t, process.memoryUsage().rss/1e6|0);
