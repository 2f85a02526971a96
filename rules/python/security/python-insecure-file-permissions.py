import os
import stat
from pathlib import Path

UPLOAD_DIR = Path("/srv/app/uploads")


def publish_report(path: str) -> None:
    # ruleid: python-insecure-file-permissions
    os.chmod(path, 0o777)


def share_upload(name: str) -> None:
    # ruleid: python-insecure-file-permissions
    (UPLOAD_DIR / name).chmod(0o666)


def open_for_all(path: str) -> None:
    # ruleid: python-insecure-file-permissions
    os.chmod(path, stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO)


def add_other_write(path: str) -> None:
    mode = os.stat(path).st_mode
    # ruleid: python-insecure-file-permissions
    os.chmod(path, mode | stat.S_IWOTH)


def share_dir(path: str) -> None:
    # ruleid: python-insecure-file-permissions
    os.chmod(path, 0o757)


def create_token_file(token_path: str, token: bytes) -> None:
    # ruleid: python-insecure-file-permissions
    fd = os.open(token_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.write(fd, token)
    os.close(fd)


def save_private_key(key_path: str, pem: bytes) -> None:
    with open(key_path, "wb") as fh:
        fh.write(pem)
    # ruleid: python-insecure-file-permissions
    os.chmod(key_path, 0o644)


def daemonize() -> None:
    # ruleid: python-insecure-file-permissions
    os.umask(0)


def publish_report_safe(path: str) -> None:
    # ok: python-insecure-file-permissions
    os.chmod(path, 0o644)


def make_executable(path: str) -> None:
    # ok: python-insecure-file-permissions
    os.chmod(path, 0o755)


def share_with_group(name: str) -> None:
    # ok: python-insecure-file-permissions
    (UPLOAD_DIR / name).chmod(0o660)


def drop_other_write(path: str) -> None:
    mode = os.stat(path).st_mode
    # ok: python-insecure-file-permissions
    os.chmod(path, mode & ~stat.S_IWOTH)


def shared_tmp(path: str) -> None:
    # ok: python-insecure-file-permissions
    os.chmod(path, 0o1777)


def write_log(path: str, line: bytes) -> None:
    # ok: python-insecure-file-permissions
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o666)
    os.write(fd, line)
    os.close(fd)


def write_secret(path: str, data: bytes) -> None:
    # ok: python-insecure-file-permissions
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.write(fd, data)
    os.close(fd)


def save_private_key_safe(key_path: str, pem: bytes) -> None:
    with open(key_path, "wb") as fh:
        fh.write(pem)
    # ok: python-insecure-file-permissions
    os.chmod(key_path, 0o600)


def current_umask() -> int:
    # ok: python-insecure-file-permissions
    mask = os.umask(0)
    os.umask(mask)
    return mask


def daemonize_safe() -> None:
    # ok: python-insecure-file-permissions
    os.umask(0o027)


def owner_only(path: str) -> None:
    # ok: python-insecure-file-permissions
    os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
