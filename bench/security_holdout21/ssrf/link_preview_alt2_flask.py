from urllib.parse import unquote

import requests
from flask import Flask, request, jsonify

app = Flask(__name__)

TIMEOUT = 5


@app.route("/preview")
def link_preview():
    target = unquote(request.args.get("link", ""))
    if not target.startswith(("http://", "https://")):
        target = "https://" + target
    resp = requests.get(target, timeout=TIMEOUT)
    title = resp.text.split("<title>", 1)[-1].split("</title>", 1)[0]
    return jsonify({"title": title[:200]})
