import os

from flask import Flask, abort, request

app = Flask(__name__)
RESTARTABLE = {"web", "worker", "scheduler"}


@app.post("/admin/restart")
def restart_service():
    service = request.form["service"]
    if service not in RESTARTABLE:
        abort(400)
    os.system("systemctl restart app-" + service)
    return {"restarted": service}
