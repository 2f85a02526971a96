import os
from os import path as osp

STATIC_ROOT = "/srv/static"


def lookup(directory: str, requested: str) -> str | None:
    full_path = os.path.realpath(os.path.join(directory, requested))
    # ruleid: python-path-commonprefix-containment
    if os.path.commonprefix([full_path, directory]) != directory:
        return None
    return full_path


def is_inside(root: str, candidate: str) -> bool:
    resolved = os.path.abspath(candidate)
    # ruleid: python-path-commonprefix-containment
    return root == os.path.commonprefix((root, resolved))


def serve(root: str, name: str) -> str:
    target = os.path.realpath(os.path.join(root, name))
    prefix = os.path.commonprefix([root, target])
    # ruleid: python-path-commonprefix-containment
    if prefix != root:
        raise PermissionError(name)
    return target


def lookup_by_components(directory: str, requested: str) -> str | None:
    full_path = os.path.realpath(os.path.join(directory, requested))
    # ok: python-path-commonprefix-containment
    if os.path.commonpath([full_path, directory]) != directory:
        return None
    return full_path


def lookup_with_separator(directory: str, requested: str) -> str | None:
    full_path = os.path.realpath(os.path.join(directory, requested))
    # ok: python-path-commonprefix-containment
    if os.path.commonprefix([full_path, directory + os.sep]) != directory + os.sep:
        return None
    return full_path


def shared_label(names: list[str]) -> str:
    # ok: python-path-commonprefix-containment
    return os.path.commonprefix(names) or "(none)"


def same_stem(left: str, right: str) -> bool:
    # ok: python-path-commonprefix-containment
    return osp.commonprefix([left, right]) == ""
