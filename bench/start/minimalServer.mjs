// The reference of `bench/start`: what starting node and Fastify costs at all — one health route,
// listening where the portal would, nothing else.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
