import type { Request, Response } from 'express';

interface Order {
  id: string;
  total: number;
}

async function publishOrder(order: Order): Promise<void> {
  await fetch('https://events.internal/orders', { method: 'POST', body: JSON.stringify(order) });
}

function totalOf(order: Order): number {
  return order.total;
}

export function createOrder(req: Request, res: Response): void {
  const order: Order = { id: String(req.body.id), total: Number(req.body.total) };
  // ruleid: js-async-call-result-dropped
  publishOrder(order);
  // ok: js-async-call-result-dropped
  totalOf(order);
  res.status(201).json(order);
}

export async function createOrderAndWait(req: Request, res: Response): Promise<void> {
  const order: Order = { id: String(req.body.id), total: Number(req.body.total) };
  // ok: js-async-call-result-dropped
  await publishOrder(order);
  res.status(201).json(order);
}
