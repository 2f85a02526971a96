import subprocess
import uuid

from flask import Flask, request

app = Flask(__name__)


@app.post("/exports/archive")
def archive_export():
    label = request.form["label"]
    archive_id = uuid.uuid4().hex
    script = f"tar czf /tmp/export-{archive_id}.tgz /srv/exports/current"
    subprocess.check_call(["/bin/sh", "-c", script])
    return {"archive": f"export-{archive_id}.tgz", "label": label}
