import ast
import json

from flask import Flask, request

app = Flask(__name__)


def load_settings(text):
    settings = {}
    for line in text.splitlines():
        if "=" in line:
            key, expr = line.split("=", 1)
            settings[key.strip()] = ast.literal_eval(expr.strip())
    return settings


@app.post("/settings/import")
def import_settings():
    uploaded = request.files["settings"].read().decode()
    if uploaded.lstrip().startswith("{"):
        return json.loads(uploaded)
    return load_settings(uploaded)
