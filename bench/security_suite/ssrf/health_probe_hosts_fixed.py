import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/health/probe")
def probe():
    hosts = []
    hosts.append("status.internal")
    hosts.append(request.args.get("host", ""))
    reply = requests.get("http://" + hosts[0] + "/health", timeout=5)
    return {"status": reply.status_code}
