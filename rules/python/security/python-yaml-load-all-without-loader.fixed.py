import yaml


def read_manifests(path: str) -> list:
    with open(path) as fh:
        # ruleid: python-yaml-load-all-without-loader
        return list(yaml.safe_load_all(fh))


def read_manifests_safe(path: str) -> list:
    with open(path) as fh:
        # ok: python-yaml-load-all-without-loader
        return list(yaml.safe_load_all(fh))


def explicit_safe(text: str) -> list:
    # ok: python-yaml-load-all-without-loader
    return list(yaml.load_all(text, Loader=yaml.CSafeLoader))
