import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * `/media/...`: the seeded images shipped in `api/media/`. Uploaded prescriptions live in the data
 * directory, outside this root, so nothing a visitor sends is ever served.
 */
export default async function mediaRoutes(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
}
