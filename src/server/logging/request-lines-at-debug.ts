// Fastify's lines for each request, moved from `info` to `debug` for a log a person reads.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * On a terminal, a line per request would bury the lines a person looks for (where to open Tempo,
 * a new account's confirmation link, a warning) under the hundreds a console's page load makes.
 * They show with LOG_LEVEL=debug. A request that failed is still an error, at any level.
 */
export class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
