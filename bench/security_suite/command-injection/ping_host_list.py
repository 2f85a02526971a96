import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/ping")
def ping():
    host = request.args.get("host", "localhost")
    completed = subprocess.run(["ping", "-c", "1", "-W", "2", host], capture_output=True)
    return {"reachable": completed.returncode == 0}
