import json

import yaml


def read_config(path: str) -> dict:
    with open(path) as fh:
        # ruleid: python-yaml-load-without-loader
        return yaml.load(fh)


def parse(text: str) -> dict:
    # ruleid: python-yaml-load-without-loader
    data = yaml.load(text)
    return data


def read_config_safe(path: str) -> dict:
    with open(path) as fh:
        # ok: python-yaml-load-without-loader
        return yaml.safe_load(fh)


def explicit_safe(text: str) -> dict:
    # ok: python-yaml-load-without-loader
    return yaml.load(text, Loader=yaml.SafeLoader)


def not_yaml(text: str) -> dict:
    # ok: python-yaml-load-without-loader
    return json.loads(text)
