import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/exports/archive")
def archive_export():
    label = request.form["label"]
    script = f"tar czf /tmp/export-{label}.tgz /srv/exports/current"
    subprocess.check_call(["/bin/sh", "-c", script])
    return {"archive": f"export-{label}.tgz"}
