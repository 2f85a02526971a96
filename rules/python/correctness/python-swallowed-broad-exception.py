import logging
import os

log = logging.getLogger(__name__)


def cleanup(paths):
    for path in paths:
        # ruleid: python-swallowed-broad-exception
        try:
            os.remove(path)
        except Exception:
            pass


def notify(hooks, event):
    for hook in hooks:
        # ruleid: python-swallowed-broad-exception
        try:
            hook(event)
        except BaseException as exc:
            continue


def close(conn):
    # ruleid: python-swallowed-broad-exception
    try:
        conn.close()
    except (Exception, OSError):
        pass


def cleanup_quietly(paths):
    for path in paths:
        # ok: python-swallowed-broad-exception
        try:
            os.remove(path)
        except FileNotFoundError:
            pass


def notify_logged(hooks, event):
    for hook in hooks:
        # ok: python-swallowed-broad-exception
        try:
            hook(event)
        except Exception:
            log.exception("hook %r failed", hook)


def parse(value):
    # ok: python-swallowed-broad-exception
    try:
        return int(value)
    except (TypeError, ValueError):
        pass
    return None
