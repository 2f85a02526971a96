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


class Stream:
    # A finaliser may not raise: Python only prints "Exception ignored in ..." and goes on,
    # so swallowing there is what the data model asks for.
    def __del__(self):
        # ok: python-swallowed-broad-exception
        try:
            self.close()
        except Exception:
            pass

    def close(self):
        # ruleid: python-swallowed-broad-exception
        try:
            self.flush()
        except Exception:
            pass
