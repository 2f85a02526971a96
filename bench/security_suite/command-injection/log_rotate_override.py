import os

from flask import Flask, request

app = Flask(__name__)


@app.post("/ops/rotate-custom")
def rotate_custom():
    config = "/etc/logrotate.d/app"
    if request.form.get("config"):
        config = request.form["config"]
    code = os.system(f"logrotate --force {config}")
    return {"exit": code}
