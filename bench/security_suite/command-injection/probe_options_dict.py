import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/health/probe")
def probe():
    target = request.args.get("target", "db")
    probe = {}
    probe["command"] = "uptime"
    probe["label"] = target
    done = subprocess.run(probe["command"], shell=True, capture_output=True, text=True)
    return {"label": probe["label"], "output": done.stdout}
