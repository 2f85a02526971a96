import hashlib
import os
import shutil

from celery import Celery

app = Celery("storage", broker="redis://localhost:6379/4")

INCOMING = "/srv/storage/incoming"
BLOBS = "/srv/storage/blobs"
CHUNK = 1024 * 1024


def file_digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


@app.task
def ingest_upload(filename):
    src = os.path.join(INCOMING, os.path.basename(filename))
    digest = file_digest(src)
    blob = os.path.join(BLOBS, digest[:2], digest)
    if os.path.exists(blob):
        os.remove(src)
        return {"digest": digest, "duplicate": True}
    os.makedirs(os.path.dirname(blob), exist_ok=True)
    shutil.move(src, blob)
    return {"digest": digest, "duplicate": False}
