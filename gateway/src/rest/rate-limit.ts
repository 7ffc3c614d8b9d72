import type { NextFunction, Request, Response } from 'express';

/**
 * A fixed-window limit per client address for endpoints open to the public (sign-in, starting and writing
 * chats). Over the limit: 429 with Retry-After. Kept in memory: per gateway instance.
 */
export function rateLimit(options: { name: string; limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, options.windowMs);
  sweep.unref();
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > options.limit) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({ message: `Too many requests to ${options.name}. Please wait ${retryAfter} seconds and try again.`, retryAfter });
      return;
    }
    next();
  };
}
