function createOrder(order, logger) {
  // ruleid: js-console-log
  console.log('creating order', order);
  logger.info({ orderId: order.id }, 'order created');
}

function debugState(state) {
  // ruleid: js-console-log
  console.debug(state);
}

function reportFailure(err, logger) {
  // ok: js-console-log
  logger.error({ err }, 'payment failed');
}

function warnDeprecated(name) {
  // ok: js-console-log
  console.warn(`${name} is deprecated`);
}
