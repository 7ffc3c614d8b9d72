import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the fake received: what the SDK sent (form fields decoded into their bracketed names). */
export interface StripeRequest {
  method: string;
  path: string;
  fields: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/**
 * A local HTTP server that answers the Stripe calls billing makes (customers, prices by lookup key, subscriptions
 * created incomplete with their first invoice's confirmation secret, retrieved, updated), so tests drive the real
 * `stripe` SDK. Not a Stripe emulator: it keeps just enough state for those calls.
 */
export class FakeStripeServer {
  readonly requests: StripeRequest[] = [];
  private server: Server | null = null;
  private counter = 0;
  private readonly prices = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, Record<string, unknown>>();

  get apiBase(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const fields = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
        this.requests.push({ method: req.method ?? 'GET', path: url.pathname, fields, headers: req.headers });
        const [status, answer] = this.answer(req.method ?? 'GET', url.pathname, fields);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private id(prefix: string): string {
    return `${prefix}_fake${++this.counter}`;
  }

  private metadataOf(fields: Record<string, string>, prefix = 'metadata'): Record<string, string> {
    return Object.fromEntries(Object.entries(fields).filter(([key]) => key.startsWith(`${prefix}[`)).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));
  }

  private answer(method: string, path: string, fields: Record<string, string>): [number, unknown] {
    const now = Math.floor(Date.now() / 1000);
    if (method === 'POST' && path === '/v1/customers') return [200, { id: this.id('cus'), object: 'customer', name: fields.name ?? null, metadata: this.metadataOf(fields) }];
    if (method === 'GET' && path === '/v1/prices') {
      const key = fields['lookup_keys[0]'] ?? fields['lookup_keys[]'];
      const price = [...this.prices.values()].find((candidate) => candidate.lookup_key === key);
      return [200, { object: 'list', data: price ? [price] : [], has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = { id: this.id('price'), object: 'price', currency: fields.currency, unit_amount: Number(fields.unit_amount), lookup_key: fields.lookup_key, recurring: { interval: fields['recurring[interval]'] }, metadata: this.metadataOf(fields), active: true };
      this.prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const id = this.id('sub');
      const subscription = {
        id,
        object: 'subscription',
        customer: fields.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: this.metadataOf(fields),
        items: { object: 'list', data: [{ id: this.id('si'), object: 'subscription_item', price: this.prices.get(fields['items[0][price]']!) ?? { id: fields['items[0][price]'] }, current_period_start: now, current_period_end: now + 30 * 86400 }] },
        latest_invoice: this.invoice(fields.customer!, id),
      };
      this.subscriptions.set(id, subscription);
      return [200, subscription];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }];
      if (method === 'POST') {
        if (fields.cancel_at_period_end) subscription.cancel_at_period_end = fields.cancel_at_period_end === 'true';
        if (fields['items[0][price]']) subscription.latest_invoice = this.invoice(subscription.customer as string, subscription.id as string);
      }
      return [200, subscription];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  private invoice(customer: string, subscription: string): Record<string, unknown> {
    const id = this.id('in');
    return { id, object: 'invoice', customer, status: 'open', parent: { type: 'subscription_details', subscription_details: { subscription } }, confirmation_secret: { client_secret: `pi_${id}_secret_fake`, type: 'payment_intent' } };
  }
}

const signer = new Stripe('sk_test_signing_only');

/** A webhook as Stripe sends it: the JSON body and its Stripe-Signature header, signed with `secret` (or `timestamp`). */
export function signedWebhook(body: unknown, secret: string, timestamp?: number): { payload: string; signature: string } {
  const payload = JSON.stringify(body, null, 2);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
