import os
import tempfile
from tempfile import mktemp


def write_report(data: bytes) -> str:
    # ruleid: python-tempfile-mktemp
    path = tempfile.mktemp(suffix=".pdf")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def scratch() -> str:
    # ruleid: python-tempfile-mktemp
    return mktemp()


def write_report_safe(data: bytes) -> str:
    # ok: python-tempfile-mktemp
    fd, path = tempfile.mkstemp(suffix=".pdf")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return path


def workdir() -> str:
    # ok: python-tempfile-mktemp
    return tempfile.mkdtemp(prefix="job-")
