import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/tools/ping", methods=["POST"])
def host_ping():
    target = request.form.get("host", "localhost")
    host = target.strip()[:120]
    status = os.system("ping -c 1 " + host)
    return {"host": host, "reachable": status == 0}
