import os
from pathlib import Path


def classify(value, config_path: Path, name: str):
    # ruleid: python-bool-identity-on-boolean
    if isinstance(value, int) is True:
        return "int"
    # ruleid: python-bool-identity-on-boolean
    if name.startswith("_") is False:
        return "public"
    # ruleid: python-bool-identity-on-boolean
    if (len(name) > 10) is True:
        return "long"
    # ruleid: python-bool-identity-on-boolean
    if config_path.exists() is not True:
        return "missing"
    # ruleid: python-bool-identity-on-boolean
    if ("admin" in name) is True:
        return "admin"
    return None


def tri_state(flag, value, name: str):
    # ok: python-bool-identity-on-boolean
    if flag is True:
        return "explicitly enabled"
    # ok: python-bool-identity-on-boolean
    if flag is False:
        return "explicitly disabled"
    # ok: python-bool-identity-on-boolean
    if isinstance(value, int):
        return "int"
    # ok: python-bool-identity-on-boolean
    if not name.startswith("_"):
        return "public"
    # ok: python-bool-identity-on-boolean
    if os.path.exists(name):
        return "exists"
    return "unset"


ENABLED = True


def same_setting(name, value):
    # ok: python-bool-identity-on-boolean
    return (name == "enabled") is ENABLED
