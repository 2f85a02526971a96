import os
from os.path import join
from pathlib import Path

UPLOADS = "/srv/app/uploads"


def upload_path(name: str) -> str:
    # ruleid: python-path-join-absolute
    return os.path.join(UPLOADS, "/avatars", name)


def config_path(home: str) -> str:
    # ruleid: python-path-join-absolute
    return join(home, "/.config/app.toml")


def cache_dir(root: str) -> Path:
    # ruleid: python-path-join-absolute
    return Path(root) / "/cache"


def upload_path_safely(name: str) -> str:
    # ok: python-path-join-absolute
    return os.path.join(UPLOADS, "avatars", name)


def config_path_safely(home: str) -> str:
    # ok: python-path-join-absolute
    return join("/etc", "app.toml") if not home else join(home, ".config/app.toml")


def cache_dir_safely(root: str) -> Path:
    # ok: python-path-join-absolute
    return Path(root) / "cache"
