import os

from flask import Flask, request

app = Flask(__name__)


@app.post("/ops/rotate")
def rotate_logs():
    config = request.form.get("config", "")
    config = "/etc/logrotate.d/app"
    code = os.system(f"logrotate --force {config}")
    return {"exit": code}
