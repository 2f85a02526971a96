import dill
from dill import loads


def restore(blob: bytes):
    # ruleid: python-dill-load
    return dill.loads(blob)


def restore_fn(blob: bytes):
    # ruleid: python-dill-load
    return loads(blob)


def restore_session(path: str) -> None:
    # ruleid: python-dill-load
    dill.load_session(path)


def save(obj: object, path: str) -> None:
    with open(path, "wb") as fh:
        # ok: python-dill-load
        dill.dump(obj, fh)


def encode(obj: object) -> bytes:
    # ok: python-dill-load
    return dill.dumps(obj)


def size(obj: object) -> int:
    # ok: python-dill-load
    return len(dill.dumps(obj, recurse=True))
