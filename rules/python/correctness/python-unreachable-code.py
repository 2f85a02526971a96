import logging

logger = logging.getLogger(__name__)


class PaymentError(Exception):
    pass


def charge(order, gateway):
    if order.total <= 0:
        return None
    result = gateway.charge(order.total)
    return result
    # ruleid: python-unreachable-code
    logger.info("charged order %s", order.id)


def refund(order):
    if not order.paid:
        raise PaymentError("order not paid")
        # ruleid: python-unreachable-code
        order.status = "refund-failed"
    order.paid = False


def first_invalid(items):
    for item in items:
        if item.valid:
            continue
            # ruleid: python-unreachable-code
            logger.debug("skipping %s", item)
        return item
    return None


def drain(queue):
    while True:
        job = queue.get()
        if job is None:
            break
            # ruleid: python-unreachable-code
            queue.task_done()
        job.run()


def charge_logged(order, gateway):
    result = gateway.charge(order.total)
    # ok: python-unreachable-code
    logger.info("charged order %s", order.id)
    return result


def refund_checked(order):
    if not order.paid:
        # ok: python-unreachable-code
        order.status = "refund-failed"
        raise PaymentError("order not paid")
    order.paid = False


class Source:
    def rows(self):
        raise NotImplementedError
        # ok: python-unreachable-code
        yield


def empty_rows():
    return
    # ok: python-unreachable-code
    yield


def drain_all(queue):
    while True:
        job = queue.get()
        if job is None:
            # ok: python-unreachable-code
            queue.task_done()
            break
        job.run()
