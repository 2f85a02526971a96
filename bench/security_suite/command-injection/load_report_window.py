import os

from flask import Flask, request

app = Flask(__name__)
SAMPLE_SECONDS = 5


@app.route("/ops/load-window")
def load_window():
    window = request.args.get("window", "1")
    if SAMPLE_SECONDS * 12 > 30:
        command = "sar -q " + window
    else:
        command = "uptime"
    with os.popen(command) as pipe:
        return {"load": pipe.read().strip()}
