import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/preview")
def link_preview():
    target = request.args.get("url", "")
    if not target.startswith("http"):
        target = "https://" + target
    resp = requests.get(target, timeout=5)
    title = ""
    if "<title>" in resp.text:
        title = resp.text.split("<title>", 1)[1].split("</title>", 1)[0]
    return jsonify(status=resp.status_code, title=title.strip())
