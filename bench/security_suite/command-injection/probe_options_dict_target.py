import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/health/probe-host")
def probe_host():
    target = request.args.get("target", "db")
    probe = {}
    probe["command"] = "uptime"
    probe["host"] = target
    done = subprocess.run(probe["host"], shell=True, capture_output=True, text=True)
    return {"output": done.stdout}
