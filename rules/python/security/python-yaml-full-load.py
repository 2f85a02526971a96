from pathlib import Path

import yaml
from yaml import FullLoader, full_load

with open("settings.yml") as fh:
    # ruleid: python-yaml-full-load
    SETTINGS = yaml.full_load(fh)


def parse_manifest(text: str) -> dict:
    # ruleid: python-yaml-full-load
    return yaml.load(text, Loader=yaml.FullLoader)


def parse_documents(text: str) -> list:
    # ruleid: python-yaml-full-load
    return list(yaml.full_load_all(text))


def parse_imported(text: str) -> dict:
    # ruleid: python-yaml-full-load
    return full_load(text)


def parse_positional(text: str) -> dict:
    # ruleid: python-yaml-full-load
    return yaml.load(text, FullLoader)


def parse_safe(text: str) -> dict:
    # ok: python-yaml-full-load
    return yaml.safe_load(text)


def parse_safe_loader(text: str) -> dict:
    # ok: python-yaml-full-load
    return yaml.load(text, Loader=yaml.SafeLoader)


def parse_csafe_loader(text: str) -> dict:
    # ok: python-yaml-full-load
    return yaml.load(text, Loader=yaml.CSafeLoader)


def parse_all_safe(path: Path) -> list:
    # ok: python-yaml-full-load
    return list(yaml.safe_load_all(path.read_text()))


def dump(data: dict) -> str:
    # ok: python-yaml-full-load
    return yaml.dump(data, Dumper=yaml.SafeDumper)
