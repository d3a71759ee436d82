// The ceiling: Fastify with no plugins answering a fixed JSON body of the shop's size, with the shop's
// headers, to every GET.
import Fastify from 'fastify';

const body = process.env.BODY ?? '{}';
const headers = JSON.parse(process.env.HEADERS ?? '{}');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.headers(headers).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${app.server.address().port}`);
