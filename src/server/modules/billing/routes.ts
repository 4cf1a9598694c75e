// Premium passes (docs/product/plans.md): create a checkout for a pass, follow the order's state, take
// Stripe's webhook, and — while no Stripe key is configured — the sandbox's Pay and Cancel.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { Order } from '../../../contract/billing.ts';
import * as billingEndpoints from '../../../contract/endpoints/billing.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { passes } from '../../../domain/plans/plans.ts';
import { requireUser } from '../../auth/guards.ts';
import { createPaymentProvider } from '../../billing/create-provider.ts';
import { closeUnpaidOrder, fulfilOrder } from '../../billing/fulfilment.ts';
import { returnPaths } from '../../billing/provider.ts';
import { payments } from '../../db/billing-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, notFound, msg } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';

type PaymentRow = typeof payments.$inferSelect;

function toOrder(row: PaymentRow): Order {
  return {
    id: row.id,
    passId: row.passId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const provider = await createPaymentProvider(deps.config);

  app.route({
    ...endpointRoute(billingEndpoints.createCheckout),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      const pass = passes[req.body.passId];
      const orderId = randomUUID();
      const now = deps.now();
      await deps.db.insert(payments).values({
        id: orderId,
        userId: user.id,
        passId: pass.id,
        amount: pass.amount,
        currency: pass.currency,
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      });
      let session;
      try {
        session = await provider.createCheckout({
          orderId,
          userId: user.id,
          email: user.email,
          pass,
          origin: linkOriginOf(req),
        });
      } catch (err) {
        req.log.error({ err, orderId }, 'could not create a checkout session');
        await closeUnpaidOrder(deps, orderId, 'failed');
        throw new HttpError(502, errorCodes.paymentProvider, msg('error.billing.providerDown'));
      }
      await deps.db
        .update(payments)
        .set({ providerSessionId: session.sessionId, updatedAt: deps.now() })
        .where(eq(payments.id, orderId));
      req.log.info({ orderId, passId: pass.id, provider: provider.name }, 'checkout created');
      return reply.status(201).send({ orderId, url: session.url });
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.getOrder),
    handler: async (req) => {
      const user = await requireUser(req);
      const [row] = await deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, req.params.orderId), eq(payments.userId, user.id)));
      if (!row) throw notFound(msg('error.billing.noSuchOrder'));
      return toOrder(row);
    },
  });

  if (deps.config.stripe) {
    await app.register(stripeWebhook(deps.config.stripe));
  } else {
    await app.register(sandboxRoutes);
  }
};

/** Scoped to its own plugin: only this route reads the body raw, as signature checks need. */
function stripeWebhook(config: NonNullable<AppDeps['config']['stripe']>) {
  return async (app: FastifyInstance) => {
    const { deps } = app;
    const { stripeClient, verifyStripeEvent } = await import('../../billing/stripe-provider.ts');
    const stripe = stripeClient(config);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.withTypeProvider<ZodTypeProvider>().route({
      ...endpointRoute(billingEndpoints.receiveStripeWebhook),
      handler: async (req) => {
        const raw = req.body;
        if (!Buffer.isBuffer(raw)) {
          throw new HttpError(400, errorCodes.validation, msg('error.billing.webhookBody'));
        }
        let event: Stripe.Event;
        try {
          event = verifyStripeEvent(stripe, config, raw, req.headers['stripe-signature']);
        } catch (err) {
          req.log.warn({ err }, 'stripe webhook with an invalid signature');
          throw new HttpError(
            400,
            errorCodes.invalidSignature,
            msg('error.billing.webhookSignature'),
          );
        }
        await handleStripeEvent(deps, event, req.log);
        return { received: true as const };
      },
    });
  };
}

interface EventLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

async function handleStripeEvent(deps: AppDeps, event: Stripe.Event, log: EventLog) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      break;
    default:
      log.info({ eventId: event.id, type: event.type }, 'stripe event ignored');
      return;
  }
  const session = event.data.object;
  const order = await findStripeOrder(deps, session);
  if (!order) {
    log.warn(
      { eventId: event.id, type: event.type, sessionId: session.id },
      'stripe event for an unknown checkout session ignored',
    );
    return;
  }
  if (event.type === 'checkout.session.completed') {
    // Delayed payment methods complete "unpaid"; async_payment_succeeded follows.
    if (session.payment_status === 'paid') await fulfil(order.id);
  } else if (event.type === 'checkout.session.async_payment_succeeded') {
    await fulfil(order.id);
  } else {
    const changed = await closeUnpaidOrder(deps, order.id, 'failed');
    log.info({ orderId: order.id, type: event.type, changed }, 'order recorded as failed');
  }

  async function fulfil(orderId: string) {
    const result = await fulfilOrder(deps, orderId, log);
    log.info({ orderId, eventId: event.id, outcome: result.outcome }, 'stripe payment handled');
  }
}

async function findStripeOrder(deps: AppDeps, session: Stripe.Checkout.Session) {
  const [bySession] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerSessionId, session.id)));
  if (bySession) return bySession;
  // The webhook can overtake our storing of the session id; the order id travels with it.
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  if (!orderId) return undefined;
  const [byOrder] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, orderId),
        eq(payments.provider, 'stripe'),
        or(isNull(payments.providerSessionId), eq(payments.providerSessionId, session.id)),
      ),
    );
  return byOrder;
}

/** The test checkout. Registered only without Stripe keys, so with keys these paths are 404. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  async function ownSandboxOrder(userId: string, sessionId: string) {
    const [row] = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'sandbox'),
          eq(payments.providerSessionId, sessionId),
          eq(payments.userId, userId),
        ),
      );
    if (!row) throw notFound(msg('error.billing.noSuchCheckout'));
    return row;
  }

  app.route({
    ...endpointRoute(billingEndpoints.getSandboxSession),
    handler: async (req) => {
      const user = await requireUser(req);
      return { order: toOrder(await ownSandboxOrder(user.id, req.params.sessionId)) };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.paySandboxSession),
    handler: async (req) => {
      const user = await requireUser(req);
      const order = await ownSandboxOrder(user.id, req.params.sessionId);
      if (order.state === 'cancelled' || order.state === 'failed') {
        throw new HttpError(409, errorCodes.conflict, msg('error.billing.checkoutCancelled'));
      }
      const result = await fulfilOrder(deps, order.id, req.log);
      req.log.info({ orderId: order.id, outcome: result.outcome }, 'sandbox payment');
      return { redirectTo: returnPaths(order.id).success };
    },
  });

  app.route({
    ...endpointRoute(billingEndpoints.cancelSandboxSession),
    handler: async (req) => {
      const user = await requireUser(req);
      const order = await ownSandboxOrder(user.id, req.params.sessionId);
      if (order.state === 'paid') {
        throw new HttpError(409, errorCodes.conflict, msg('error.billing.alreadyPaid'));
      }
      await closeUnpaidOrder(deps, order.id, 'cancelled');
      return { redirectTo: returnPaths(order.id).cancel };
    },
  });
};
