import httpx
from flask import Flask, request

app = Flask(__name__)


@app.route("/status")
def region_status():
    region = request.args.get("region", "eu-west")
    url = f"http://{region}.status.internal:8080/health"
    reply = httpx.get(url, timeout=3)
    return {"region": region, "ok": reply.status_code == 200}
