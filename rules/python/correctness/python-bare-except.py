import json
import logging

log = logging.getLogger(__name__)


def load(path):
    # ruleid: python-bare-except
    try:
        with open(path) as handle:
            return json.load(handle)
    except:
        return {}


def worker(queue):
    while True:
        # ruleid: python-bare-except
        try:
            job = queue.get()
            job.run()
        except ValueError:
            log.warning("bad job")
        except:
            log.exception("job failed")


def load_strict(path):
    # ok: python-bare-except
    try:
        with open(path) as handle:
            return json.load(handle)
    except (OSError, json.JSONDecodeError):
        return {}


def transactional(conn):
    # ok: python-bare-except
    try:
        conn.commit()
    except:
        conn.rollback()
        raise


def serve(server):
    # ok: python-bare-except
    try:
        server.run()
    except Exception:
        log.exception("server crashed")
