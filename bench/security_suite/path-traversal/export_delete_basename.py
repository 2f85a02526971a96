import os

from flask import Flask, request

app = Flask(__name__)
EXPORT_DIR = "/var/exports"


@app.post("/exports/delete")
def delete_export():
    filename = os.path.basename(request.form.get("file", ""))
    target = os.path.join(EXPORT_DIR, filename)
    os.remove(target)
    return {"deleted": filename}
