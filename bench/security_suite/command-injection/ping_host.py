import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/ping")
def ping():
    host = request.args.get("host", "localhost")
    exit_code = os.system(f"ping -c 1 -W 2 {host} > /dev/null")
    return {"reachable": exit_code == 0}
