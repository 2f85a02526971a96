import yaml
from flask import Flask, request

app = Flask(__name__)


def read_settings(stream):
    data = yaml.unsafe_load(stream)
    return data or {}


@app.post("/settings/upload")
def upload_settings():
    settings = read_settings(request.files["settings"].stream)
    return {"keys": sorted(settings)}
