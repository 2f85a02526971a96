import hashlib
import hmac
import json
import logging
import os

from bottle import Bottle, HTTPError, request, static_file

log = logging.getLogger("releases")
app = Bottle()

RELEASE_DIR = os.environ.get("RELEASE_DIR", "/srv/releases")
MANIFEST = os.path.join(RELEASE_DIR, "manifest.json")
CHUNK = 1024 * 1024


def load_manifest():
    with open(MANIFEST) as fh:
        return json.load(fh)


def file_digest(path):
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()


@app.get("/releases")
def list_releases():
    return {"releases": sorted(load_manifest())}


@app.get("/releases/<version>")
def download(version):
    entry = load_manifest().get(version)
    if entry is None:
        raise HTTPError(404, "unknown release")
    path = os.path.join(RELEASE_DIR, entry["file"])
    if not hmac.compare_digest(file_digest(path), entry["sha256"]):
        log.error("checksum mismatch for release %s", version)
        raise HTTPError(503, "release artifact failed verification")
    return static_file(entry["file"], root=RELEASE_DIR, download=True)


@app.post("/releases/verify")
def verify_upload():
    upload = request.files.get("artifact")
    expected = request.forms.get("sha256", "")
    if upload is None or not expected:
        raise HTTPError(400, "artifact and sha256 are required")
    tmp = os.path.join("/tmp", f"verify-{os.getpid()}")
    upload.save(tmp, overwrite=True)
    try:
        actual = file_digest(tmp)
    finally:
        os.unlink(tmp)
    return {"matches": hmac.compare_digest(actual, expected.lower()), "sha256": actual}
