import logging

log = logging.getLogger(__name__)


def read_config(path):
    try:
        with open(path) as handle:
            return handle.read()
    finally:
        log.info("read %s", path)
        # ruleid: python-control-flow-in-finally
        return ""


def process(jobs):
    for job in jobs:
        try:
            job.run()
        except ValueError:
            log.warning("bad job")
        finally:
            if job.last:
                # ruleid: python-control-flow-in-finally
                break


def drain(items):
    while items:
        try:
            items.pop().close()
        finally:
            # ruleid: python-control-flow-in-finally
            continue


def read_config_safely(path):
    try:
        with open(path) as handle:
            # ok: python-control-flow-in-finally
            return handle.read()
    finally:
        log.info("read %s", path)


def process_safely(jobs):
    for job in jobs:
        try:
            job.run()
        finally:
            job.release()
        if job.last:
            # ok: python-control-flow-in-finally
            break


def release_all(locks):
    try:
        locks.acquire_all()
    finally:
        for lock in locks:
            if lock.released:
                # ok: python-control-flow-in-finally
                continue
            lock.release()
