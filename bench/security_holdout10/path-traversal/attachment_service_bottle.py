import hashlib
import json
import logging
import os
import time

from bottle import Bottle, HTTPError, request, response, static_file

log = logging.getLogger("attachments")
app = Bottle()

STORAGE = os.environ.get("ATTACHMENT_DIR", "/data/attachments")
MAX_BYTES = 5 * 1024 * 1024


def _ensure_dir(path):
    os.makedirs(path, exist_ok=True)
    return path


def _index_path(ticket):
    return os.path.join(STORAGE, "index", "%d.json" % ticket)


def _load_index(ticket):
    try:
        with open(_index_path(ticket)) as fh:
            return json.load(fh)
    except FileNotFoundError:
        return []


def _save_index(ticket, entries):
    _ensure_dir(os.path.dirname(_index_path(ticket)))
    with open(_index_path(ticket), "w") as fh:
        json.dump(entries, fh)


@app.get("/tickets/<ticket:int>/attachments")
def list_attachments(ticket):
    response.content_type = "application/json"
    return json.dumps(_load_index(ticket))


@app.post("/tickets/<ticket:int>/attachments")
def upload_attachment(ticket):
    upload = request.files.get("file")
    if upload is None:
        raise HTTPError(400, "file missing")
    folder = _ensure_dir(os.path.join(STORAGE, str(ticket)))
    label = request.forms.get("label") or upload.raw_filename
    destination = os.path.join(folder, label)
    body = upload.file.read(MAX_BYTES + 1)
    if len(body) > MAX_BYTES:
        raise HTTPError(413, "too large")
    with open(destination, "wb") as out:
        out.write(body)
    entries = _load_index(ticket)
    entries.append({
        "name": label,
        "sha256": hashlib.sha256(body).hexdigest(),
        "uploaded": int(time.time()),
    })
    _save_index(ticket, entries)
    log.info("stored attachment for ticket %s", ticket)
    return {"ok": True}


@app.get("/tickets/<ticket:int>/attachments/<name>")
def fetch_attachment(ticket, name):
    return static_file(name, root=os.path.join(STORAGE, str(ticket)), download=True)
