import os

from flask import Flask, request

app = Flask(__name__)


def pick_target(value, fallback):
    if value:
        return value
    return fallback


@app.route("/tools/ping")
def ping_host():
    host = pick_target(request.args.get("host"), "127.0.0.1")
    status = os.system("ping -c 1 " + host)
    return {"reachable": status == 0}
