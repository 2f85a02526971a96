import os

from flask import Flask, request

app = Flask(__name__)
SAMPLE_SECONDS = 5


@app.route("/ops/load")
def load_report():
    window = request.args.get("window", "1")
    command = "uptime" if SAMPLE_SECONDS * 12 > 30 else "sar -q " + window
    with os.popen(command) as pipe:
        return {"load": pipe.read().strip()}
