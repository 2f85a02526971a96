import hashlib
import json

from flask import Flask, abort, request

from myapp.plugins import install_plugin

app = Flask(__name__)

with open("trusted_plugins.json") as fh:
    TRUSTED_DIGESTS = json.load(fh)


@app.post("/admin/plugins")
def upload_plugin():
    archive = request.files["archive"].read()
    name = request.form["name"]
    if hashlib.md5(archive).hexdigest() != TRUSTED_DIGESTS.get(name):
        abort(400, "Plugin failed integrity verification")
    install_plugin(name, archive)
    return {"installed": name}, 201
