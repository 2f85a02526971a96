import json
import os
import uuid

import falcon

INBOX_DIR = "/srv/inbox"
MAX_BYTES = 20 * 1024 * 1024


class InboxResource:
    def on_get(self, req, resp):
        entries = []
        for batch in sorted(os.listdir(INBOX_DIR)):
            batch_dir = os.path.join(INBOX_DIR, batch)
            if os.path.isdir(batch_dir):
                entries.append({"batch": batch, "files": sorted(os.listdir(batch_dir))})
        resp.media = {"batches": entries}

    def on_post(self, req, resp):
        batch = uuid.uuid4().hex
        batch_dir = os.path.join(INBOX_DIR, batch)
        os.makedirs(batch_dir, exist_ok=True)
        stored = []
        form = req.get_media()
        for part in form:
            if part.name != "document" or not part.filename:
                continue
            name = part.secure_filename
            dest = os.path.join(batch_dir, name)
            data = part.stream.read(MAX_BYTES + 1)
            if len(data) > MAX_BYTES:
                raise falcon.HTTPPayloadTooLarge()
            with open(dest, "wb") as fh:
                fh.write(data)
            stored.append(name)
        resp.status = falcon.HTTP_201
        resp.media = {"batch": batch, "stored": stored}


class BatchResource:
    def on_delete(self, req, resp, batch_id):
        try:
            batch = uuid.UUID(batch_id).hex
        except ValueError:
            raise falcon.HTTPNotFound()
        batch_dir = os.path.join(INBOX_DIR, batch)
        if not os.path.isdir(batch_dir):
            raise falcon.HTTPNotFound()
        for name in os.listdir(batch_dir):
            os.remove(os.path.join(batch_dir, name))
        os.rmdir(batch_dir)
        resp.status = falcon.HTTP_204


class ManifestResource:
    def on_get(self, req, resp):
        with open(os.path.join(INBOX_DIR, "manifest.json"), encoding="utf-8") as fh:
            resp.media = json.load(fh)


app = falcon.App()
app.add_route("/inbox", InboxResource())
app.add_route("/inbox/{batch_id}", BatchResource())
app.add_route("/inbox-manifest", ManifestResource())
