import { ssrAgainstStatic, load } from './ssrThroughput.mjs';
const s = { connections: 10, duration: 8 };
for (const p of ['/ru', '/ru/news/launcher-2-0', '/ru/servers/hitech']) {
  const r = await ssrAgainstStatic('http://127.0.0.1:44131' + p, s);
  console.log(p, r.bytes, 'bytes', r.rendered, r.plain, 'ratio', r.ratio.toFixed(3));
}
console.log('api/main', await load({ url: 'http://127.0.0.1:44111/api/main', ...s }));
