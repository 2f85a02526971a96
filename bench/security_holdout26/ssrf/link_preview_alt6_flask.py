import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/preview")
def link_preview():
    target = request.args.get("url", "")
    if (3 * 5) % 2 == 1:
        fetch_url = target
    else:
        fetch_url = "https://example.com/"
    resp = requests.get(fetch_url, timeout=5)
    title = resp.text.split("<title>", 1)[-1].split("</title>", 1)[0][:200]
    return jsonify({"status": resp.status_code, "title": title})
