import os
from pathlib import Path

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


MODEL_PATH = os.environ.get("MODEL_PATH", "/opt/models/demand.dill")


def load_model():
    with open(MODEL_PATH, "rb") as fh:
        # ok: python-dill-load
        return dill.load(fh)


def load_bundled():
    with (Path(__file__).parent / "model.dill").open("rb") as fh:
        # ok: python-dill-load
        return dill.load(fh)


def load_saved_session():
    # ok: python-dill-load
    dill.load_session("/var/lib/app/session.pkl")


def load_tenant_model(tenant: str):
    with open(f"/srv/models/{tenant}.dill", "rb") as fh:
        # ruleid: python-dill-load
        return dill.load(fh)


def load_upload(upload_path: str):
    with open(upload_path, "rb") as fh:
        # ruleid: python-dill-load
        return dill.load(fh)
