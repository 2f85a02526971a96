from flask import Flask, request

app = Flask(__name__)


def load_settings(text):
    settings = {}
    for line in text.splitlines():
        if "=" in line:
            key, expr = line.split("=", 1)
            settings[key.strip()] = eval(expr.strip(), {"__builtins__": {}})
    return settings


@app.post("/settings/import")
def import_settings():
    uploaded = request.files["settings"].read().decode()
    return load_settings(uploaded)
