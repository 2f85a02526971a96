import logging
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path


def write_report(data: bytes) -> None:
    # ruleid: python-hardcoded-tmp-path
    with open("/tmp/report.pdf", "wb") as fh:
        fh.write(data)


def cache_dir() -> str:
    # ruleid: python-hardcoded-tmp-path
    os.makedirs("/var/tmp/myapp-cache", exist_ok=True)
    return "/var/tmp/myapp-cache"


def lock_path(name: str) -> str:
    # ruleid: python-hardcoded-tmp-path
    return os.path.join("/tmp", name + ".lock")


def stash(upload: str) -> None:
    # ruleid: python-hardcoded-tmp-path
    shutil.copy(upload, "/dev/shm/upload.bin")


# ruleid: python-hardcoded-tmp-path
DEBUG_LOG = logging.FileHandler("/tmp/debug.log")


def scratch_db() -> sqlite3.Connection:
    # ruleid: python-hardcoded-tmp-path
    return sqlite3.connect("/tmp/scratch.db")


def marker() -> Path:
    # ruleid: python-hardcoded-tmp-path
    return Path("/tmp/job.done")


def write_report_safe(data: bytes) -> str:
    # ok: python-hardcoded-tmp-path
    fd, path = tempfile.mkstemp(suffix=".pdf")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return path


def cache_dir_safe() -> str:
    # ok: python-hardcoded-tmp-path
    return tempfile.mkdtemp(prefix="myapp-")


def lock_path_safe(name: str) -> str:
    # ok: python-hardcoded-tmp-path
    return os.path.join(tempfile.gettempdir(), name + ".lock")


def data_file() -> str:
    # ok: python-hardcoded-tmp-path
    with open("/var/lib/myapp/state.json") as fh:
        return fh.read()


def temporary_named() -> None:
    # ok: python-hardcoded-tmp-path
    with tempfile.NamedTemporaryFile(dir=os.environ.get("TMPDIR")) as fh:
        fh.write(b"x")


def tmp_in_text() -> str:
    # ok: python-hardcoded-tmp-path
    return "files older than a day are removed from /tmp/"


def sibling_name() -> str:
    # ok: python-hardcoded-tmp-path
    return open("/tmpfiles/settings.ini").read()
