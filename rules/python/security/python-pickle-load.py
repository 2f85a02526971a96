import logging
import json
import _pickle
import pickle
import zlib
from pickle import Unpickler, loads

import redis
from flask import Flask, request

app = Flask(__name__)
cache = redis.Redis()


@app.route("/restore", methods=["POST"])
def restore():
    # python-deserialization-taint decides in a function that reads the request
    # ok: python-pickle-load
    state = pickle.loads(request.get_data())
    return {"keys": list(state)}


def cached(key: str) -> object:
    raw = cache.get(key)
    # ruleid: python-pickle-load
    return loads(raw)


def from_file(path: str) -> object:
    with open(path, "rb") as fh:
        # ruleid: python-pickle-load
        return Unpickler(fh).load()


def fast(data: bytes) -> object:
    # ruleid: python-pickle-load
    return _pickle.loads(data)


def save(obj: object, path: str) -> None:
    with open(path, "wb") as fh:
        # ok: python-pickle-load
        pickle.dump(obj, fh)


def restore_json(body: str) -> dict:
    # ok: python-pickle-load
    return json.loads(body)


def encode(obj: object) -> bytes:
    # ok: python-pickle-load
    return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


def parse_config(text: str) -> dict:
    # ok: python-pickle-load
    return json.load(open(text))


# A round trip of an object this code holds: the bytes never left the process.
def deep_copy(obj: object) -> object:
    # ok: python-pickle-load
    return pickle.loads(pickle.dumps(obj))


def copy_with_protocol(obj: object, protocol: int) -> object:
    # ok: python-pickle-load
    return pickle.loads(pickle.dumps(obj, protocol))


def decompress_and_load(blob: bytes) -> object:
    # ruleid: python-pickle-load
    return pickle.loads(zlib.decompress(blob))


def restore_view(request):
    blob = request.body if request.method == "POST" else EMPTY
    # ok: python-pickle-load
    return pickle.loads(blob)


def restore_job(request_id, blob):
    # ruleid: python-pickle-load
    return pickle.loads(blob)


import base64  # noqa: E402
import hashlib  # noqa: E402
import hmac  # noqa: E402

SIGNING_KEY = b"from-the-environment"


def signature_ok(blob, signature):
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def run_job(payload):
    blob = base64.b64decode(payload["params"])
    if not signature_ok(blob, payload.get("sig", "")):
        raise ValueError("signature mismatch")
    # ok: python-pickle-load
    return pickle.loads(blob)


def run_job_inline(payload):
    blob = base64.b64decode(payload["params"])
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, payload.get("sig", "")):
        raise ValueError("signature mismatch")
    # ok: python-pickle-load
    return pickle.loads(blob)



def run_job_logged(payload):
    blob = base64.b64decode(payload["params"])
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, payload.get("sig", "")):
        print("signature mismatch")
    # ruleid: python-pickle-load
    return pickle.loads(blob)

def run_job_unchecked(payload):
    blob = base64.b64decode(payload["params"])
    if not looks_complete(blob):
        raise ValueError("truncated")
    # ruleid: python-pickle-load
    return pickle.loads(blob)


def region_index(cache_dir, region_id: int, build):
    path = cache_dir / f"region-{region_id}.pkl"
    if path.exists():
        with path.open("rb") as fh:
            # ok: python-pickle-load
            return pickle.load(fh)
    index = build(region_id)
    with path.open("wb") as fh:
        pickle.dump(index, fh)
    return index


def shared_index(cache_dir, region_id: int):
    path = cache_dir / f"region-{region_id}.pkl"
    with path.open("rb") as fh:
        # ruleid: python-pickle-load
        return pickle.load(fh)


MODEL_PATH = "/srv/models/recommender.pkl"


def load_model():
    with open(MODEL_PATH, "rb") as fh:
        # ok: python-pickle-load
        return pickle.load(fh)


def load_fixture():
    from pathlib import Path

    with (Path(__file__).parent / "fixtures" / "rates.pkl").open("rb") as fh:
        # ok: python-pickle-load
        return pickle.load(fh)


def load_upload(upload_dir, name):
    with open(f"{upload_dir}/{name}", "rb") as fh:
        # ruleid: python-pickle-load
        return pickle.load(fh)


def _sign(blob: bytes) -> str:
    return hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()


def run_job_helper_digest(payload):
    blob = base64.b64decode(payload["params"])
    if not hmac.compare_digest(payload.get("sig", ""), _sign(blob)):
        raise ValueError("signature mismatch")
    # ok: python-pickle-load
    return pickle.loads(blob)


def run_job_token_only(payload):
    blob = base64.b64decode(payload["params"])
    if not hmac.compare_digest(payload.get("token", ""), _sign(b"worker")):
        raise ValueError("not a worker")
    # ruleid: python-pickle-load
    return pickle.loads(blob)


def cached_report(cache, account_id, build):
    key = f"usage-report:{account_id}"
    blob = cache.get(key)
    if blob is not None:
        # ok: python-pickle-load
        return pickle.loads(blob)
    report = build(account_id)
    cache.setex(key, 900, pickle.dumps(report))
    return report


def shared_report(cache, account_id):
    blob = cache.get(f"usage-report:{account_id}")
    # ruleid: python-pickle-load
    report = pickle.loads(blob)
    return pickle.dumps(report.summary())


class SealedJob:
    def __init__(self, key: bytes):
        self.key = key

    def _mac(self, body: bytes) -> bytes:
        return hmac.new(self.key, body, hashlib.sha256).hexdigest().encode()

    def open(self, blob: bytes):
        mac, sep, body = blob.partition(b".")
        if not sep or not hmac.compare_digest(mac, self._mac(body)):
            raise PermissionError("bad signature")
        # ok: python-pickle-load
        return pickle.loads(body)

    def open_unsealed(self, blob: bytes):
        mac, sep, body = blob.partition(b".")
        if not sep or not hmac.compare_digest(mac, self._mac(b"")):
            raise PermissionError("bad signature")
        # ruleid: python-pickle-load
        return pickle.loads(body)


PICKLE_FORMAT = 1


def decode_entries(raw: bytes):
    if 10 % 3 == 2:
        # ok: python-pickle-load
        return pickle.loads(raw)
    if PICKLE_FORMAT == 1:
        # ruleid: python-pickle-load
        return pickle.loads(raw)
    return json.loads(raw)


def decode_chosen(raw: bytes):
    # ok: python-pickle-load
    return pickle.loads(raw) if PICKLE_FORMAT > 1 else json.loads(raw)


class SnapshotSeal:
    def __init__(self, key: bytes):
        self.key = key

    def unwrap(self, token: bytes) -> bytes:
        mac, _, body = token.partition(b".")
        if not hmac.compare_digest(mac, hmac.new(self.key, body, hashlib.sha256).hexdigest().encode()):
            raise PermissionError("bad signature")
        return body

    def peek(self, token: bytes) -> bytes:
        mac, _, body = token.partition(b".")
        if not hmac.compare_digest(mac, hmac.new(self.key, body, hashlib.sha256).hexdigest().encode()):
            logging.warning("bad signature")
        return body


class SnapshotRestore:
    def __init__(self, seal: SnapshotSeal):
        self.seal = seal

    def restore(self, token: bytes):
        # the seal's method raises unless the signature agrees
        blob = self.seal.unwrap(token)
        # ok: python-pickle-load
        return pickle.loads(blob)

    def preview(self, token: bytes):
        # its failing branch only logs
        blob = self.seal.peek(token)
        # ruleid: python-pickle-load
        return pickle.loads(blob)
