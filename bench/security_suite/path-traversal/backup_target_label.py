import os

from flask import Flask, request

app = Flask(__name__)
BACKUP_ROOT = "/srv/backups"
KEEP = 7


@app.post("/backups/label")
def write_labelled_note():
    label = request.form.get("label", "")
    target = os.path.join(BACKUP_ROOT, "latest.txt") if KEEP < 3 else os.path.join(BACKUP_ROOT, label)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("ok\n")
    return {"written": True}
