import os
import stat
from pathlib import Path

SPOOL = Path("/var/spool/app")


def make_spool(path: str) -> None:
    # ruleid: python-world-writable-create-mode
    os.makedirs(path, mode=0o777, exist_ok=True)


def write_log(path: str, line: bytes) -> None:
    # ruleid: python-world-writable-create-mode
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o666)
    os.write(fd, line)
    os.close(fd)


def make_queue_dir(name: str) -> None:
    # ruleid: python-world-writable-create-mode
    (SPOOL / name).mkdir(0o777, parents=True)


def make_drop_box(path: str) -> None:
    # ruleid: python-world-writable-create-mode
    os.mkdir(path, stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO)


def make_spool_safe(path: str) -> None:
    # ok: python-world-writable-create-mode
    os.makedirs(path, mode=0o700, exist_ok=True)


def write_log_safe(path: str, line: bytes) -> None:
    # ok: python-world-writable-create-mode
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o640)
    os.write(fd, line)
    os.close(fd)


def make_queue_dir_safe(name: str) -> None:
    # ok: python-world-writable-create-mode
    (SPOOL / name).mkdir(0o750, parents=True)


def make_shared_tmp(path: str) -> None:
    # ok: python-world-writable-create-mode
    os.makedirs(path, mode=0o1777, exist_ok=True)


def make_default(path: str) -> None:
    # ok: python-world-writable-create-mode
    os.makedirs(path, exist_ok=True)
