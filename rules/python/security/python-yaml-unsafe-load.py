import yaml
from yaml import Loader, SafeLoader


def parse(text: str) -> object:
    # ruleid: python-yaml-unsafe-load
    return yaml.unsafe_load(text)


def parse_loader(text: str) -> object:
    # ruleid: python-yaml-unsafe-load
    return yaml.load(text, Loader=Loader)


def parse_all(text: str) -> list:
    # ruleid: python-yaml-unsafe-load
    return list(yaml.load_all(text, yaml.UnsafeLoader))


def parse_safe(text: str) -> object:
    # ok: python-yaml-unsafe-load
    return yaml.load(text, Loader=SafeLoader)


def parse_safe_fn(text: str) -> object:
    # ok: python-yaml-unsafe-load
    return yaml.safe_load(text)


def dump(data: dict) -> str:
    # ok: python-yaml-unsafe-load
    return yaml.dump(data, Dumper=yaml.SafeDumper)
