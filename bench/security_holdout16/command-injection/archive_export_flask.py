import subprocess
from pathlib import Path

from flask import Flask, request, send_file

app = Flask(__name__)
EXPORT_ROOT = Path("/srv/exports")


@app.post("/projects/export")
def archive_export():
    project = request.form["project"]
    fmt = request.form.get("format", "gztar")
    options = {"gztar": ["-czf"], "bztar": ["-cjf"]}.get(fmt, ["-czf"])
    target = EXPORT_ROOT / f"{project}.tar"
    parts = ["tar", *options, str(target), "-C", "/srv/projects", project]
    subprocess.run(" ".join(parts), shell=True, check=True, timeout=120)
    return send_file(target, as_attachment=True)
