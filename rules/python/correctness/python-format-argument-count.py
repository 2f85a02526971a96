import logging

logger = logging.getLogger(__name__)


def describe(user, order):
    # ruleid: python-format-argument-count
    title = "Order {} for {} ({})".format(order.id, user.name)
    # ruleid: python-format-argument-count
    line = "{}: {}".format(order.id, user.name, order.total)
    # ruleid: python-format-argument-count
    header = 'Invoice {:>8}'.format()
    # ruleid: python-format-argument-count
    footer = "Thanks for shopping".format(user.name)
    # ok: python-format-argument-count
    summary = "Order {} for {} ({})".format(order.id, user.name, order.total)
    # ok: python-format-argument-count
    padded = "{:>10} | {!r}".format(order.id, user.name)
    # ok: python-format-argument-count
    named = "{name} ordered {count} items".format(name=user.name, count=len(order.items))
    # ok: python-format-argument-count
    indexed = "{0} and {0} again, then {1}".format(user.name, order.id)
    # ok: python-format-argument-count
    braces = "{{literal}} {}".format(order.id)
    # ok: python-format-argument-count
    spread = "{} {} {}".format(*order.parts)
    # ok: python-format-argument-count
    mixed = "{} of {total}".format(order.paid, total=order.total)
    logger.info("%s %s %s %s %s %s %s %s", title, line, header, footer, summary, padded, named, indexed)
    return braces, spread, mixed
