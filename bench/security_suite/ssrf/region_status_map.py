import httpx
from flask import Flask, request

app = Flask(__name__)
REGION_ENDPOINTS = {
    "eu-west": "http://eu-west.status.internal:8080/health",
    "us-east": "http://us-east.status.internal:8080/health",
}


@app.route("/status")
def region_status():
    region = request.args.get("region", "eu-west")
    url = REGION_ENDPOINTS.get(region, REGION_ENDPOINTS["eu-west"])
    reply = httpx.get(url, timeout=3)
    return {"region": region, "ok": reply.status_code == 200}
