import os

from flask import Flask, request

app = Flask(__name__)
EXPORT_DIR = "/var/exports"


@app.post("/exports/delete")
def delete_export():
    filename = request.form.get("file")
    target = EXPORT_DIR + "/" + filename
    os.remove(target)
    return {"deleted": filename}
